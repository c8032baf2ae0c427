export { Field, FieldError, type FieldProps, type FieldControlProps } from './Field';
export { useFocusFirstInvalid, useFocusFirstInvalidOnCheck } from './useFocusFirstInvalid';
export { unreadableInputs } from './unreadable-inputs';
