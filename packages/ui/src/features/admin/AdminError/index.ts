export {
  AdminError,
  AdminRefusedPage,
  BACK_TO_MY_DASHBOARD,
  type AdminErrorProps,
  type AdminRefusedPageProps,
} from './AdminError';
