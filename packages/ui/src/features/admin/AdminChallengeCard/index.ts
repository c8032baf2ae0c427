export { AdminChallengeCard, type AdminChallengeCardProps } from './AdminChallengeCard';
