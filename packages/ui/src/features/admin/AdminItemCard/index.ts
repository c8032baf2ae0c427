export { AdminItemCard, type AdminItemCardActions, type AdminItemCardProps } from './AdminItemCard';
