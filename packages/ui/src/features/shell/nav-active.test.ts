import { describe, expect, it } from 'vitest';
import { matchesRoute, matchesRouteInBottomBar, navEntryStates } from './nav-active';
import { navEntriesFor } from './nav-entries';

describe('matchesRoute (top bar and side menu)', () => {
  it('is active on the route itself', () => {
    expect(matchesRoute('/groups', '/groups')).toBe(true);
  });

  it('is active below the route', () => {
    expect(matchesRoute('/groups', '/groups/3')).toBe(true);
    expect(matchesRoute('/groups', '/groups/3/challenges/create')).toBe(true);
    expect(matchesRoute('/groups', '/groups/')).toBe(true);
  });

  it('is not active on a path that merely starts with the same letters', () => {
    expect(matchesRoute('/groups', '/groupsettings')).toBe(false);
    expect(matchesRoute('/badges', '/badgesmonthly')).toBe(false);
  });

  it('lights Dashboard only on / itself, since no path starts with //', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/groups')).toBe(false);
    expect(matchesRoute('/', '/leaderboard')).toBe(false);
  });

  it('lights both Badges and Monthly Badges on /badges/monthly', () => {
    expect(matchesRoute('/badges', '/badges/monthly')).toBe(true);
    expect(matchesRoute('/badges/monthly', '/badges/monthly')).toBe(true);
    expect(matchesRoute('/badges/monthly', '/badges')).toBe(false);
  });
});

describe('matchesRouteInBottomBar (Dashboard exact, the others prefix)', () => {
  it('needs an exact match for Dashboard', () => {
    expect(matchesRouteInBottomBar('/', '/')).toBe(true);
    expect(matchesRouteInBottomBar('/', '/workouts')).toBe(false);
    expect(matchesRouteInBottomBar('/', '//')).toBe(false);
  });

  it('matches the other tabs by prefix', () => {
    expect(matchesRouteInBottomBar('/groups', '/groups')).toBe(true);
    expect(matchesRouteInBottomBar('/groups', '/groups/7/settings')).toBe(true);
    expect(matchesRouteInBottomBar('/profile', '/workouts')).toBe(false);
  });
});

describe('navEntryStates', () => {
  const routes = navEntriesFor('topBar', true).map((entry) => entry.to);
  const stateOf = (path: string, route: string) =>
    navEntryStates('topBar', routes, path)[routes.indexOf(route)];

  it('marks the most specific active entry as the page and its parent as the section', () => {
    expect(stateOf('/badges/monthly', '/badges/monthly')).toBe('page');
    expect(stateOf('/badges/monthly', '/badges')).toBe('section');
    expect(navEntryStates('topBar', routes, '/badges/monthly').filter(Boolean)).toHaveLength(2);
  });

  it('marks exactly one page on an ordinary screen', () => {
    const states = navEntryStates('topBar', routes, '/groups/3/settings');
    expect(states.filter((state) => state === 'page')).toHaveLength(1);
    expect(stateOf('/groups/3/settings', '/groups')).toBe('page');
  });

  it('marks the admin entry on admin screens', () => {
    expect(stateOf('/admin/users', '/admin')).toBe('page');
  });

  it('marks nothing on a screen without an entry', () => {
    expect(navEntryStates('topBar', routes, '/leaderboard').every((state) => state === null)).toBe(
      true,
    );
  });

  it('uses the bottom-bar rule for the bottom bar', () => {
    const tabs = navEntriesFor('bottomBar', false).map((entry) => entry.to);
    expect(navEntryStates('bottomBar', tabs, '/')).toEqual(['page', null, null, null, null]);
    expect(navEntryStates('bottomBar', tabs, '/monthly-warriors')).toEqual([
      null,
      null,
      'page',
      null,
      null,
    ]);
  });
});

describe('navEntriesFor', () => {
  const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);
  const memberLabels = [
    'Dashboard',
    'Challenges',
    'Badges',
    'Monthly Badges',
    'Groups',
    'Workouts',
    'Stats',
    'Warriors',
    'Invites',
    'Profile',
  ];

  it('gives a member the ten member entries with their routes', () => {
    const entries = navEntriesFor('topBar', false);
    expect(labels(entries)).toEqual(memberLabels);
    expect(entries.map((entry) => entry.to)).toEqual([
      '/',
      '/challenges',
      '/badges',
      '/badges/monthly',
      '/groups',
      '/workouts',
      '/stats',
      '/monthly-warriors',
      '/invites',
      '/profile',
    ]);
    expect(labels(navEntriesFor('sideMenu', false))).toEqual(memberLabels);
  });

  it("adds 'Admin' to the top bar and 'Admin Panel' to the side menu for admins", () => {
    expect(navEntriesFor('topBar', true).at(-1)).toEqual({ label: 'Admin', to: '/admin' });
    expect(navEntriesFor('sideMenu', true).at(-1)).toEqual({ label: 'Admin Panel', to: '/admin' });
  });

  it('keeps five tabs with icons in the bottom bar, never the admin entry', () => {
    const tabs = navEntriesFor('bottomBar', true);
    expect(labels(tabs)).toEqual(['Dashboard', 'Workouts', 'Warriors', 'Groups', 'Profile']);
    expect(tabs.every((tab) => tab.icon)).toBe(true);
  });
});
