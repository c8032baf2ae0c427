import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useQueryClient } from '@tanstack/react-query';
import {
  createBadgeAward,
  createMonthlyBadge,
  db,
  FIXED_NOW,
  handlers,
  hostile,
  longWord,
  outage,
  personas,
  scenarios,
} from '@reprally/mocks';
import { queryKeys } from '../../../api/query-keys';
import { expectEmptyStateInCard } from '../../../testing/empty-state';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import { badgesErrorText } from '../MonthlyBadgesCard/MonthlyBadgesCard';
import { MonthlyBadgesPage, MonthlyBadgesPageView } from './MonthlyBadgesPage';
import { screenModes } from '../../../foundations/modes';
import { mediaQueries } from '../../../theme/tokens';
import { AwayAndBack } from '../../../testing/away-and-back';
import { heardOnArrival, heardText } from '../../../testing/heard-on-arrival';
import { inMainRegion } from '../../../testing/main-region';

const meta = {
  title: 'Monthly Badges/MonthlyBadgesPage',
  tags: ['autodocs'],
  component: MonthlyBadgesPage,
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/badges/monthly', route: '/badges/monthly' },
  },
} satisfies Meta<typeof MonthlyBadgesPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type BeforeEach = NonNullable<Story['beforeEach']>;

const MARK_NOTIFIED = '/users/me/monthly-badges/mark-notified';
const ALL_MONTHLY_BADGES = /\/users\/me\/monthly-badges$/;

/** What the page asked the mock server in this story, read from MSW's own request events. */
const requests = {
  markNotified: [] as Promise<unknown>[],
  allMonthlyBadges: 0,
};

const recordRequests: BeforeEach = ({ msw }) => {
  requests.markNotified = [];
  requests.allMonthlyBadges = 0;
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && pathname.endsWith(MARK_NOTIFIED)) {
      requests.markNotified.push(request.clone().json());
    } else if (request.method === 'GET' && ALL_MONTHLY_BADGES.test(pathname)) {
      requests.allMonthlyBadges += 1;
    }
  };
  msw.events.on('request:start', listener);
  return () => {
    msw.events.removeListener('request:start', listener);
  };
};

/** prefers-reduced-motion for this story only. */
const reduceMotion: BeforeEach = () => {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original.call(window, query);
    if (!query.includes('prefers-reduced-motion')) return list;
    return Object.create(list, { matches: { value: true } }) as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
};

/** The badge ids the seeded server still flags isNew for Ana (her unseen awards). */
const anasUnseenBadgeIds = () =>
  [
    ...new Set(
      db.tables.badgeAwards
        .filter((award) => award.memberId === personas.member.sub && !award.notified)
        .map((award) => award.badgeId),
    ),
  ].sort((a, b) => a - b);

const sortedIds = (body: unknown) =>
  [...(body as { badgeIds: number[] }).badgeIds].sort((a, b) => a - b);

const monthTitles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('section h2')].map((heading) => heading.textContent);

/** Kai has earned badges in five months and seen them all: newest month first, nothing new. */
export const Loaded: Story = {
  globals: { persona: 'admin' },
  beforeEach: recordRequests,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Monthly Badges' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'October 2026' })).toBeVisible();
    await expect(monthTitles(canvasElement)).toEqual([
      'October 2026',
      'September 2026',
      'August 2026',
      'July 2026',
      'May 2026',
    ]);
    const october = canvas.getByRole('region', { name: 'October 2026' });
    await expect(within(october).getByText('Weekend Warrior')).toBeVisible();
    // from a tablet up a month's badges take the card's width: a name and a short description
    // each read on one line, not broken over two and three in the narrowest tiles
    if (window.matchMedia(mediaQueries.tablet).matches) {
      for (const text of ['Monthly Achiever', 'Log 12 workouts in a month.']) {
        const element = within(october).getByText(text);
        const line = parseFloat(getComputedStyle(element).lineHeight);
        await expect(element.getBoundingClientRect().height).toBeLessThan(line * 1.5);
      }
    }
    await expect(canvas.queryByText('New!')).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Monthly Badges | RepRally'));
    await expect(requests.markNotified).toHaveLength(0);
  },
};

