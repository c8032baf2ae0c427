export { AdminSettingsPage } from './AdminSettingsPage';
export { APPLICATION_SETTINGS_TITLE } from '../admin-nav';
