export { SessionExpiredBanner } from './SessionExpiredBanner';