/**
 * Ana has five badges this November she has not seen: they read 'New!' (bouncing for 3 s),
 * confetti falls, and the server is told once, with their ids, so they are not new next time.
 */
export const NewBadges: Story = {
  beforeEach: recordRequests,
  play: async ({ canvas, canvasElement }) => {
    const expectedIds = anasUnseenBadgeIds();
    const november = await canvas.findByRole('region', { name: 'November 2026' });
    await expect(within(november).getAllByText('New!')).toHaveLength(expectedIds.length);
    await expect(within(november).getAllByText('New!')[0]).toBeVisible();
    const october = canvas.getByRole('region', { name: 'October 2026' });
    await expect(within(october).queryByText('New!')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `You earned ${expectedIds.length} new badges!`,
    );
    await expect(canvasElement.querySelector('canvas')).not.toBeNull();

    await waitFor(() => expect(requests.markNotified).toHaveLength(1));
    await expect(sortedIds(await requests.markNotified[0])).toEqual(expectedIds);
    // the server now says they are seen; the page keeps them highlighted for this visit
    await waitFor(() => expect(anasUnseenBadgeIds()).toEqual([]));
    await waitFor(() => expect(requests.allMonthlyBadges).toBe(2));
    await expect(within(november).getAllByText('New!')).toHaveLength(expectedIds.length);
    await expect(requests.markNotified).toHaveLength(1);
  },
};

/**
 * Loads the history again, as a refocused window or another screen's change would; with no page
 * showing it, marks what was read as old, to be read again when the page next opens.
 */
function LoadAgain() {
  const queryClient = useQueryClient();
  return (
    <Button
      variant="secondary"
      onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.monthlyBadgesAll })}
    >
      Load again
    </Button>
  );
}

function WithLoadAgain() {
  return (
    <>
      <LoadAgain />
      <MonthlyBadgesPage />
    </>
  );
}

/**
 * Under React's StrictMode (effects run twice) and after loading again, the server is still
 * told only once, and the new badges keep their 'New!' for the visit.
 */
export const NewBadgesToldOnce: Story = {
  beforeEach: recordRequests,
  render: () => (
    <StrictMode>
      <WithLoadAgain />
    </StrictMode>
  ),
  play: async ({ canvas, userEvent }) => {
    const expectedIds = anasUnseenBadgeIds();
    const november = await canvas.findByRole('region', { name: 'November 2026' });
    await waitFor(() => expect(requests.markNotified).toHaveLength(1));
    await waitFor(() => expect(anasUnseenBadgeIds()).toEqual([]));
    const loadsBefore = requests.allMonthlyBadges;
    await userEvent.click(canvas.getByRole('button', { name: 'Load again' }));
    await waitFor(() => expect(requests.allMonthlyBadges).toBeGreaterThan(loadsBefore));
    await expect(within(november).getAllByText('New!')).toHaveLength(expectedIds.length);
    await expect(requests.markNotified).toHaveLength(1);
  },
};

/** prefers-reduced-motion: no confetti, and the news is still announced politely. */
export const NewBadgesReducedMotion: Story = {
  beforeEach: [recordRequests, reduceMotion],
  play: async ({ canvas, canvasElement }) => {
    const expectedIds = anasUnseenBadgeIds();
    const november = await canvas.findByRole('region', { name: 'November 2026' });
    await expect(within(november).getAllByText('New!')).toHaveLength(expectedIds.length);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `You earned ${expectedIds.length} new badges!`,
    );
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await waitFor(() => expect(requests.markNotified).toHaveLength(1));
  },
};

/**
 * Telling the server fails: the failure is reported, the member sees nothing of it, and the
 * badges stay new on the server, so the next visit tries again.
 */
