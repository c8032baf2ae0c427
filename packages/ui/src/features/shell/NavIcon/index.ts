export { NavIcon, navIconNames, type NavIconProps } from './NavIcon';
