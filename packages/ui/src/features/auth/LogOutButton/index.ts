export { LogOutButton, LOGGING_OUT } from './LogOutButton';
