export { SideMenu, SideMenuPlaceholder, type SideMenuProps } from './SideMenu';
