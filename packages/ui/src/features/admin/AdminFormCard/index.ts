export {
  AdminFormCard,
  openAdminForm,
  useOpenAdminForm,
  type AdminFormCardProps,
  type AdminFormProps,
} from './AdminFormCard';
export { focusInView, useAdminFormFocus, type AdminFormOpener } from './admin-form-focus';
export { adminWrite, reloadAdminLists, useKeptAdminForm } from './kept-admin-form';
