export { TopNavigation, TopNavigationPlaceholder, type TopNavigationProps } from './TopNavigation';
