export {
  AdminFormCard,
  openAdminForm,
  type AdminFormCardProps,
  type AdminFormProps,
} from './AdminFormCard';
export { useKeptAdminForm } from './kept-admin-form';
