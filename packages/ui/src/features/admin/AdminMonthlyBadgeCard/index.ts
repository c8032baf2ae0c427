export {
  AdminMonthlyBadgeCard,
  badgeMonthLabel,
  type AdminMonthlyBadgeCardProps,
} from './AdminMonthlyBadgeCard';
