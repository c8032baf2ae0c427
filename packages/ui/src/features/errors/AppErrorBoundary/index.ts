export {
  AppErrorBoundary,
  PartErrorBoundary,
  QuietErrorBoundary,
  type AppErrorBoundaryProps,
  type PartErrorBoundaryProps,
} from './AppErrorBoundary';
