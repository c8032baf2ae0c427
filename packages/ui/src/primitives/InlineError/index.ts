export { InlineError, type InlineErrorProps } from './InlineError';
