export { TopNavigation, type TopNavigationProps } from './TopNavigation';
