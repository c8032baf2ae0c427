export { MemberName, type MemberNameProps } from './MemberName';
export { hasMemberName, memberNameText, NO_NAME_TEXT } from './member-name';
