export {
  ProgressBar,
  progressBarTones,
  progressBarSizes,
  type ProgressBarProps,
  type ProgressBarTone,
  type ProgressBarSize,
} from './ProgressBar';
