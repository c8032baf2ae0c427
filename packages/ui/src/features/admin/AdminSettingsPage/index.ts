export { AdminSettingsPage, APPLICATION_SETTINGS_TITLE } from './AdminSettingsPage';