export const MarkSeenFails: Story = {
  beforeEach: recordRequests,
  parameters: {
    msw: {
      handlers: {
        monthlyBadges: scenarios.monthlyBadges.error(500, {
          calls: ['monthlyBadges.markNotified'],
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const expectedIds = anasUnseenBadgeIds();
    const november = await canvas.findByRole('region', { name: 'November 2026' });
    await waitFor(() => expect(requests.markNotified).toHaveLength(1));
    await waitFor(() =>
      expect(db.tables.errorReports.map((row) => row.report.message)).toContain(
        'Failed to mark badges as notified: 500',
      ),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(within(november).getAllByText('New!')).toHaveLength(expectedIds.length);
    await expect(anasUnseenBadgeIds()).toEqual(expectedIds);
  },
};

/**
 * Telling the server failed, so her copy of the badges still has them new: she leaves the page
 * and comes back, and it arrives with them at once. The announcement arrives with its words kept
 * from the screen reader and lets them in a moment later, so the screen reader, which by then
 * knows the region, reads 'You earned … new badges!'.
 */
export const NewBadgesHeardWhenThePageComesBack: Story = {
  beforeEach: recordRequests,
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        monthlyBadges: scenarios.monthlyBadges.error(500, {
          calls: ['monthlyBadges.markNotified'],
        }),
      },
    },
  },
  render: () => (
    <AwayAndBack>
      <MonthlyBadgesPage />
    </AwayAndBack>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const expectedIds = anasUnseenBadgeIds();
    await canvas.findByRole('region', { name: 'November 2026' });
    await waitFor(() => expect(requests.markNotified).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Go elsewhere' }));
    const heard = heardOnArrival(canvasElement, 'status');
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));
    const november = canvas.getByRole('region', { name: 'November 2026' });
    await expect(within(november).getAllByText('New!')).toHaveLength(expectedIds.length);
    const announcement = `You earned ${expectedIds.length} new badges!`;
    await expect(canvas.getByRole('status')).toHaveTextContent(announcement);
    await expect(heard).toEqual(['']);
    // the words come into the known region once the screen reader has learnt of it
    await waitFor(() => expect(heardText(canvas.getByRole('status'))).toBe(announcement));
  },
};

/**
 * Kai had seen all his badges on his last visit; while he was elsewhere he earned one more. Back
 * on the page, the copy kept from before shows while it is read again, and the badge comes 'New!'
 * with it, and the server is told: it is not left unmarked until a later visit.
 */
export const BadgeEarnedSinceTheLastVisit: Story = {
  globals: { persona: 'admin' },
  beforeEach: recordRequests,
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <>
      <LoadAgain />
      <AwayAndBack>
        <MonthlyBadgesPage />
      </AwayAndBack>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'October 2026' });
    await expect(canvas.queryByRole('region', { name: 'November 2026' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go elsewhere' }));
    const badge = db.insert('monthlyBadges', createMonthlyBadge({ name: 'November Grinder' }));
    db.insert(
      'badgeAwards',
      createBadgeAward({ badgeId: badge.id, memberId: personas.admin.sub, notified: false }),
    );
    // what was read is old by the time she comes back
    await userEvent.click(canvas.getByRole('button', { name: 'Load again' }));
    const loadsBefore = requests.allMonthlyBadges;
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));
    // what was read before shows while it is read again
    await expect(canvas.getByRole('region', { name: 'October 2026' })).toBeVisible();
    const november = await canvas.findByRole('region', { name: 'November 2026' });
    await expect(requests.allMonthlyBadges).toBe(loadsBefore + 1);
    await expect(within(november).getAllByText('New!')).toHaveLength(1);
    await waitFor(() => expect(requests.markNotified).toHaveLength(1));
    await expect(sortedIds(await requests.markNotified[0])).toEqual([badge.id]);
  },
};

/**
 * Noor joined today and has earned no monthly badge yet: the message stands in a card where the
 * months' cards would, as on every page with nothing to list.
 */
