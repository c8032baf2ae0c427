export {
  ProgressBar,
  ProgressBarPlaceholder,
  progressBarTones,
  progressBarSizes,
  type ProgressBarProps,
  type ProgressBarPlaceholderProps,
  type ProgressBarTone,
  type ProgressBarSize,
} from './ProgressBar';
