export { ChallengeCelebration, type ChallengeCelebrationProps } from './ChallengeCelebration';
