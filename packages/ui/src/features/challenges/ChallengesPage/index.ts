export {
  ChallengesPage,
  ChallengesPageView,
  CHALLENGES_TITLE,
  type ChallengesPageViewProps,
} from './ChallengesPage';
