export { PartErrorBoundary, type PartErrorBoundaryProps } from './PartErrorBoundary';
