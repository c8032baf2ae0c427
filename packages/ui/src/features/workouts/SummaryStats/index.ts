export {
  SummaryStats,
  SummaryStatsView,
  type SummaryStatsProps,
  type SummaryStatsViewProps,
  type SummaryFigures,
} from './SummaryStats';
