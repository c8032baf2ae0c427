export { BottomTabBar, BottomTabBarPlaceholder, type BottomTabBarProps } from './BottomTabBar';
