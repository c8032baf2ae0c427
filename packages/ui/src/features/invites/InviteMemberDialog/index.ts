export { InviteMemberDialog, type InviteMemberDialogProps } from './InviteMemberDialog';
