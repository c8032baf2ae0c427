export {
  ChallengeCelebration,
  celebrationText,
  type ChallengeCelebrationProps,
} from './ChallengeCelebration';
