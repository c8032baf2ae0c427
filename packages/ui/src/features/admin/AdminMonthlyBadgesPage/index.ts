export {
  AdminMonthlyBadgesPage,
  AdminMonthlyBadgesPageView,
  LOADING_ADMIN_MONTHLY_BADGES,
  NO_ADMIN_MONTHLY_BADGES,
  type AdminMonthlyBadgesPageProps,
  type AdminMonthlyBadgesPageViewProps,
} from './AdminMonthlyBadgesPage';
export { MANAGE_MONTHLY_BADGES_TITLE } from '../admin-nav';
