import type { NavPlace } from './nav-entries';

/**
 * How an entry shows the current path: `page` is the entry for this very screen
 * (aria-current="page"), `section` an entry whose area contains it, `null` neither.
 */
export type NavEntryState = 'page' | 'section' | null;

/** Active when the path equals the route or starts with it followed by a slash. */
export function matchesRoute(route: string, path: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/**
 * In the bottom bar Dashboard ('/') needs an exact match, the others a prefix match
 * (read per path segment, like the rule above, so '/groupsX' never lights Groups).
 */
export function matchesRouteInBottomBar(route: string, path: string): boolean {
  return route === '/' ? path === '/' : matchesRoute(route, path);
}

export function isEntryActive(place: NavPlace, route: string, path: string): boolean {
  return place === 'bottomBar' ? matchesRouteInBottomBar(route, path) : matchesRoute(route, path);
}

/**
 * The state of each route for the current path. On /badges/monthly both Badges and Monthly
 * Badges are active by the prefix rule: the most specific one is the page, the other shows as
 * its section (a quieter highlight, no aria-current), so only one entry claims to be the page.
 */
export function navEntryStates(
  place: NavPlace,
  routes: readonly string[],
  path: string,
): NavEntryState[] {
  const active = routes.map((route) => isEntryActive(place, route, path));
  const longest = Math.max(-1, ...routes.filter((_, i) => active[i]).map((route) => route.length));
  return routes.map((route, i) => {
    if (!active[i]) return null;
    return route.length === longest ? 'page' : 'section';
  });
}
