import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { fileBrowser } from './browser';
import { navigateInApp, settle, watchSettling } from './in-app';
import { signInAs } from './session';
import { brokenWords } from '@reprally/ui/testing/broken-words';

/**
 * A member who reads with large text: the browser's text size at 200 % (Chrome's 'Font size'
 * setting; a phone's text scaling does the same to the page's text). Every screen, on a phone and
 * on a desktop, keeps all its text inside the window (nothing scrolls sideways, nothing runs past
 * the edge) and every shortcut of the bottom bar on screen and named; a desktop takes the
 * narrower layout, as it would zoomed to 200 %.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

// the narrowest phone we support, where large text leaves the least room
const PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const LARGE_TEXT_PX = 32; // twice the browser's 16 px
// the largest size Chrome's setting offers ('Very large', 24 px) is below this; a phone's text
// scaling goes this far
const LARGEST_TEXT_PX = 48;
const COMMON_PHONE = { width: 390, height: 800 };

// in the seed Ana created Dawn Patrol Lifters, her group 1
const memberScreens = [
  '/',
  '/leaderboard',
  '/challenges',
  '/badges',
  '/badges/monthly',
  '/profile',
  '/workouts',
  '/stats',
  '/monthly-warriors',
  '/groups',
  '/groups/create',
  '/invites',
  '/groups/1',
  '/groups/1?tab=feed',
  '/groups/1/settings',
  '/groups/1/challenges/create',
  // a challenge of the group: her measurements' form and their charts
  '/groups/1/challenges/1',
];
const adminScreens = [
  '/admin',
  '/admin/challenges',
  '/admin/monthly-badges',
  '/admin/users',
  '/admin/settings',
];
const SHORTCUTS = ['Dashboard', 'Workouts', 'Warriors', 'Groups', 'Profile'];

async function openWithLargeText(
  viewport: { width: number; height: number },
  who: string,
  textPx = LARGE_TEXT_PX,
) {
  const page = await browser.openPage({ viewport });
  page.setDefaultTimeout(15_000);
  await page.context().addInitScript(watchSettling);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.setFontSizes', { fontSizes: { standard: textPx, fixed: textPx } });
  await page.goto(`${baseURL}/`);
  await signInAs(page, who);
  await page.getByRole('button', { name: 'Log Out' }).waitFor();
  return page;
}

const signedIn = new Map<string, Promise<Page>>();

/**
 * Her signed-in page in this window at this text size, shared by the tests that read the same
 * member, window and text: tokens live in memory, so each page signs in anew, and the file's
 * tests only open screens and read them. A test opens the screen it reads (`openScreen`), from
 * wherever the one before left her. The pages close with the file's browser.
 */
function largeTextPage(
  viewport: { width: number; height: number },
  who: string,
  textPx = LARGE_TEXT_PX,
) {
  const key = `${viewport.width}x${viewport.height} ${who} ${textPx}px`;
  let page = signedIn.get(key);
  if (!page) {
    page = openWithLargeText(viewport, who, textPx);
    signedIn.set(key, page);
  }
  return page;
}

/**
 * What of the screen lies beyond the window's sides: how far the page scrolls sideways, and each
 * piece of text that runs past an edge, unless it is in a box that scrolls sideways on purpose (a
 * wide table, a row of tabs); and each piece of text its own box cuts off without an ellipsis
 * (initials larger than their circle).
 */
function beyondTheWindow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScroller = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return true;
      }
      return false;
    };
    // what of a line shows: a box that hides its overflow shows the line only up to its own
    // edges; it is cut, unless the box ends it with an ellipsis (a name kept to one line)
    const shown = (element: Element, line: DOMRect) => {
      let { left, right } = line;
      let cut = false;
      for (let box: Element | null = element; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (!['hidden', 'clip'].includes(style.overflowX)) continue;
        const edges = box.getBoundingClientRect();
        if (
          style.textOverflow !== 'ellipsis' &&
          (line.left < edges.left - 1 || line.right > edges.right + 1)
        )
          cut = true;
        left = Math.max(left, edges.left);
        right = Math.min(right, edges.right);
      }
      return { left, right, cut };
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const line = range.getBoundingClientRect();
      if (line.width === 0 || line.height === 0) continue;
      const { left, right, cut } = shown(parent, line);
      // a visually hidden name (clipped to a pixel) is read, not seen
      if (right - left <= 1) continue;
      if (cut) texts.push(`'${text.slice(0, 40)}' cut by its box`);
      else if ((left < -1 || right > width + 1) && !inScroller(parent)) {
        texts.push(`'${text.slice(0, 40)}'`);
      }
    }
    return { sideways: document.documentElement.scrollWidth - width, texts };
  });
}

