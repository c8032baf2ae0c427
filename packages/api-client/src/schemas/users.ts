import * as v from 'valibot';
import {
  memberNameWireSchema,
  photoUrlWireSchema,
  toPhotoUrl,
  toText,
  userIdSchema,
} from './common';

/** User search result. */
export const userSearchResultWireSchema = v.object({
  id: userIdSchema,
  name: memberNameWireSchema,
  email: v.nullish(v.string()),
  profilePhotoUrl: photoUrlWireSchema,
});
export type UserSearchResultWire = v.InferInput<typeof userSearchResultWireSchema>;

export type UserSearchResult = {
  id: string;
  name: string;
  email: string;
  profilePhotoUrl: string | null;
};

export const userSearchResultSchema = v.pipe(
  userSearchResultWireSchema,
  v.transform((wire): UserSearchResult => ({
    id: wire.id,
    name: toText(wire.name),
    email: wire.email ?? '',
    profilePhotoUrl: toPhotoUrl(wire.profilePhotoUrl),
  })),
);

/** GET /users/search */
export const userSearchResultsWireSchema = v.array(userSearchResultWireSchema);
export const userSearchResultsSchema = v.array(userSearchResultSchema);

/** Query of GET /users/search: non-empty trimmed text. */
export const userSearchQuerySchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter a name or e-mail to search')),
});
export type UserSearchQuery = v.InferOutput<typeof userSearchQuerySchema>;
