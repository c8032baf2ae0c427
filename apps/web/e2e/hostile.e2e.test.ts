import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import type { TaskMeta } from '@vitest/runner';
import {
  db,
  hostileStrings,
  personas,
  seedDatabase,
  seedHostile,
  setServerClock,
  type HostileWorld,
} from '@reprally/mocks';
import { fileBrowser } from './browser';
import { navigateInApp, settle, watchSettling } from './in-app';
import { signInAs } from './session';

/**
 * Hostile input everywhere: the mock world with the hostile corpus in every field that holds
 * user content and hostile addresses in every picture field, on a phone. Every screen that
 * shows user content is opened, and on each one:
 * - nothing runs: no dialog, no call to alert/confirm/prompt/print in any frame, no element or
 *   event-handler attribute that only markup in the content could have made;
 * - no `href`, `src`, `srcset`, `xlink:href`, `action`, `formaction` (and the other URL
 *   attributes) holds a `javascript:`, `vbscript:` or `data:` address, nor a `blob:` one that
 *   is not the page's own preview of a chosen file;
 * - nothing is wider than the 390 px screen.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

const PHONE = { width: 390, height: 844 };
/** Where the app keeps its mock database in mock mode (MOCK_DB_STORAGE_KEY, mocks/src/browser.ts). */
const MOCK_DB_STORAGE_KEY = 'reprally.mock-db';

/** The hostile world as the app's storage holds it, laid out around today like the app's own seed. */
function hostileWorld(): {
  world: HostileWorld;
  snapshot: string;
  /** The names Ana's group and its running challenge were given, which their pages' titles carry. */
  names: { group: string; challenge: string };
} {
  setServerClock(() => new Date());
  try {
    seedDatabase();
    const world = seedHostile(db);
    const group = db.tables.groups.find((row) => row.id === world.groupId);
    const challenge = db.tables.groupChallenges.find((row) => row.id === world.groupChallengeId);
    if (!group || !challenge) throw new Error('the hostile world lost its group or challenge');
    return {
      world,
      snapshot: JSON.stringify(db.snapshot()),
      names: { group: group.name, challenge: challenge.name },
    };
  } finally {
    setServerClock();
  }
}
const { world, snapshot, names } = hostileWorld();

type Trips = { executions: string[]; injected: string[]; unsafeUrls: string[] };
type TripKind = keyof Trips;

/** The window as the tripwire leaves it. */
type ArmedWindow = Window & {
  __hostileTrip(kind: TripKind, what: string): Promise<void>;
  __hostileUnsafeUrl(attribute: string, value: string): boolean;
};

/**
 * Runs first in every frame of every page: counts every alert, confirm, prompt and print as an
 * execution, notes the blob: addresses the page made itself, and watches every change to the
 * document for elements and attributes that only content parsed as markup could have added.
 */
