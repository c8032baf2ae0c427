export { GroupRoleTag, type GroupRole } from './GroupRoleTag';
