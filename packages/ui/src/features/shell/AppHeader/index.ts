export { AppHeader, LogOutPlaceholder, type AppHeaderProps } from './AppHeader';
