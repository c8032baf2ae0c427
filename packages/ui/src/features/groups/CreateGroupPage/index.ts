export {
  CreateGroupForm,
  CreateGroupPage,
  CREATE_GROUP_TITLE,
  type CreateGroupFormProps,
} from './CreateGroupPage';
