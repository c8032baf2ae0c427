export {
  AdminChallengesPage,
  AdminChallengesPageView,
  LOADING_ADMIN_CHALLENGES,
  NO_ADMIN_CHALLENGES,
  type AdminChallengesPageProps,
  type AdminChallengesPageViewProps,
} from './AdminChallengesPage';
export { MANAGE_CHALLENGES_TITLE } from '../admin-nav';
