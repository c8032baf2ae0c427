export { BadgesPage, BadgesPageView, BADGES_TITLE, type BadgesPageViewProps } from './BadgesPage';
