export { ProtectedRoute, type ProtectedRouteProps } from './ProtectedRoute';
