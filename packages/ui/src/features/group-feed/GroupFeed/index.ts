export { GroupFeed, type GroupFeedProps } from './GroupFeed';
export { SharePhotoForm, type SharePhotoFormProps } from './SharePhotoForm';