function tripwire(): void {
  const armed = window as unknown as ArmedWindow;
  const trip = (kind: TripKind, what: string) => void armed.__hostileTrip(kind, what);
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    const answer = name === 'confirm' ? false : name === 'prompt' ? null : undefined;
    Object.defineProperty(window, name, {
      configurable: false,
      writable: false,
      value: (...args: unknown[]) => {
        trip('executions', `${name}(${args.map(String).join(', ').slice(0, 60)})`);
        return answer;
      },
    });
  }

  const ownBlobs = new Set<string>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL(object);
    ownBlobs.add(url);
    return url;
  };
  const urlAttributes = new Set([
    'href',
    'src',
    'srcset',
    'imagesrcset',
    'xlink:href',
    'action',
    'formaction',
    'poster',
    'data',
    'background',
    'ping',
    'cite',
    'longdesc',
    'lowsrc',
    'dynsrc',
    'codebase',
    'manifest',
  ]);
  const protocolOf = (address: string) => {
    try {
      return new URL(address, location.href).protocol;
    } catch {
      // eslint-disable-next-line no-control-regex -- browsers drop these before the scheme
      return `${address.replace(/[\u0000-\u0020]/g, '').split(':')[0] ?? ''}:`.toLowerCase();
    }
  };
  armed.__hostileUnsafeUrl = (attribute, value) => {
    const name = attribute.toLowerCase();
    if (!urlAttributes.has(name)) return false;
    const addresses = name.endsWith('srcset')
      ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
      : [value];
    return addresses.some((address) => {
      const protocol = protocolOf(address);
      if (protocol === 'javascript:' || protocol === 'vbscript:' || protocol === 'data:')
        return true;
      return protocol === 'blob:' && !ownBlobs.has(address);
    });
  };

  // elements the app never makes; in content they can only come from markup
  const foreign = new Set(['SCRIPT', 'OBJECT', 'EMBED', 'BASE', 'MARQUEE', 'FRAME', 'APPLET']);
  const outline = (element: Element) => element.outerHTML.slice(0, 120);
  // the one script the page adds itself: the app's code (its entry chunk), in <head>
  const appCode = (element: Element) =>
    element instanceof HTMLScriptElement &&
    element.parentElement === document.head &&
    element.type === 'module' &&
    new URL(element.src, location.href).origin === location.origin &&
    /^\/assets\/index-[\w-]+\.js$/.test(new URL(element.src, location.href).pathname);
  const inspect = (element: Element) => {
    if (foreign.has(element.tagName) && !appCode(element)) trip('injected', outline(element));
    if (element.tagName === 'IFRAME' && element.hasAttribute('srcdoc'))
      trip('injected', outline(element));
    if (element.tagName === 'META' && element.hasAttribute('http-equiv'))
      trip('injected', outline(element));
    for (const name of element.getAttributeNames()) {
      if (/^on/i.test(name)) trip('injected', outline(element));
      else if (armed.__hostileUnsafeUrl(name, element.getAttribute(name) ?? ''))
        trip('unsafeUrls', outline(element));
    }
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element) {
        inspect(record.target);
        continue;
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        inspect(node);
        for (const inner of node.querySelectorAll('*')) inspect(inner);
      }
    }
  });
  // from the end of parsing on: the page's own scripts and meta tags are in the HTML
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document, { subtree: true, childList: true, attributes: true }),
  );
}

/** What one screen showed: which corpus strings it rendered, and what it got wrong. */
type ScreenCheck = {
  /** indices into the corpus of the strings it rendered */
  rendered: number[];
  unsafeUrls: string[];
  injected: string[];
  /** null, or how wide the page was and what stuck out (of the page, or a table cell wider than
   * the screen) */
  overflow: { scrollWidth: number; culprits: string[] } | null;
};

/** Runs in the page: reads one screen as it is now. */
function checkScreen(corpus: readonly string[]): ScreenCheck {
  const armed = window as unknown as ArmedWindow;
  const unsafeUrls: string[] = [];
  const injected: string[] = [];
  const texts: string[] = [];
  const visible = new Map<Element, boolean>();
  const isVisible = (element: Element) => {
    let shown = visible.get(element);
    if (shown === undefined) {
      shown = element.checkVisibility();
      visible.set(element, shown);
    }
    return shown;
  };
  // the text a person (or a screen reader) is shown: visible text, and the readable attributes
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !['SCRIPT', 'STYLE'].includes(parent.tagName) && isVisible(parent))
      texts.push(node.textContent ?? '');
  }
  const readable = ['alt', 'title', 'aria-label', 'aria-description', 'placeholder', 'value'];
  for (const element of document.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? '';
      if (/^on/i.test(name)) injected.push(element.outerHTML.slice(0, 120));
      if (armed.__hostileUnsafeUrl(name, value))
        unsafeUrls.push(`<${element.tagName.toLowerCase()} ${name}="${value.slice(0, 80)}">`);
      if (readable.includes(name)) texts.push(`\n${value}\n`);
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
      texts.push(`\n${element.value}\n`);
  }
  const shown = texts.join('');
  const rendered = corpus.flatMap((text, index) => (shown.includes(text) ? [index] : []));

  const root = document.documentElement;
  const path = (element: Element) => {
    const parts: string[] = [];
    for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
      const role = up.getAttribute('role');
      parts.unshift(`${up.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}`);
    }
    return parts.slice(-5).join(' > ');
  };
  const describeElement = (element: Element) => {
    const box = element.getBoundingClientRect();
    const text = (element.textContent ?? '').trim().slice(0, 40);
    return `${path(element)} (${Math.round(box.left)}..${Math.round(box.right)} px, class "${(element.getAttribute('class') ?? '').slice(0, 60)}") ${JSON.stringify(text)}`;
  };
  let overflow: ScreenCheck['overflow'] = null;
  if (root.scrollWidth > root.clientWidth) {
    const width = root.clientWidth;
    const clippedAbove = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5 && !clippedAbove(element);
    });
    // the innermost ones say most: the element whose content is too wide
    const innermost = sticking.filter(
      (element) => !sticking.some((other) => other !== element && element.contains(other)),
    );
    overflow = {
      scrollWidth: root.scrollWidth,
      culprits: innermost.slice(0, 6).map(describeElement),
    };
  }
  // A table may scroll sideways inside its own box, but no one word may make a column wider than
  // the screen: the other columns would sit a screen or more to the right of every row.
  const wideCells = [...document.body.querySelectorAll('td, th')].filter(
    (cell) => cell.getBoundingClientRect().width > root.clientWidth + 0.5,
  );
  if (wideCells.length > 0) {
    overflow = {
      scrollWidth: overflow?.scrollWidth ?? root.scrollWidth,
      culprits: [...(overflow?.culprits ?? []), ...wideCells.slice(0, 6).map(describeElement)],
    };
  }
  return { rendered, unsafeUrls, injected, overflow };
}

