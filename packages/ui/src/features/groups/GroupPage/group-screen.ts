export { GroupScreen } from './GroupScreen';
export { GroupPage } from './GroupPage';
