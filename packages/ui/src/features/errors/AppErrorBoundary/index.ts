export {
  AppErrorBoundary,
  QuietErrorBoundary,
  type AppErrorBoundaryProps,
} from './AppErrorBoundary';
