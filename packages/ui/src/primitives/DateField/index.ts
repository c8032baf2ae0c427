export { DateField, dateFieldTypes, type DateFieldProps, type DateFieldType } from './DateField';
