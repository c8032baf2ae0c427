export { focusIsLost, useRemovalFocus, removalFocusItem } from './use-removal-focus';
export { useSwapFocus } from './use-swap-focus';
export { focusInView } from './focus-in-view';
