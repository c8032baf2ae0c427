export {
  ActivityHeatmap,
  ActivityHeatmapView,
  type ActivityHeatmapProps,
  type ActivityHeatmapViewProps,
} from './ActivityHeatmap';
