export {
  MyGroupsPage,
  MyGroupsPageView,
  MY_GROUPS_TITLE,
  NO_GROUPS,
  type MyGroupsPageViewProps,
} from './MyGroupsPage';
