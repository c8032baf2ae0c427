export { GroupFields, privacyExplanations, type GroupFieldsProps } from './GroupFields';
