import { describe, expect, it } from 'vitest';
import {
  BOOT_ATTRIBUTE,
  bootMode,
  memberPreloadScript,
  pageBootScript,
  pageBootStyle,
  type MemberPreloads,
} from './page-boot';

/** Runs the inline script against a fake page and reads the mode it set. */
function runScript(pathname: string, cookie: string): string | undefined {
  const attributes = new Map<string, string>();
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function('document', 'location', pageBootScript())(document, { pathname });
  return attributes.get(BOOT_ATTRIBUTE);
}

const cases: [pathname: string, cookie: string, mode: string][] = [
  ['/', '', 'welcome'],
  ['/', 'other=1', 'welcome'],
  ['/', 'reprally_signed_in=1', 'member'],
  ['/', 'a=b; reprally_signed_in=1; c=d', 'member'],
  // an expired or cleared marker is not a member coming back
  ['/', 'reprally_signed_in=', 'welcome'],
  ['/', 'reprally_signed_in=10', 'welcome'],
  ['/leaderboard', '', 'frame'],
  ['/callback', '', 'frame'],
  ['/groups/1', 'reprally_signed_in=1', 'member'],
];

describe('the page boot', () => {
  it.each(cases)('on %s with cookies %j shows %s', (pathname, cookie, mode) => {
    expect(bootMode(pathname, cookie)).toBe(mode);
    expect(runScript(pathname, cookie)).toBe(mode);
  });

  it('hides the built page content unless the welcome is the page to show', () => {
    expect(pageBootStyle()).toBe(
      'html[data-boot=frame] #root main,html[data-boot=member] #root main{visibility:hidden}',
    );
  });
});

const preloads: MemberPreloads = {
  preconnect: ['https://api.example'],
  fetch: ['/idp/.well-known/openid-configuration'],
  modules: ['/assets/user-manager-1.js', '/assets/response-schemas-2.js'],
  homeModules: ['/assets/home-3.js'],
  homeStyles: ['/assets/home-4.css'],
};

type Link = { rel: string; href: string; as?: string; crossOrigin?: string };

/** Runs the member preload script on a page the boot marked `mode`, and lists the links it adds. */
function addedLinks(pathname: string, mode: string | null): Link[] {
  const links: Link[] = [];
  const document = {
    documentElement: {
      getAttribute: (name: string) => (name === BOOT_ATTRIBUTE ? mode : null),
    },
    createElement: () => ({}) as Link,
    head: { appendChild: (link: Link) => links.push({ ...link }) },
  };
  new Function('document', 'location', memberPreloadScript(preloads))(document, { pathname });
  return links;
}

describe('the preloads for a member coming back', () => {
  const signInLinks: Link[] = [
    { rel: 'preconnect', href: 'https://api.example', crossOrigin: 'anonymous' },
    {
      rel: 'preload',
      href: '/idp/.well-known/openid-configuration',
      as: 'fetch',
      crossOrigin: 'anonymous',
    },
    { rel: 'modulepreload', href: '/assets/user-manager-1.js', crossOrigin: 'anonymous' },
    { rel: 'modulepreload', href: '/assets/response-schemas-2.js', crossOrigin: 'anonymous' },
  ];

  it('start the sign-in, the schemas and the dashboard on the home page', () => {
    expect(addedLinks('/', 'member')).toEqual([
      ...signInLinks,
      { rel: 'modulepreload', href: '/assets/home-3.js', crossOrigin: 'anonymous' },
      { rel: 'preload', href: '/assets/home-4.css', as: 'style', crossOrigin: 'anonymous' },
    ]);
  });

  it('start them all on the way back from signing in at the identity provider', () => {
    expect(addedLinks('/callback', 'frame')).toEqual(addedLinks('/', 'member'));
  });

  it('start only the sign-in and the schemas on another page', () => {
    expect(addedLinks('/groups/1', 'member')).toEqual(signInLinks);
  });

  it.each(['welcome', 'frame', null])('fetch nothing when the boot said %s', (mode) => {
    expect(addedLinks('/', mode)).toEqual([]);
  });
});
