export { AdminDashboard, AdminDashboardView, type AdminDashboardViewProps } from './AdminDashboard';
export { ADMIN_DASHBOARD_TITLE } from '../admin-nav';
