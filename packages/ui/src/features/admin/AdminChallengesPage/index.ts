export {
  AdminChallengesPage,
  AdminChallengesPageView,
  LOADING_ADMIN_CHALLENGES,
  MANAGE_CHALLENGES_TITLE,
  NO_ADMIN_CHALLENGES,
  type AdminChallengesPageProps,
  type AdminChallengesPageViewProps,
} from './AdminChallengesPage';
