export { CHART_FAILED, PartErrorBoundary, type PartErrorBoundaryProps } from './PartErrorBoundary';
