export { InviteMembers, type InviteMembersProps } from './InviteMembers';
