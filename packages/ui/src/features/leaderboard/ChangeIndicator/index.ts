export { ChangeIndicator, type ChangeIndicatorProps } from './ChangeIndicator';
