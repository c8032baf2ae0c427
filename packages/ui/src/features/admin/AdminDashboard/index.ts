export {
  AdminDashboard,
  AdminDashboardView,
  ADMIN_DASHBOARD_TITLE,
  type AdminDashboardViewProps,
} from './AdminDashboard';
