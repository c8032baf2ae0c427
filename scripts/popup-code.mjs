/**
 * The libraries behind a modal layer or a menu: Radix's dialog, focus trap, dismissable layer,
 * menu, dropdown menu and popper, Floating UI and the scroll lock, matched in a module's path.
 * No page needs them before it is shown, and their code runs when a member opens one: the build
 * keeps them out of the main chunk and marks the chunks that hold them to be compiled as they load
 * (apps/web/vite.config.ts), and `npm run check:bundle` checks both.
 */
export const POPUP_CODE =
  /node_modules\/(@radix-ui\/react-(dialog|focus-scope|dismissable-layer|menu|dropdown-menu|popper)|@floating-ui\/[\w-]+|react-remove-scroll)\//;
