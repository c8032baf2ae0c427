/** Types of subset-inter.mjs (a plain module, run by Node as `npm run font:subset`). */
export const SOURCE_FONT: string;
export const TARGET_FONT: string;
export const LATIN_RANGES: ReadonlyArray<readonly [number, number]>;
export const KEPT_FEATURES: readonly string[];
export function latinText(): string;
export function subsetInterLatin(source: Uint8Array): Promise<Uint8Array>;
