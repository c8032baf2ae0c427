export {
  ChallengeProgressCard,
  ChallengeProgressCardView,
  ALL_CHALLENGES_COMPLETED,
  NO_CHALLENGES,
  type ChallengeProgressCardViewProps,
} from './ChallengeProgressCard';
