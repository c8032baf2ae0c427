export {
  Tooltip,
  TooltipProvider,
  tooltipSides,
  type TooltipProps,
  type TooltipSide,
} from './Tooltip';
