export { WarriorsList, WarriorsListSkeleton, type WarriorsListProps } from './WarriorsList';