/** One armed phone page on the hostile world, with what its tripwires caught. */
async function hostilePage(): Promise<{ page: Page; trips: Trips }> {
  const page = await browser.openPage({ viewport: PHONE });
  page.setDefaultTimeout(15_000);
  const context = page.context();
  const trips: Trips = { executions: [], injected: [], unsafeUrls: [] };
  page.on('dialog', (dialog) => {
    trips.executions.push(`${dialog.type()} dialog: ${dialog.message().slice(0, 60)}`);
    void dialog.dismiss();
  });
  await context.exposeBinding('__hostileTrip', ({ frame }, kind: TripKind, what: string) => {
    trips[kind].push(`${what} (on ${frame.url()})`);
  });
  await context.addInitScript(tripwire);
  // a screen is read only once its answers are in
  await context.addInitScript(watchSettling);
  // the hostile database replaces the app's seed once, before the app first reads its storage
  await context.addInitScript(
    ({ key, value }) => {
      if (window !== window.top || location.pathname.startsWith('/idp')) return;
      if (sessionStorage.getItem('hostile-world')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('hostile-world', 'stored');
    },
    { key: MOCK_DB_STORAGE_KEY, value: snapshot },
  );
  return { page, trips };
}

/**
 * Goes to a path inside the app, as its own links do (no reload, the session stays), and waits
 * for the screen's page title (`Leaderboard | RepRally`) and, for a tab, its tab to be selected.
 */
async function navigate(
  page: Page,
  path: string,
  { title, tab }: { title: string; tab?: string },
): Promise<void> {
  await navigateInApp(page, path);
  // as the document gives its title back: runs of spaces, tabs and line breaks made one space
  const shown = `${title} | RepRally`.replace(/[\t\n\f\r ]+/g, ' ').trim();
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(shown);
  if (tab) await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor();
}

type Tally = {
  screens: Map<string, ScreenCheck>;
};

function tally(): Tally {
  return { screens: new Map() };
}

/** Reads the screen as it is now under `name`; a name read twice keeps what either reading saw. */
async function record(page: Page, tallied: Tally, name: string): Promise<ScreenCheck> {
  const check = await page.evaluate(checkScreen, hostileStrings);
  const before = tallied.screens.get(name);
  const merged: ScreenCheck = before
    ? {
        rendered: [...new Set([...before.rendered, ...check.rendered])],
        unsafeUrls: [...before.unsafeUrls, ...check.unsafeUrls],
        injected: [...before.injected, ...check.injected],
        overflow: before.overflow ?? check.overflow,
      }
    : check;
  tallied.screens.set(name, merged);
  return check;
}

/**
 * Proves the checks bite, on the screen as it is: an element wider than the phone, a script
 * address, an event-handler attribute and a call to alert() are each caught, then taken away.
 */
async function proveTheChecksBite(page: Page, trips: Trips): Promise<void> {
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.id = 'hostile-probe';
    probe.style.width = '200vw';
    // an attribute named like a handler, but no event's: the policy has nothing to block
    probe.setAttribute('onhostileprobe', 'void 0');
    const link = document.createElement('a');
    link.setAttribute('href', 'javascript:void 0');
    link.textContent = 'probe';
    probe.append(link);
    document.body.append(probe);
    window.alert('probe');
  });
  const check = await page.evaluate(checkScreen, hostileStrings);
  await page.evaluate(() => document.getElementById('hostile-probe')?.remove());
  expect(check.overflow?.culprits.join('\n')).toMatch(/^div /);
  expect(check.unsafeUrls).toEqual(['<a href="javascript:void 0">']);
  expect(check.injected).toHaveLength(1);
  await expect
    .poll(() => [trips.executions.length, trips.unsafeUrls.length, trips.injected.length], {
      timeout: 5_000,
    })
    .toEqual([1, 1, 1]);
  trips.executions.length = 0;
  trips.unsafeUrls.length = 0;
  trips.injected.length = 0;
}

