export {
  GroupSettingsPage,
  GroupSettingsView,
  GROUP_SETTINGS_TITLE,
  NO_ACCESS_TO_MANAGE,
  REMOVE_MEMBER_CONFIRMATION,
  type GroupSettingsViewProps,
} from './GroupSettingsPage';
