export {
  EarnedBadgeCard,
  SHARE_BADGE,
  SHARE_FAILED,
  type EarnedBadgeCardProps,
} from './EarnedBadgeCard';
