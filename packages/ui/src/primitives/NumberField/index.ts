export { NumberField, type NumberFieldProps } from './NumberField';
export { parseNumberInput } from './number-input';
