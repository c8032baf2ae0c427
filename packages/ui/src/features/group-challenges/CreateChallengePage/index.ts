export {
  CreateChallengePage,
  CreateChallengeRedirect,
  CreateChallengeForm,
  CREATE_CHALLENGE_TITLE,
} from './CreateChallengePage';
