export { StatsPage, type StatsPageProps } from './StatsPage';
