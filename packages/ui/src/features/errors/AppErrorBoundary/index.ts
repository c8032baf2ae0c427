export { AppErrorBoundary, type AppErrorBoundaryProps } from './AppErrorBoundary';
