export {
  AdminFormCard,
  openAdminForm,
  useOpenAdminForm,
  type AdminFormCardProps,
  type AdminFormProps,
} from './AdminFormCard';
export { useAdminFormFocus, type AdminFormOpener } from './admin-form-focus';
export { useKeptAdminForm } from './kept-admin-form';
