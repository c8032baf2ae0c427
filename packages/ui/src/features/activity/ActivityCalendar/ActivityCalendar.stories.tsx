import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, outage, scenarios } from '@reprally/mocks';
import { Box } from '../../../layout/Box';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { inMainRegion } from '../../../testing/main-region';
import { rootTextSize } from '../../../testing/root-text-size';
import { RunningClock } from '../../../testing/running-clock';
import { passTimer } from '../../../testing/story-time';
import { ActivityCalendar, ActivityCalendarView } from './ActivityCalendar';

const meta = {
  title: 'Activity/ActivityCalendar',
  tags: ['autodocs'],
  component: ActivityCalendar,
  decorators: [
    (Story) => (
      <Box maxWidth="readable">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ActivityCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text of an element that is drawn: not what is hidden from assistive technology only. */
function visibleText(element: HTMLElement): string {
  return [...element.querySelectorAll<HTMLElement>('[aria-hidden="true"]')]
    .filter((part) => getComputedStyle(part).display !== 'none')
    .map((part) => part.textContent)
    .join('');
}

/**
 * Ana in November 2026: today is marked, the days still to come are outlined and named without a
 * count (nothing was missed on them), and the next month cannot be opened yet.
 */
export const CurrentMonth: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'November 2026' });
    const today = canvas.getByRole('gridcell', { name: /^November 18, 2026: \d+ workouts?$/ });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(grid).toContainElement(today);
    // the day's number is its only visible text; its name and title carry the date and count
    await expect(today).toHaveTextContent(/^18$/);
    await expect(today).toHaveAttribute('title', today.getAttribute('aria-label'));
    // weekdays show their short names and are read by their full ones
    const wednesday = within(grid).getByRole('columnheader', { name: 'Wednesday' });
    await expect(visibleText(wednesday)).toBe('Wed');
    const tomorrow = canvas.getByRole('gridcell', { name: 'November 19, 2026' });
    await expect(canvas.getByRole('gridcell', { name: 'November 30, 2026' })).toBeInTheDocument();
    await expect(getComputedStyle(tomorrow).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    // the forward button is disabled in the current month: the future has no workouts
    const next = canvas.getByRole('button', { name: 'Next month' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeVisible();
  },
};

/**
 * The dashboard left open on the last evening of November: at midnight the calendar moves on to
 * December by itself, with December 1 as today, and November 30 is no longer marked.
 */
export const NewMonthAtMidnight: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  decorators: [
    (Story) => (
      // her device's clock two seconds before midnight on November 30
      <RunningClock from={new Date(2026, 10, 30, 23, 59, 58)}>
        <Story />
      </RunningClock>
    ),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'November 2026' });
    const lastOfNovember = canvas.getByRole('gridcell', { name: /^November 30, 2026/ });
    await expect(lastOfNovember).toHaveAttribute('aria-current', 'date');

    // the two seconds to midnight go by (the story passes them rather than waiting)
    await passTimer(2000);
    const december = await canvas.findByRole('grid', { name: 'December 2026' });
    const first = within(december).getByRole('gridcell', { name: /^December 1, 2026/ });
    await expect(first).toHaveAttribute('aria-current', 'date');
    await expect(canvas.getByRole('button', { name: 'Next month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    const november = await canvas.findByRole('grid', { name: 'November 2026' });
    await expect(
      within(november).getByRole('gridcell', { name: /^November 30, 2026/ }),
    ).not.toHaveAttribute('aria-current');
  },
};

/** Back one month: October 2026, and forward is possible again. */
export const PreviousMonth: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'November 2026' });
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('heading', { name: 'October 2026' })).toBeVisible();
    await expect(canvas.getByRole('gridcell', { name: /^October 31, 2026: / })).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next month' });
    await expect(next).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeVisible();
  },
};

/**
 * A dialog or menu opened over the page hides the calendar from assistive technology with the rest
 * of the page: its month is said as it changes without being a region a dialog keeps readable
 * behind it (a swipe through the side menu on a phone reached 'December 2026' under it).
 */
