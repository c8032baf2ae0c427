export { Field, FieldError, type FieldProps, type FieldControlProps } from './Field';
