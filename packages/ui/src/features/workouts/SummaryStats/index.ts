export {
  SummaryStats,
  SummaryStatsView,
  type SummaryStatsProps,
  type SummaryStatsViewProps,
  type SummaryFigures,
  type SummaryStatsVariant,
} from './SummaryStats';