/** Fails on anything a screen or a tripwire caught, and leaves the counts in the test's meta. */
function verdict(tallied: Tally, trips: Trips, meta: TaskMeta): void {
  const screens = [...tallied.screens];
  // HOSTILE_REPORT=1 lists what each screen rendered
  if (process.env.HOSTILE_REPORT)
    for (const [name, check] of screens)
      console.log(
        `${name}: ${check.rendered.length} strings${check.overflow ? `, ${check.overflow.scrollWidth} px wide` : ''}`,
      );
  const overflowing = screens.filter(([, check]) => check.overflow !== null);
  const unsafeUrls = [
    ...screens.flatMap(([name, check]) => check.unsafeUrls.map((url) => `${name}: ${url}`)),
    ...trips.unsafeUrls,
  ];
  meta.hostile = {
    strings: hostileStrings.length,
    screens: screens.length,
    rendered: screens.reduce((sum, [, check]) => sum + check.rendered.length, 0),
    executions: trips.executions.length,
    injected:
      trips.injected.length + screens.reduce((sum, [, check]) => sum + check.injected.length, 0),
    unsafeUrls: unsafeUrls.length,
    overflowing: overflowing.length,
  };
  expect(trips.executions, 'executions').toEqual([]);
  expect(
    [...trips.injected, ...screens.flatMap(([, check]) => check.injected)],
    'elements or handlers made from content',
  ).toEqual([]);
  expect(unsafeUrls, 'unsafe addresses').toEqual([]);
  expect(
    overflowing.map(([name, check]) => ({ screen: name, ...check.overflow })),
    'screens wider than 390 px',
  ).toEqual([]);
}

const { groupId, groupChallengeId } = world;
/**
 * The group's and the challenge's pages are titled by their hostile names, each set apart for
 * the text direction (an open right-to-left override in one cannot turn the product's name).
 */
const groupTitle = `\u2068${names.group}\u2069`;
const challengeTitle = `\u2068${names.challenge}\u2069`;
const corpus = (predicate: (text: string) => boolean): string => {
  const found = hostileStrings.find(predicate);
  if (found === undefined) throw new Error('the corpus lost an entry this test types');
  return found;
};
/** What shows for the hostile world's member with no name (`namelessMemberId`). */
const NO_NAME = 'No name set';
/** A member's name in the hostile world (the user search finds them). */
const memberName = world.placed['member.name'][0] ?? '';
/**
 * Typed into the user search: a member's name, markup, a 500-character word, an open
 * right-to-left override and emoji.
 */
const queries = [
  memberName,
  corpus((text) => text.startsWith('<script>')),
  corpus((text) => text.length === 500),
  corpus((text) => text.includes('\u202E') && !text.includes('\u202C')),
  corpus((text) => text.startsWith('👍')),
];

