export {
  EmptyState,
  emptyStateSizes,
  type EmptyStateProps,
  type EmptyStateSize,
} from './EmptyState';
