export {
  AdminFormCard,
  openAdminForm,
  useOpenAdminForm,
  type AdminFormCardProps,
  type AdminFormProps,
} from './AdminFormCard';
export { focusInView, useAdminFormFocus, type AdminFormOpener } from './admin-form-focus';
export { afterAdminWrite, reloadAdminLists, useKeptAdminForm } from './kept-admin-form';
