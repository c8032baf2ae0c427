export { TopWarriorsCard, TOP_WARRIORS_TITLE, type TopWarriorsCardProps } from './TopWarriorsCard';
