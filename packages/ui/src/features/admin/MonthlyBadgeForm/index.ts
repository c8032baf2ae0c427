export { MonthlyBadgeForm, type MonthlyBadgeFormProps } from './MonthlyBadgeForm';
