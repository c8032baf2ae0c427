export {
  AdminMonthlyBadgesPage,
  AdminMonthlyBadgesPageView,
  LOADING_ADMIN_MONTHLY_BADGES,
  MANAGE_MONTHLY_BADGES_TITLE,
  NO_ADMIN_MONTHLY_BADGES,
  type AdminMonthlyBadgesPageProps,
  type AdminMonthlyBadgesPageViewProps,
} from './AdminMonthlyBadgesPage';
