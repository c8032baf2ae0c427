export {
  AdminError,
  AdminRefusal,
  AdminRefusedPage,
  AdminUnverifiedPage,
  ADMIN_UNVERIFIED_MESSAGE,
  BACK_TO_MY_DASHBOARD,
  type AdminErrorProps,
  type AdminRefusalProps,
  type AdminRefusedPageProps,
  type AdminUnverifiedPageProps,
} from './AdminError';
