export {
  NavEntryLink,
  NavEntryPlaceholder,
  navLinkAppearances,
  PENDING_INVITES_DESCRIPTION,
  type NavEntryLinkProps,
  type NavLinkAppearance,
} from './NavEntryLink';
