export { BottomTabBar, type BottomTabBarProps } from './BottomTabBar';
