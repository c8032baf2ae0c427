export { focusIsLost, useRemovalFocus, removalFocusItem } from './use-removal-focus';
export { useSwapFocus } from './use-swap-focus';
export { useTakeLostFocus } from './use-take-lost-focus';
export { focusInView } from './focus-in-view';
