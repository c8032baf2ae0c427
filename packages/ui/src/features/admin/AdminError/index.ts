export { AdminError, type AdminErrorProps } from './AdminError';
