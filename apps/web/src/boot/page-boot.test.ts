import { describe, expect, it } from 'vitest';
import {
  APP_CODE_FALLBACK_MS,
  appCodeScript,
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
  // back from signing in at the identity provider: a member a moment later
  ['/callback', '', 'member'],
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
  signInModule: '/assets/user-manager-1.js',
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

type Script = { type?: string; crossOrigin?: string; src?: string; parentNode?: unknown };

/**
 * Runs the app-code script on a page the boot marked `mode`: the scripts it has added to <head>,
 * the paint it is waiting for (reported by calling `paint`) and the fallback timer it set.
 */
function appCodePage(
  mode: string | null,
  {
    hidden = false,
    paintEntries = true as boolean | 'no observer' | 'observe throws',
  }: { hidden?: boolean; paintEntries?: boolean | 'no observer' | 'observe throws' } = {},
) {
  const added: Script[] = [];
  const head = {
    appendChild: (script: Script) => {
      script.parentNode = head;
      added.push(script);
    },
  };
  const document = {
    documentElement: { getAttribute: (name: string) => (name === BOOT_ATTRIBUTE ? mode : null) },
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      return {} as Script;
    },
    head,
  };
  let reportPaint: ((name: string) => void) | undefined;
  let observed: unknown;
  let disconnected = false;
  class Observer {
    static supportedEntryTypes = paintEntries === false ? ['mark'] : ['mark', 'paint'];
    constructor(private readonly callback: (list: unknown, observer: Observer) => void) {}
    observe(options: unknown) {
      if (paintEntries === 'observe throws') throw new TypeError('not supported');
      observed = options;
      reportPaint = (name) =>
        this.callback({ getEntriesByName: (asked: string) => (asked === name ? [{}] : []) }, this);
    }
    disconnect() {
      disconnected = true;
    }
  }
  const timers: { run: () => void; ms: number }[] = [];
  const window = {
    PerformanceObserver: paintEntries === 'no observer' ? undefined : Observer,
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  };
  new Function('document', 'window', appCodeScript('/assets/index-Ab12.js'))(document, window);
  return {
    added,
    observed: () => observed,
    disconnected: () => disconnected,
    paint: (name = 'first-contentful-paint') => reportPaint?.(name),
    timers,
  };
}

const appScript = { type: 'module', crossOrigin: '', src: '/assets/index-Ab12.js' };

describe("the app's code", () => {
  it.each(['member', 'frame', null])(
    'is asked for at once when the boot said %s, as the module tag did',
    (mode) => {
      const page = appCodePage(mode);
      expect(page.added).toEqual([expect.objectContaining(appScript)]);
      expect(page.timers).toEqual([]);
    },
  );

  it("is asked for on the built welcome once the page's first contentful paint is reported, and once only", () => {
    const page = appCodePage('welcome');
    expect(page.added).toEqual([]);
    expect(page.observed()).toEqual({ type: 'paint', buffered: true });
    // a paint of the page's background alone is not the welcome on screen
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    expect(page.disconnected()).toBe(false);
    page.paint();
    expect(page.added).toEqual([expect.objectContaining(appScript)]);
    expect(page.disconnected()).toBe(true);
    // the fallback finds it already asked for
    expect(page.timers.map((timer) => timer.ms)).toEqual([APP_CODE_FALLBACK_MS]);
    page.timers[0]?.run();
    page.paint();
    expect(page.added).toHaveLength(1);
  });

  it('is asked for on the built welcome after the fallback delay if no paint is reported', () => {
    const page = appCodePage('welcome');
    page.timers[0]?.run();
    expect(page.added).toEqual([expect.objectContaining(appScript)]);
  });

  it.each([
    ['in a hidden tab, which does not paint', { hidden: true }],
    ['without paint timing', { paintEntries: false }],
    ['without a performance observer', { paintEntries: 'no observer' as const }],
    ['when observing paints fails', { paintEntries: 'observe throws' as const }],
  ])('is asked for at once on the built welcome %s', (_case, options) => {
    const page = appCodePage('welcome', options);
    expect(page.added).toEqual([expect.objectContaining(appScript)]);
  });
});
