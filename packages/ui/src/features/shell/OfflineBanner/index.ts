export { OfflineBanner, OFFLINE_MESSAGE } from './OfflineBanner';
