export { ChallengeCard, type ChallengeCardProps } from './ChallengeCard';
