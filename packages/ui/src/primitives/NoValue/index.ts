export { NoValue, type NoValueProps } from './NoValue';
