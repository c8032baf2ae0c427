export {
  ABOUT_INVITES,
  InviteRow,
  InvitesPage,
  InvitesPageView,
  INVITES_TITLE,
  NO_PENDING_INVITES,
  type InviteRowProps,
  type InvitesPageViewProps,
} from './InvitesPage';
