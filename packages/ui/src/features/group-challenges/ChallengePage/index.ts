export { ChallengePage, CHALLENGE_TITLE } from './ChallengePage';