export const Empty: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    const message = await canvas.findByRole('heading', {
      level: 2,
      name: 'No monthly badges earned yet. Complete workouts to earn badges!',
    });
    await expect(message).toBeVisible();
    await expectEmptyStateInCard(
      message,
      canvas.getByRole('heading', { level: 1, name: 'Monthly Badges' }),
    );
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { monthlyBadges: scenarios.monthlyBadges.pending() } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading monthly badges')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Monthly Badges' })).toBeVisible();
    await expect(canvas.queryByText('New!')).toBeNull();
    // laid out as a month: a row of badge tiles, as tall as one, whatever the width
    const grid = canvasElement.querySelector<HTMLElement>(
      '[aria-busy="true"] > [aria-hidden="true"] > div',
    );
    const first = grid?.firstElementChild?.getBoundingClientRect();
    await expect(first?.height).toBeGreaterThan(100);
    await expect(grid?.getBoundingClientRect().height).toBeCloseTo(first?.height ?? 0, 0);
  },
};

/**
 * The error's own message when it has one, in an alert she can dismiss: dismissed, the failure
 * stays as quiet text and 'Try Again' takes the focus.
 */
export const Error: Story = {
  parameters: { msw: { handlers: { monthlyBadges: scenarios.monthlyBadges.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch all monthly badges: 500');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Failed to fetch all monthly badges: 500')).toBeVisible();
    await expect(tryAgain).toHaveFocus();
  },
};

/** An outage of the read of every month's badges (a story that brings it back). */
const badgesOutage = outage();

/**
 * The badges fail to load, then the server comes back: 'Try Again' (from the keyboard) asks
 * again, the months come, and focus, which was on the pressed button, goes to the page rather
 * than the document's start.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        monthlyBadges: [badgesOutage.failing('monthlyBadges.all'), ...handlers.monthlyBadges],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    badgesOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch all monthly badges: 503',
    );
    badgesOutage.end();
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('region', { name: 'October 2026' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/** What 'Try Again' calls in ErrorWithoutMessage. */
const triedAgain = fn();

/**
 * An error without a message of its own reads 'Failed to load badges', with 'Try Again' under
 * it as on the screen.
 */
export const ErrorWithoutMessage: Story = {
  beforeEach: () => {
    triedAgain.mockClear();
  },
  render: () => (
    <MonthlyBadgesPageView
      error={badgesErrorText(new globalThis.Error(''))}
      onTryAgain={triedAgain}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load badges');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(triedAgain).toHaveBeenCalledTimes(1);
  },
};

/** Opened directly (no page before it in this visit), Back goes to the dashboard at '/'. */
export const BackGoesHome: Story = {
  globals: { persona: 'admin' },
  parameters: {
    // it ends on a stand-in for the dashboard
    chromatic: { disableSnapshot: true },
    router: { path: '/badges/monthly', route: '/*' },
  },
  render: () => (
    <Routes>
      <Route path="badges/monthly" element={<MonthlyBadgesPage />} />
      <Route index element={<Text>The dashboard, at '/'.</Text>} />
    </Routes>
  ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'October 2026' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByText("The dashboard, at '/'.")).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Monthly Badges' })).toBeNull();
  },
};

/** Badge names and descriptions with markup, a 200-character word, emoji and right-to-left text. */
export const HostileBadgeNames: Story = {
  globals: { persona: 'admin' },
  beforeEach: () => {
    const names = [
      [hostile.scriptTag, hostile.imgTag],
      [`Gold ${longWord}`, longWord],
      [`${hostile.arabic} ${hostile.emoji} Warrior`, hostile.hebrew],
    ] as const;
    for (const [name, description] of names) {
      const badge = db.insert('monthlyBadges', createMonthlyBadge({ name, description }));
      db.insert(
        'badgeAwards',
        createBadgeAward({
          badgeId: badge.id,
          memberId: personas.admin.sub,
          awardedAt: FIXED_NOW.toISOString(),
          notified: true,
        }),
      );
    }
  },
  play: async ({ canvas, canvasElement }) => {
    const november = await canvas.findByRole('region', { name: 'November 2026' });
    await expect(within(november).getByText(hostile.scriptTag)).toBeVisible();
    await expect(within(november).getByText(hostile.imgTag)).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    const tones = [...november.querySelectorAll('[data-tone]')].map((node) =>
      node.getAttribute('data-tone'),
    );
    await expect(tones).toEqual(['default', 'gold', 'warrior']);
    await expect(november.scrollWidth).toBeLessThanOrEqual(november.clientWidth + 1);
  },
};
