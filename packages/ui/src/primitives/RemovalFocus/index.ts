export { focusIsLost, useRemovalFocus, removalFocusItem } from './use-removal-focus';
