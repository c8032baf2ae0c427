export { AdminRoute, CHECKING_PERMISSIONS, type AdminRouteProps } from './AdminRoute';