export const HiddenUnderADialog: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <ActivityCalendar />
        <Dialog
          title="Menu"
          open={open}
          onOpenChange={setOpen}
          trigger={<Button>Open menu</Button>}
        >
          <p>Dashboard</p>
        </Dialog>
      </>
    );
  },
  play: async ({ canvas }) => {
    const month = await canvas.findByRole('heading', { name: 'November 2026' });
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    // the month is said as it changes
    await expect(within(month).getByRole('status')).toHaveTextContent('October 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(month.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(document.querySelectorAll('#storybook-root [aria-live]')).toHaveLength(0);
  },
};

/** Arrow keys walk the days, PageUp/PageDown the months; never past this month. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const today = await canvas.findByRole('gridcell', { name: /^November 18, 2026: / });
    await expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('gridcell', { name: 'November 19, 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByRole('heading', { name: 'October 2026' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('gridcell', { name: /^October 19, 2026: / })).toHaveFocus(),
    );
    await userEvent.keyboard('{PageDown}{ArrowDown}{ArrowDown}');
    // Nov 26 has no week below it in November, and December is still to come
    await expect(canvas.getByRole('gridcell', { name: 'November 26, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('gridcell', { name: 'November 26, 2026' })).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your activity')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load workout dates')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/**
 * On a page with no other way to ask again (Monthly Warriors), the failure comes with
 * 'Try Again'.
 */
export const ErrorWithTryAgain: Story = {
  args: { canTryAgain: true },
  parameters: { msw: { handlers: { workouts: scenarios.workouts.error(500) } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Try Again' }),
    ).toHaveAccessibleDescription('Failed to load workout dates');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** An outage of her workouts; it ends during the story. */
const workoutsOutage = outage();

/**
 * The server comes back: 'Try Again' brings her month, and focus, which the button had, goes to
 * the page's main region.
 */
export const TryAgainAfterAFailedLoad: Story = {
  args: { canTryAgain: true },
  parameters: {
    // it ends as CurrentMonth's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: { workouts: [workoutsOutage.failing('workouts.list'), ...handlers.workouts] },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    workoutsOutage.start();
  },
  play: async ({ canvas }) => {
    const tryAgain = await canvas.findByRole('button', { name: 'Try Again' });
    workoutsOutage.end();
    await userEvent.click(tryAgain);
    await expect(await canvas.findByRole('grid', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('Failed to load workout dates')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/** Noor: an empty month, every day at level 0. */
export const Empty: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No workouts logged yet')).toBeVisible();
    await expect(
      canvas.getByRole('gridcell', { name: 'November 18, 2026: 0 workouts' }),
    ).toBeVisible();
  },
};

/**
 * The light phone mode captures the calendar at 390 px; this story stays because only its play
 * function asserts that the seven day columns fit that width without sideways scrolling.
 */
export const SevenColumnsFitOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'November 2026' });
    // seven columns fit without sideways scrolling
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth + 1);
  },
};

/**
 * With text at 200 % on a 320 px phone, a day's column is narrower than 'Wed': the weekdays show
 * their first letters, each whole on one line inside its column, and keep their full names. No
 * mode renders text at twice its size, so this story sets it, and the phone's width, itself.
 */
