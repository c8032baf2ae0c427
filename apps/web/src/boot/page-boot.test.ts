import { describe, expect, it } from 'vitest';
import {
  BOOT_ATTRIBUTE,
  bootMode,
  memberPreloadScript,
  pageBootScript,
  pageBootStyle,
  PRESSED_ATTRIBUTE,
  type MemberPreloads,
} from './page-boot';

type Press = (target: unknown) => void;

/**
 * Runs the inline script against a fake page: the attributes it set on <html>, and a press on
 * the page as its click listener (if it added one) sees it.
 */
function bootPage(pathname: string, cookie: string) {
  const attributes = new Map<string, string>();
  let listener:
    { type: string; capture: unknown; handle: (event: { target: unknown }) => void } | undefined;
  const document = {
    cookie,
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      getAttribute: (name: string) => attributes.get(name) ?? null,
    },
    addEventListener: (
      type: string,
      handle: (event: { target: unknown }) => void,
      capture: unknown,
    ) => {
      listener = { type, handle, capture };
    },
  };
  new Function('document', 'location', pageBootScript())(document, { pathname });
  const press: Press = (target) => listener?.handle({ target });
  return { attributes, listener, press };
}

function runScript(pathname: string, cookie: string): string | undefined {
  return bootPage(pathname, cookie).attributes.get(BOOT_ATTRIBUTE);
}

/** An element that `closest(selector)` finds inside `match` or not. */
const element = (match: string | null) => ({
  closest: (selector: string) => (selector === match ? {} : null),
});

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
    expect(pageBootStyle()).toContain(
      'html[data-boot=frame] #root main,html[data-boot=member] #root main{visibility:hidden}',
    );
  });

  it("notes a press on the built welcome's 'Log In', in the capture phase", () => {
    const page = bootPage('/', '');
    expect(page.listener).toMatchObject({ type: 'click', capture: true });
    page.press(element('#root main button'));
    expect(page.attributes.get(PRESSED_ATTRIBUTE)).toBe('');
  });

  it('ignores presses elsewhere, and any press once the app has taken the page over', () => {
    const page = bootPage('/', '');
    page.press(element('header button'));
    page.press({});
    page.press(null);
    expect(page.attributes.has(PRESSED_ATTRIBUTE)).toBe(false);
    page.attributes.delete(BOOT_ATTRIBUTE);
    page.press(element('#root main button'));
    expect(page.attributes.has(PRESSED_ATTRIBUTE)).toBe(false);
  });

  it.each([
    ['/leaderboard', ''],
    ['/', 'reprally_signed_in=1'],
  ])('listens for nothing when the built welcome is not the page (%s, %j)', (pathname, cookie) => {
    expect(bootPage(pathname, cookie).listener).toBeUndefined();
  });

  it('shows a pressed welcome button at work until the app takes the press', () => {
    expect(pageBootStyle()).toContain(
      'html[data-boot-pressed] #root main button{cursor:progress;transform:translateY(1px)}',
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
