export {
  SessionExpiredDialog,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_TITLE,
  type SessionExpiredDialogProps,
} from './SessionExpiredDialog';
