export { useRemovalFocus, removalFocusItem } from './use-removal-focus';
