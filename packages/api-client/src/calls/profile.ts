import type { Http, RequestOptions, UploadOptions } from '../http';
import { PROFILE_PHOTO_FIELD, type Profile, type ProfileUpdateRequest } from '../schemas/profile';

export const profileCalls = (http: Http) => ({
  /** GET /users/me */
  get: (options: RequestOptions = {}): Promise<Profile> => http.call('profile.get', options),
  /** PUT /users/me/profile with JSON name and bio. */
  update: async (changes: ProfileUpdateRequest): Promise<void> => {
    await http.call('profile.update', { body: changes });
  },
  /** POST /users/me/profile/photo, multipart with one field `file`. */
  uploadPhoto: async (photo: Blob, { onProgress, signal }: UploadOptions = {}): Promise<void> => {
    const form = new FormData();
    form.append(PROFILE_PHOTO_FIELD, photo);
    await http.call('profile.uploadPhoto', { body: form, onProgress, signal });
  },
});
