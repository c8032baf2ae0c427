export { SessionExpiredDialog, type SessionExpiredDialogProps } from './SessionExpiredDialog';
export { SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TITLE } from './texts';
