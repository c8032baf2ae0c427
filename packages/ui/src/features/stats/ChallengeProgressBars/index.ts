export {
  ChallengeProgressBars,
  ChallengeProgressBarsView,
  type ChallengeProgressBarsViewProps,
} from './ChallengeProgressBars';
