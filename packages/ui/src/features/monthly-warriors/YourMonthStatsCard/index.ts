export { YourMonthStatsCard, type YourMonthStatsCardProps } from './YourMonthStatsCard';
