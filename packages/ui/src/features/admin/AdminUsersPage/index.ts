export {
  AdminUsersPage,
  AdminUsersPageView,
  LOADING_USERS,
  MANAGE_USERS_TITLE,
  NO_USERS,
  type AdminUsersPageViewProps,
} from './AdminUsersPage';
