// the one check for picture addresses from the server lives with the other media helpers
export { displayablePhotoUrl } from '../../media/photo-url';
