export { ChallengeForm, type ChallengeFormProps } from './ChallengeForm';
