/** What every navigation of the shell needs to draw itself (props only; the shell reads them). */
export type NavigationProps = {
  /** The router's current pathname; decides the active entry. */
  currentPath: string;
  /** Adds the admin entry. */
  isAdmin: boolean;
  /** Lights the red '!' on Invites. */
  hasPendingInvites: boolean;
};
