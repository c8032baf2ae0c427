export {
  GroupPage,
  GROUP_NOT_FOUND,
  GROUP_TITLE,
  type GroupPageProps,
  type InviteDialogSlotProps,
} from './GroupPage';
export { INVALID_GROUP_ID } from '../group-standing';
