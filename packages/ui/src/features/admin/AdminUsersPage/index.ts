export {
  AdminUsersPage,
  AdminUsersPageView,
  LOADING_USERS,
  NO_USERS,
  type AdminUsersPageViewProps,
} from './AdminUsersPage';
export { MANAGE_USERS_TITLE } from '../admin-nav';
