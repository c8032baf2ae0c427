export { ENTER_A_NUMBER, NumberField, type NumberFieldProps } from './NumberField';
export { parseNumberInput } from './number-input';
