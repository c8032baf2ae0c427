export { AdminFeedback, type AdminFeedbackProps } from './AdminFeedback';