/**
 * Opens a screen inside the app, as its links do (a reload would sign her in again for every
 * screen), and waits for its title and its answers. A screen of another path has come once the
 * page's title (its first `h1`) is another element or says something else: until its code is
 * here, the screen she left stays.
 */
async function openScreen(page: Page, screen: string) {
  const otherPath = new URL(page.url()).pathname !== new URL(screen, baseURL).pathname;
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const title = page.locator('h1').first();
  const left = otherPath ? await title.elementHandle() : null;
  const leftText = await title.textContent();
  await navigateInApp(page, screen);
  if (left) {
    await page.waitForFunction(
      ([before, text]) => {
        const now = document.querySelector('h1');
        return now !== null && (now !== before || now.textContent !== text);
      },
      [left, leftText] as const,
    );
    await left.dispose();
  }
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settle(page);
}

/**
 * Opens each screen in turn: nothing of it lies beyond the window and, with `titlesWhole`, no word
 * of its title breaks across lines (a title takes a smaller size on a narrow window, still larger
 * than the text).
 */
async function expectEveryScreenFits(
  page: Page,
  screens: string[],
  { titlesWhole = false }: { titlesWhole?: boolean } = {},
) {
  for (const screen of screens) {
    await openScreen(page, screen);
    expect(await beyondTheWindow(page), screen).toEqual({ sideways: 0, texts: [] });
    if (titlesWhole) {
      expect(await brokenWordsIn(page.getByRole('heading', { level: 1 })), screen).toEqual([]);
    }
  }
}

/** The words of these elements' text that the browser broke across lines (`brokenWords`). */
function brokenWordsIn(elements: Locator) {
  return elements.evaluateAll(brokenWords);
}

/**
 * What runs together in each progress chart of the page: a date past the chart's sides, or the
 * first and the last date on one line with less than half a letter's height between them.
 */
function chartDatesRunTogether(page: Page) {
  return page.locator('div:has(> svg[role="img"])').evaluateAll((charts) =>
    charts.flatMap((chart) => {
      const row = chart.querySelector('svg[role="img"] + [aria-hidden="true"]');
      const edges = chart.getBoundingClientRect();
      const range = document.createRange();
      const dates = [...(row?.children ?? [])].map((date) => {
        range.selectNodeContents(date);
        const fontSize = parseFloat(getComputedStyle(date).fontSize);
        return { text: date.textContent ?? '', box: range.getBoundingClientRect(), fontSize };
      });
      const found = dates
        .filter(({ box }) => box.left < edges.left - 1 || box.right > edges.right + 1)
        .map(({ text }) => `'${text}' past the chart`);
      const [first, last] = dates;
      if (
        first &&
        last &&
        Math.abs(first.box.top - last.box.top) < 1 &&
        last.box.left - first.box.right < first.fontSize / 2
      )
        found.push(`'${first.text}' runs into '${last.text}'`);
      return found;
    }),
  );
}

/**
 * The dashboard's activity calendar at September, the month with the longest name: back from
 * this month with 'Previous month'.
 */
async function calendarAtSeptember(page: Page) {
  const calendar = page.getByRole('region', { name: 'Activity Calendar', exact: true });
  const title = calendar.getByRole('heading', { level: 3 });
  await title.waitFor();
  for (let step = 0; step < 12; step += 1) {
    const shown = (await title.textContent()) ?? '';
    if (shown.startsWith('September')) break;
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await expect.poll(() => title.textContent()).not.toBe(shown);
  }
  await expect.poll(() => title.textContent()).toMatch(/^September \d{4}$/);
  return calendar;
}

