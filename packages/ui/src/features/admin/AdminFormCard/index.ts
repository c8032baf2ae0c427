export {
  AdminFormCard,
  openAdminForm,
  type AdminFormCardProps,
  type AdminFormProps,
} from './AdminFormCard';
