export { AdminLayout, AdminNavigation, type AdminNavigationProps } from './AdminLayout';
