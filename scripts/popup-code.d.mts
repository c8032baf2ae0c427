/** Types of popup-code.mjs (a plain module: check-bundle.mjs runs in Node without a build). */
export const POPUP_CODE: RegExp;
