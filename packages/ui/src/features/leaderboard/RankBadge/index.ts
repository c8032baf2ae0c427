export { RankBadge, type RankBadgeProps } from './RankBadge';