describe('hostile input on every screen, on a phone', () => {
  it('Ana meets the whole corpus on the member screens; none of it runs, links or overflows', async (context) => {
    const { page, trips } = await hostilePage();
    const tallied = tally();
    const open = async (
      name: string,
      path: string,
      screen: { title: string; tab?: string },
      ready?: () => Promise<unknown>,
    ) => {
      await navigate(page, path, screen);
      await ready?.();
      await settle(page);
      return record(page, tallied, name);
    };

    await page.goto(`${baseURL}/`);
    await signInAs(page, personas.member.sub);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await settle(page);
    await record(page, tallied, 'dashboard');
    await proveTheChecksBite(page, trips);

    await open('leaderboard', '/leaderboard', { title: 'Leaderboard' });
    await open('monthly warriors', '/monthly-warriors', { title: 'Monthly Workout Warriors' });
    await open('profile', '/profile', { title: 'Profile' });
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('form', { name: 'Edit Profile' }).waitFor();
    await settle(page);
    await record(page, tallied, 'profile: editing');
    await open('workout history', '/workouts', { title: 'Workout History' });
    await open('stats', '/stats', { title: 'Your Fitness Stats' });
    await open('challenges', '/challenges', { title: 'Your Challenges' });
    await open('badges', '/badges', { title: 'Your Badges' });
    await open('monthly badges', '/badges/monthly', { title: 'Monthly Badges' });
    await open('my groups', '/groups', { title: 'My Groups' });
    await open('invites', '/invites', { title: 'Group Invites' });
    const group = `/groups/${groupId}`;
    await open('group: challenges', group, { title: groupTitle, tab: 'Challenges' });
    await open(
      'group: members',
      `${group}?tab=members`,
      { title: groupTitle, tab: 'Members' },
      () =>
        page.getByRole('list', { name: 'Members' }).getByText(NO_NAME, { exact: true }).waitFor(),
    );
    await open('group: feed', `${group}?tab=feed`, { title: groupTitle, tab: 'Group Feed' }, () =>
      page.locator('main li > article').first().waitFor(),
    );
    // the newest post carries the whole corpus in its comments; it is by a member with no name,
    // who shows as her profile would say it, among the members and on her post
    const post = page.locator('main li > article').first();
    await post.getByText(NO_NAME, { exact: true }).waitFor();
    await post.getByRole('button', { name: `${hostileStrings.length} comments` }).click();
    await post.getByRole('list', { name: 'Comments' }).waitFor();
    await settle(page);
    await record(page, tallied, 'group: feed with comments');
    const challenge = `${group}/challenges/${groupChallengeId}`;
    await open('group challenge: my progress', challenge, {
      title: challengeTitle,
      tab: 'My Progress',
    });
    await open('group challenge: leaderboard', `${challenge}?tab=leaderboard`, {
      title: challengeTitle,
      tab: 'Leaderboard',
    });
    await open('group challenge: feed', `${challenge}?tab=feed`, {
      title: challengeTitle,
      tab: 'Group Feed',
    });
    await open('group settings: details', `${group}/settings`, {
      title: 'Group Settings',
      tab: 'Group Details',
    });
    await open('group settings: members', `${group}/settings?tab=members`, {
      title: 'Group Settings',
      tab: 'Members',
    });

    // the user search, with hostile queries typed in: each is shown as typed
    await open('user search', `${group}/settings?tab=invites`, {
      title: 'Group Settings',
      tab: 'Invite Users',
    });
    const search = page.getByRole('searchbox', { name: 'Name or e-mail' });
    for (const query of queries) {
      await search.fill(query);
      await search.press('Enter');
      const results = page.getByRole('list', { name: 'Search results' });
      await results
        .or(page.getByText('No users found matching', { exact: false }))
        .first()
        .waitFor();
      await settle(page);
      const check = await record(page, tallied, 'user search');
      expect(check.rendered, `the query ${JSON.stringify(query)} is shown`).toContain(
        hostileStrings.indexOf(query),
      );
      // the member who carries a hostile name is found (with Invite, or 'Member' if in the group)
      if (query === memberName)
        expect(await results.getByRole('listitem').count()).toBeGreaterThan(0);
    }

    // every string of the corpus was on some screen, as the text it is
    const met = new Set([...tallied.screens.values()].flatMap((check) => check.rendered));
    expect(hostileStrings.filter((_, index) => !met.has(index))).toEqual([]);
    verdict(tallied, trips, context.task.meta);
    await page.context().close();
  }, 60_000);

  it('Kai meets it on every admin screen and in the edit forms', async (context) => {
    const { page, trips } = await hostilePage();
    const tallied = tally();
    await page.goto(`${baseURL}/admin`);
    await signInAs(page, personas.admin.sub);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await settle(page);
    await record(page, tallied, 'admin dashboard');
    // an edit form holds the hostile values in its fields
    const edit = async (name: string) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const form = page.getByRole('form', { name: /^Edit / });
      await form.waitFor();
      await settle(page);
      const check = await record(page, tallied, name);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });
      return check;
    };
    for (const [name, path, title] of [
      ['admin challenges', '/admin/challenges', 'Manage Challenges'],
      ['admin monthly badges', '/admin/monthly-badges', 'Manage Monthly Badges'],
      ['admin users', '/admin/users', 'Manage Users'],
    ] as const) {
      await navigate(page, path, { title: `${title} | Admin` });
      await settle(page);
      const check = await record(page, tallied, name);
      expect(check.rendered.length, name).toBeGreaterThan(0);
      if (name !== 'admin users')
        expect((await edit(`${name}: edit form`)).rendered.length).toBeGreaterThan(0);
    }
    // the filter takes a hostile name as it is, and finds its member
    const filter = page.getByRole('searchbox', { name: 'Filter by name' });
    await filter.fill(memberName);
    await settle(page);
    const filtered = await record(page, tallied, 'admin users');
    expect(filtered.rendered).toContain(hostileStrings.indexOf(memberName));
    expect(await page.getByRole('row').count()).toBe(2);
    verdict(tallied, trips, context.task.meta);
    await page.context().close();
  }, 60_000);

  it('forms refuse or trim what the rules say, and keep hostile text as text', async (context) => {
    const { page, trips } = await hostilePage();
    const tallied = tally();
    await page.goto(`${baseURL}/groups/create`);
    await signInAs(page, personas.member.sub);
    const form = page.getByRole('form', { name: 'Create Group' });
    const name = form.getByRole('textbox', { name: /^Group name/ });
    const create = form.getByRole('button', { name: 'Create Group' });
    // a name of spaces is no name; two characters between spaces are too few
    await name.fill('   ');
    await create.click();
    await form.getByText('Group name is required').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('  ab  ');
    await create.click();
    await form.getByText('Group name must be at least 3 characters long').waitFor();
    // markup between spaces: trimmed, and the group's page shows it as the text it is
    const groupName = corpus((text) => text.startsWith('<svg onload'));
    const description = corpus((text) => text.length === 500 && text.startsWith('Wolfe'));
    await name.fill(`  ${groupName}  `);
    await form.getByRole('textbox', { name: /^Description/ }).fill(description);
    await create.click();
    await page.getByRole('heading', { level: 1, name: groupName, exact: true }).waitFor();
    await settle(page);
    expect((await record(page, tallied, 'new group')).rendered).toEqual(
      expect.arrayContaining([groupName, description].map((text) => hostileStrings.indexOf(text))),
    );

    // a comment of spaces is refused at the field; a hostile one is posted trimmed
    await navigate(page, `/groups/${groupId}?tab=feed`, { title: groupTitle, tab: 'Group Feed' });
    const post = page.locator('main li > article').first();
    await post.getByRole('button', { name: `${hostileStrings.length} comments` }).click();
    const comment = post.getByRole('textbox', { name: 'Add a comment' });
    await comment.fill('   ');
    await post.getByRole('button', { name: 'Post' }).click();
    await post.getByText('Comment cannot be empty').waitFor();
    const content = `${corpus((text) => text.startsWith('<img src=x onerror'))} ${corpus((text) => text.startsWith('\u202E'))}`;
    await comment.fill(`\t ${content} \n`);
    await post.getByRole('button', { name: 'Post' }).click();
    await post.getByRole('button', { name: `${hostileStrings.length + 1} comments` }).waitFor();
    await settle(page);
    const comments = post.getByRole('list', { name: 'Comments' }).getByRole('listitem');
    expect(await comments.last().locator('p').last().textContent()).toBe(content);
    await record(page, tallied, 'feed: comment posted');

    // the profile keeps a 500-character word and an open override in the bio, as text
    await navigate(page, '/profile', { title: 'Profile' });
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const bio = `${corpus((text) => text.length === 500 && text.startsWith('W'))} ${corpus((text) => text.startsWith('Kai Lindqvist'))}`;
    await page.getByRole('textbox', { name: 'Bio' }).fill(bio);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await settle(page);
    await page.getByText(bio, { exact: true }).waitFor();
    await record(page, tallied, 'profile: saved');
    verdict(tallied, trips, context.task.meta);
    await page.context().close();
  }, 60_000);
});

declare module '@vitest/runner' {
  interface TaskMeta {
    /** the hostile-input test: corpus strings, screens opened, and what went wrong */
    hostile?: {
      strings: number;
      screens: number;
      /** corpus strings rendered, summed over the screens */
      rendered: number;
      executions: number;
      injected: number;
      unsafeUrls: number;
      overflowing: number;
    };
  }
}