/**
 * The words of the calendar's month and of its days' numbers that break, and each number that
 * comes within a sixteenth of its size of its day's edges: one that fills its day to the pixel
 * breaks on a window a little narrower (a desktop browser's scroll bar takes 15 px of it).
 */
async function calendarTextBroken(page: Page) {
  const calendar = await calendarAtSeptember(page);
  const broken = await brokenWordsIn(calendar.locator('h3, td[data-day]'));
  const outside = await calendar.locator('td[data-day]').evaluateAll((days) => {
    const range = document.createRange();
    return days.flatMap((day) => {
      range.selectNodeContents(day);
      const text = range.getBoundingClientRect();
      const cell = day.getBoundingClientRect();
      const room = parseFloat(getComputedStyle(day).fontSize) / 16;
      return text.left - cell.left < room || cell.right - text.right < room
        ? [`'${day.textContent}' at its day's edge`]
        : [];
    });
  });
  return [...broken, ...outside];
}

/** Each shortcut of the bottom bar, inside the window and named. */
async function expectShortcutsOnScreen(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const bar = page.getByRole('navigation', { name: 'Shortcuts' });
  for (const name of SHORTCUTS) {
    const box = await bar.getByRole('link', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
  }
}

describe('with large text (200 %)', () => {
  it("on the narrowest phone, every member screen fits the window with its title's words whole, and the bottom bar keeps its five shortcuts", async () => {
    const page = await largeTextPage(PHONE, 'member-ana');
    // the labels side by side would be wider than the phone: the shortcuts show as icons
    await expectShortcutsOnScreen(page);
    await expectEveryScreenFits(page, memberScreens, { titlesWhole: true });
  }, 120_000);

  it("on the narrowest phone, every admin screen fits with its title's words whole, the admin menu among them", async () => {
    const page = await largeTextPage(PHONE, 'admin-kai');
    await expectEveryScreenFits(page, adminScreens, { titlesWhole: true });
  }, 60_000);

  it('a desktop takes the narrower layout, and the screens fit it', async () => {
    const page = await largeTextPage(DESKTOP, 'member-ana');
    // 1280 px at twice the text is a 640 px window's worth: the menu button and the bottom bar
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await expectShortcutsOnScreen(page);
    await expectEveryScreenFits(page, ['/', '/leaderboard', '/groups/1', '/monthly-warriors']);
  }, 60_000);

  it("on a desktop, the badges' tiles widen with the text: no badge's name or description breaks inside a word", async () => {
    const page = await largeTextPage(DESKTOP, 'member-ana');
    await openScreen(page, '/badges/monthly');
    const tiles = page.getByRole('main').locator('li p');
    await tiles.first().waitFor();
    expect(await brokenWordsIn(tiles), '/badges/monthly').toEqual([]);
    // the dashboard's two grids of badges: 'Your Badges' and this month's
    await openScreen(page, '/');
    const cards = page.getByRole('region', { name: /Badges$/ }).locator('li p');
    await cards.first().waitFor();
    expect(await brokenWordsIn(cards), '/').toEqual([]);
  }, 60_000);
});

describe('with large text (200 %) on the narrowest phone (320 px)', () => {
  // the pages' titles: with every screen's fit, in the first tests of this file
  it("keeps every word of a challenge's buttons whole", async () => {
    const page = await largeTextPage(PHONE, 'member-ana');
    // 'Save Measurements': the button keeps narrower sides, and its label wraps between words
    await openScreen(page, '/groups/1/challenges/1');
    await page.getByRole('button', { name: 'Save Measurements' }).waitFor();
    const buttons = page.getByRole('main').getByRole('button');
    expect(await brokenWordsIn(buttons)).toEqual([]);
  });

  it("puts the month's figures on Monthly Warriors one under the other, none over another", async () => {
    const page = await largeTextPage(PHONE, 'member-ana');
    await openScreen(page, '/monthly-warriors');
    const figures = page.getByRole('region', { name: /^Your .+ Stats$/ }).locator('dl > div');
    await figures.first().waitFor();
    // each label and value inside its own figure, and no two of them on the same spot
    const overlaps = await figures.evaluateAll((all) => {
      const range = document.createRange();
      const texts = all.flatMap((figure) =>
        [...figure.children].map((part) => {
          range.selectNodeContents(part);
          const text = part.textContent?.trim() ?? '';
          return {
            text,
            box: range.getBoundingClientRect(),
            figure: figure.getBoundingClientRect(),
          };
        }),
      );
      return texts.flatMap((one, index) => {
        const found: string[] = [];
        if (one.box.left < one.figure.left - 1 || one.box.right > one.figure.right + 1)
          found.push(`'${one.text}' past its figure`);
        for (const other of texts.slice(index + 1)) {
          const apart =
            one.box.right <= other.box.left + 1 ||
            other.box.right <= one.box.left + 1 ||
            one.box.bottom <= other.box.top + 1 ||
            other.box.bottom <= one.box.top + 1;
          if (!apart) found.push(`'${one.text}' over '${other.text}'`);
        }
        return found;
      });
    });
    expect(overlaps).toEqual([]);
  }, 60_000);

  it("gives her own name on the dashboard's leaderboard card as much room as the others' names", async () => {
    const page = await largeTextPage(PHONE, 'member-ana');
    await openScreen(page, '/');
    const card = page.getByRole('region', { name: 'Leaderboard', exact: true });
    await card.locator('li[aria-current="true"]').waitFor();
    // each row's name, kept to one line with an ellipsis: how wide it is shown
    const names = await card.getByRole('listitem').evaluateAll((rows) =>
      rows.map((row) => {
        const name = [...row.querySelectorAll('*')].find(
          (element) => getComputedStyle(element).textOverflow === 'ellipsis',
        );
        return {
          hers: row.getAttribute('aria-current') === 'true',
          width: name?.getBoundingClientRect().width ?? 0,
        };
      }),
    );
    const hers = names.find((name) => name.hers)?.width ?? 0;
    const narrowestOther = Math.min(
      ...names.filter((name) => !name.hers).map((name) => name.width),
    );
    expect(hers).toBeGreaterThanOrEqual(narrowestOther - 1);
    // and her points are not broken a figure per line
    expect(await brokenWordsIn(card.locator('li[aria-current="true"]'))).toEqual([]);
  }, 60_000);

  it("keeps every word of the badges' cards whole: a card a row", async () => {
    const page = await largeTextPage(PHONE, 'member-ana');
    await openScreen(page, '/badges');
    // its badge, its challenge and 'Share Badge'
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    expect(await brokenWordsIn(cards)).toEqual([]);
  }, 60_000);

  it("keeps every word of the top warriors' names whole: the rank and the photo go above a name", async () => {
    const page = await largeTextPage(PHONE, 'member-ana');
    await openScreen(page, '/monthly-warriors');
    const warriors = page
      .getByRole('region', { name: 'Top Warriors', exact: true })
      .getByRole('listitem');
    await warriors.first().waitFor();
    expect(await brokenWordsIn(warriors)).toEqual([]);
  }, 60_000);

  it("keeps the calendar's month and its days' numbers whole, each number clear of its day's edges", async () => {
    const page = await largeTextPage(PHONE, 'member-ana');
    await openScreen(page, '/');
    expect(await calendarTextBroken(page)).toEqual([]);
  }, 60_000);

  it("gives every name on the dashboard's leaderboard card room, and each member's points one line", async () => {
    const page = await largeTextPage(PHONE, 'member-ana');
    await openScreen(page, '/');
    const card = page.getByRole('region', { name: 'Leaderboard', exact: true });
    await card.locator('li[aria-current="true"]').waitFor();
    // each row: how many letters' heights wide its name is shown (kept to one line with an
    // ellipsis), and on how many lines its points are drawn
    const rows = await card.getByRole('listitem').evaluateAll((all) => {
      const range = document.createRange();
      return all.map((row) => {
        const parts = [...row.querySelectorAll<HTMLElement>('*')];
        const name = parts.find((part) => getComputedStyle(part).textOverflow === 'ellipsis');
        const points = parts.find((part) => /^[\d,]+ pts$/.test(part.textContent ?? ''));
        if (!name || !points) return { row: row.textContent, nameEm: 0, pointsLines: 0 };
        range.selectNodeContents(points);
        return {
          row: row.textContent,
          nameEm: name.getBoundingClientRect().width / parseFloat(getComputedStyle(name).fontSize),
          pointsLines: new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size,
        };
      });
    });
    expect(rows.length).toBeGreaterThan(0);
    // six letters' heights: about ten letters of a name, not four
    expect(rows.filter(({ nameEm, pointsLines }) => nameEm < 6 || pointsLines !== 1)).toEqual([]);
  }, 60_000);

  it("keeps a progress chart's two dates apart and inside the chart", async () => {
    const page = await largeTextPage(PHONE, 'member-ana');
    await openScreen(page, '/groups/1/challenges/1');
    await page.locator('svg[role="img"]').first().waitFor();
    expect(await chartDatesRunTogether(page)).toEqual([]);
  }, 60_000);
});

describe('with large text (200 %) on a common phone (390 px)', () => {
  it("keeps the cards' titles whole: a control beside a title goes under it rather than squeezing it", async () => {
    const page = await largeTextPage(COMMON_PHONE, 'member-ana');
    const title = page.getByRole('heading', { level: 2, name: 'Leaderboard', exact: true });
    await title.waitFor();
    // the lines the title's text is drawn on
    const lines = await title.evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
    });
    expect(lines).toBe(1);
  }, 60_000);
});

