export {
  AdminError,
  AdminRefusal,
  AdminRefusedPage,
  BACK_TO_MY_DASHBOARD,
  type AdminErrorProps,
  type AdminRefusalProps,
  type AdminRefusedPageProps,
} from './AdminError';
