import * as v from 'valibot';
import {
  optionalTextWireSchema,
  photoUrlWireSchema,
  toPhotoUrl,
  toText,
  userIdSchema,
} from './common';

/**
 * Profile; GET /users/me. Its fields are name, bio, photo and points; the member's `id` may come
 * too, and is not needed: screens know her by the token's subject (a group's creatorId equals
 * it), so a server that leaves it out does not break her profile.
 */
export const profileWireSchema = v.object({
  id: v.nullish(userIdSchema),
  email: v.nullish(v.string()),
  name: optionalTextWireSchema,
  bio: optionalTextWireSchema,
  profilePhotoUrl: photoUrlWireSchema,
  points: v.number(),
});
export type ProfileWire = v.InferInput<typeof profileWireSchema>;

/** Missing name and bio read as '' so screens show their fallbacks ('No name set'). */
export type Profile = {
  id: string | null;
  email: string | null;
  name: string;
  bio: string;
  profilePhotoUrl: string | null;
  points: number;
};

export const profileSchema = v.pipe(
  profileWireSchema,
  v.transform((wire): Profile => ({
    id: wire.id ?? null,
    email: wire.email ?? null,
    name: toText(wire.name),
    bio: toText(wire.bio),
    profilePhotoUrl: toPhotoUrl(wire.profilePhotoUrl),
    points: wire.points,
  })),
);

/** PUT /users/me/profile body (JSON name, bio). Field validation is not specified. */
export const profileUpdateRequestSchema = v.object({
  name: v.string(),
  bio: v.string(),
});
export type ProfileUpdateRequest = v.InferOutput<typeof profileUpdateRequestSchema>;

/** POST /users/me/profile/photo multipart form: one field, `file`. */
export const PROFILE_PHOTO_FIELD = 'file';

export const profilePhotoFormSchema = v.object({
  file: v.blob('Expected an image file in the field file'),
});
