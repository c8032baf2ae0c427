export {
  WorkoutFrequencyChart,
  WorkoutFrequencyChartView,
  type WorkoutFrequencyChartProps,
  type WorkoutFrequencyChartViewProps,
} from './WorkoutFrequencyChart';
