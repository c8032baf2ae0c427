export {
  YourBadgesCard,
  YourBadgesCardView,
  YOUR_BADGES_EMPTY,
  type YourBadgesCardViewProps,
} from './YourBadgesCard';