describe('with the largest text (300 %)', () => {
  it('on a phone, every member screen still fits the window: tiles one under the other, the chart and the photo picker inside it', async () => {
    const page = await largeTextPage(COMMON_PHONE, 'member-ana', LARGEST_TEXT_PX);
    await expectShortcutsOnScreen(page);
    await expectEveryScreenFits(page, memberScreens);
  }, 120_000);

  it("on a phone, a progress chart's last date goes under the first rather than into it", async () => {
    const page = await largeTextPage(COMMON_PHONE, 'member-ana', LARGEST_TEXT_PX);
    await openScreen(page, '/groups/1/challenges/1');
    await page.locator('svg[role="img"]').first().waitFor();
    expect(await chartDatesRunTogether(page)).toEqual([]);
  }, 60_000);

  it("on a phone, the calendar's month and its days' numbers stay whole", async () => {
    const page = await largeTextPage(COMMON_PHONE, 'member-ana', LARGEST_TEXT_PX);
    await openScreen(page, '/');
    expect(await calendarTextBroken(page)).toEqual([]);
  }, 60_000);

  it("on a phone, a rank's number stays inside its disc", async () => {
    const page = await largeTextPage(COMMON_PHONE, 'member-ana', LARGEST_TEXT_PX);
    for (const screen of ['/', '/leaderboard']) {
      await openScreen(page, screen);
      // the first place's gold disc is there once the ranking is
      await page.getByRole('main').locator('[data-medal="gold"]').first().waitFor();
      // each round box whose text is a number: the number's box past the disc's, in pixels
      const spills = await page.getByRole('main').evaluate((main) => {
        const range = document.createRange();
        return [...main.querySelectorAll<HTMLElement>('span')]
          .filter(
            (span) =>
              /^(Rank )?\d+$/.test(span.textContent ?? '') &&
              parseFloat(getComputedStyle(span).borderTopLeftRadius) >= span.offsetHeight / 2,
          )
          .flatMap((disc) => {
            const number = disc.lastChild;
            if (!number) return [];
            range.selectNodeContents(number);
            const text = range.getBoundingClientRect();
            const box = disc.getBoundingClientRect();
            const past = Math.max(box.top - text.top, text.bottom - box.bottom, 0);
            return past > 1 ? [`${disc.textContent}: ${Math.round(past)} px`] : [];
          });
      });
      expect(spills, screen).toEqual([]);
    }
  }, 60_000);

  it('on a phone, every admin screen still fits the window', async () => {
    const page = await largeTextPage(COMMON_PHONE, 'admin-kai', LARGEST_TEXT_PX);
    await expectEveryScreenFits(page, adminScreens);
  }, 60_000);
});
