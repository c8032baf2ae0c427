import { userSearchQuerySchema, type UserSearchResultWire } from '@reprally/api-client';
import { json, readQuery, routeGroup, type RouteContext } from './route';
import { byName } from '../db/standings';

const MAX_RESULTS = 20;

/** GET /users/search?q=: other members whose name or e-mail contains the text. */
function search(context: RouteContext): UserSearchResultWire[] {
  const { q } = readQuery(context, userSearchQuerySchema);
  const needle = q.toLowerCase();
  return context.db.tables.members
    .filter((member) => member.id !== context.caller.member.id)
    .filter(
      (member) =>
        (member.name ?? '').toLowerCase().includes(needle) ||
        member.email.toLowerCase().includes(needle),
    )
    .sort(byName)
    .slice(0, MAX_RESULTS)
    .map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      profilePhotoUrl: member.profilePhotoUrl,
    }));
}

export const userSearchRoutes = routeGroup([
  {
    call: 'users.search',
    access: 'member',
    resolve: (context) => json(search(context)),
    empty: (context) => {
      readQuery(context, userSearchQuerySchema);
      return [];
    },
  },
]);
