/** What every navigation of the shell needs to draw itself (props only; the shell reads them). */
export type NavigationProps = {
  /** The router's current pathname; decides the active entry. */
  currentPath: string;
  /** Adds the admin entry (spec 1 §6). */
  isAdmin: boolean;
  /** Lights the red '!' on Invites (spec 1 §2, §4). */
  hasPendingInvites: boolean;
};