export const WeekdaysWithLargeText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: rootTextSize('200%'),
  decorators: [
    // the width of a 320 px phone's page inside its margins
    (Story) => (
      <div style={{ maxWidth: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'November 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    for (const [index, header] of headers.entries()) {
      await expect(header).toHaveAccessibleName(names[index]);
      const style = getComputedStyle(header);
      const lines =
        (header.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) /
        parseFloat(style.lineHeight);
      await expect(Math.round(lines)).toBe(1);
      await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    }
    await expect(headers.map(visibleText).join(' ')).toBe('S M T W T F S');
  },
};

/** Presentational: one day at every level (0, 1, 2, 3+) and the legend. */
export const LevelsAsProps: Story = {
  render: () => (
    <ActivityCalendarView
      status="loaded"
      today="2026-11-18"
      counts={
        new Map([
          ['2026-11-02', 1],
          ['2026-11-03', 2],
          ['2026-11-04', 3],
          ['2026-11-05', 7],
        ])
      }
    />
  ),
  play: async ({ canvas }) => {
    const none = canvas.getByRole('gridcell', { name: 'November 1, 2026: 0 workouts' });
    const one = canvas.getByRole('gridcell', { name: 'November 2, 2026: 1 workout' });
    const two = canvas.getByRole('gridcell', { name: 'November 3, 2026: 2 workouts' });
    const three = canvas.getByRole('gridcell', { name: 'November 4, 2026: 3 workouts' });
    const seven = canvas.getByRole('gridcell', { name: 'November 5, 2026: 7 workouts' });
    const colour = (cell: HTMLElement) => getComputedStyle(cell).backgroundColor;
    await expect(new Set([none, one, two, three].map(colour)).size).toBe(4);
    await expect(colour(seven)).toBe(colour(three));
    await expect(canvas.getByRole('list', { name: 'Workouts per day' })).toHaveTextContent('0123+');
  },
};

export const AnEarlierMonthAsProps: Story = {
  render: () => (
    <ActivityCalendarView
      status="loaded"
      today="2026-11-18"
      initialMonth={{ year: 2025, month: 2 }}
      counts={new Map([['2025-02-14', 2]])}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'February 2025' })).toBeVisible();
    await expect(
      canvas.getByRole('gridcell', { name: 'February 14, 2025: 2 workouts' }),
    ).toBeVisible();
  },
};

export const LoadingAsProps: Story = {
  render: () => <ActivityCalendarView status="loading" />,
};

/** The calendar loading until 'Days arrive' is pressed, then the month's days (none logged). */
function LoadingThenDays({ today }: { today: string }) {
  const [arrived, setArrived] = useState(false);
  return (
    <Stack gap="md" align="flex-start">
      <Button variant="secondary" size="sm" onClick={() => setArrived(true)}>
        Days arrive
      </Button>
      <Box width="full">
        {arrived ? (
          <ActivityCalendarView status="loaded" today={today} counts={new Map()} />
        ) : (
          <ActivityCalendarView status="loading" today={today} />
        )}
      </Box>
    </Stack>
  );
}

/** The card's height while it loads, and once its days have arrived. */
async function heightsBeforeAndAfter(canvasElement: HTMLElement): Promise<[number, number]> {
  const canvas = within(canvasElement);
  const before = canvas.getByRole('region', { name: 'Activity Calendar' }).getBoundingClientRect();
  await expect(canvas.getByText('Loading your activity')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Days arrive' }));
  await canvas.findByRole('grid');
  const after = canvas.getByRole('region', { name: 'Activity Calendar' }).getBoundingClientRect();
  return [before.height, after.height];
}

/**
 * While the workouts load, the card takes the month's shape: its header, the weekdays, a box for
 * each day of this month's weeks and the legend, as tall as the month that arrives (five weeks in
 * November 2026); the placeholder was a slab a header and a legend short of it.
 */
export const LoadingTakesTheMonthsShape: Story = {
  render: () => <LoadingThenDays today="2026-11-18" />,
  play: async ({ canvasElement }) => {
    const [before, after] = await heightsBeforeAndAfter(canvasElement);
    await expect(before).toBeCloseTo(after, 0);
  },
};

/** A month of six weeks (August 2026) loads as six weeks of days. */
export const LoadingTakesSixWeeks: Story = {
  render: () => <LoadingThenDays today="2026-08-31" />,
  play: async ({ canvasElement }) => {
    const [before, after] = await heightsBeforeAndAfter(canvasElement);
    await expect(before).toBeCloseTo(after, 0);
  },
};

export const ErrorAsProps: Story = {
  render: () => <ActivityCalendarView status="error" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load workout dates')).toBeVisible();
  },
};
