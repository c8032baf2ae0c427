export { SessionCheck, CHECKING_SIGN_IN, type SessionCheckProps } from './SessionCheck';
