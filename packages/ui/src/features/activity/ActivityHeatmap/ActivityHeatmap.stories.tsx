import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createWorkout, db, personas, scenarios } from '@reprally/mocks';
import { useEffect, useState } from 'react';
import { rootTextSize } from '../../../testing/root-text-size';
import {
  ActivityHeatmap,
  ActivityHeatmapView,
  type ActivityHeatmapViewProps,
} from './ActivityHeatmap';

const meta = {
  title: 'Activity/ActivityHeatmap',
  component: ActivityHeatmap,
  tags: ['autodocs'],
  // one zone for every story, so the days do not depend on the machine that renders them
  args: { timeZone: 'UTC' },
} satisfies Meta<typeof ActivityHeatmap>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The year's grid, once the workouts have arrived (while they load, a blank year is drawn and
 * hidden from assistive technology). Waited for by its element, then found by role once: a role
 * query over 371 cells, polled while the year renders, kept the main thread too busy for that
 * render (it runs in slices between other work) to finish within a second on a loaded machine.
 */
async function yearGrid(
  canvas: ReturnType<typeof within>,
  canvasElement: HTMLElement,
  timeout = 3000,
): Promise<HTMLElement> {
  await waitFor(
    () => {
      const grid = canvasElement.querySelector('[role="grid"]');
      if (!grid || grid.closest('[aria-hidden="true"]')) throw new globalThis.Error('no year yet');
    },
    { timeout },
  );
  return canvas.getByRole('grid', { name: 'Workout Activity' });
}

/** A day's cell by its date (role queries over 371 named cells are slow); its name is asserted. */
function day(canvasElement: HTMLElement, key: string): HTMLElement {
  const cell = canvasElement.querySelector<HTMLElement>(`[data-day="${key}"]`);
  if (!cell) throw new globalThis.Error(`no cell for ${key}`);
  return cell;
}

/** Ana's year: 53 weeks from Sunday, Nov 16, 2025 to today, Wednesday, Nov 18, 2026. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await yearGrid(canvas, canvasElement);
    const today = day(canvasElement, '2026-11-18');
    await expect(today).toHaveAccessibleName(/^Wednesday, November 18, 2026: \d+ workouts?$/);
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today).toHaveAttribute('tabindex', '0');
    await expect(day(canvasElement, '2025-11-16')).toHaveAccessibleName(
      /^Sunday, November 16, 2025: /,
    );
    // nothing before the first Sunday, nothing after today
    await expect(grid.querySelector('[data-day="2025-11-15"], [data-day="2026-11-19"]')).toBeNull();
    // the text alternative sums the year up, and the grid points at it
    const summary = canvas.getByText(/^\d+ workouts? on \d+ days? in the last year$/);
    await expect(grid).toHaveAttribute('aria-describedby', summary.id);
    await expect(within(grid).getByRole('columnheader', { name: 'January 2026' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Workouts per day' })).toHaveTextContent('0123+');
  },
};

/**
 * The dashboard's phone mode captures the heatmap at 390 px; this story stays because only its
 * play function asserts that the year, wider than the card there, opens scrolled to its end: this
 * week and today are in view, and the months before are a swipe to the left.
 */
export const OpensOnThisWeekOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await yearGrid(canvas, canvasElement);
    const box = grid.parentElement;
    if (!box) throw new globalThis.Error('no scroller');
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await waitFor(() => expect(box.scrollLeft).toBeGreaterThan(0));
    const inView = (cell: HTMLElement) => {
      const shown = box.getBoundingClientRect();
      const { left, right } = cell.getBoundingClientRect();
      return left >= shown.left - 1 && right <= shown.right + 1;
    };
    await expect(inView(day(canvasElement, '2026-11-18'))).toBe(true);
    await expect(inView(day(canvasElement, '2025-11-16'))).toBe(false);
    // the weekdays' names stay in view beside the current week, and every day is as tall as it
    // is wide (a name does not stretch its row)
    for (const weekday of ['Mon', 'Wed', 'Fri']) {
      await expect(inView(canvas.getByRole('rowheader', { name: weekday }))).toBe(true);
    }
    for (const cell of canvasElement.querySelectorAll<HTMLElement>('[data-day]')) {
      const { width, height } = cell.getBoundingClientRect();
      await expect(Math.abs(width - height)).toBeLessThan(0.5);
    }
    // walking back week by week, each day she reaches stops clear of the weekdays' names, never
    // under them
    day(canvasElement, '2026-11-18').focus();
    const names = canvas.getByRole('rowheader', { name: 'Wed' });
    for (let week = 0; week < 30; week += 1) {
      await userEvent.keyboard('{ArrowLeft}');
      const reached = document.activeElement as HTMLElement;
      await expect(reached.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        names.getBoundingClientRect().right,
      );
    }
  },
};

/** The box a text node's characters take on screen (a weekday's cell has no height of its own). */
function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/**
 * With text at 200 % on a phone the weekdays' column and the days grow with it: each weekday's
 * name stays clear of the next and inside its column, beside the days rather than over them, and
 * each month's name ends before the next begins. No mode renders text at twice its size, so this
 * story sets it, and the phone's width, itself.
 */
export const LargeTextOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: rootTextSize('200%'),
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await yearGrid(canvas, canvasElement);
    const [mon, wed, fri] = ['Mon', 'Wed', 'Fri'].map((name) =>
      canvas.getByRole('rowheader', { name }),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(textBox(mon).bottom).toBeLessThanOrEqual(textBox(wed).top);
    await expect(textBox(wed).bottom).toBeLessThanOrEqual(textBox(fri).top);
    // this week's Monday, in view as the year opens on this week
    const monday = day(canvasElement, '2026-11-16');
    for (const name of [mon, wed, fri]) {
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
      await expect(textBox(name).right).toBeLessThanOrEqual(name.getBoundingClientRect().right);
    }
    await waitFor(() =>
      expect(mon.getBoundingClientRect().right).toBeLessThanOrEqual(
        monday.getBoundingClientRect().left,
      ),
    );
    const months = [...grid.querySelectorAll('thead span > span')].map(textBox);
    await expect(months.length).toBeGreaterThan(10);
    for (const [index, month] of months.slice(1).entries()) {
      await expect(month.left).toBeGreaterThanOrEqual((months[index] as DOMRect).right);
    }
  },
};

/**
 * Up and down walk the days of a week, left and right the weeks; Home and End go to the first and
 * latest day of a row (a weekday), and with Control to the grid's first and last day; never past
 * today.
 */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await yearGrid(canvas, canvasElement);
    const today = day(canvasElement, '2026-11-18');
    today.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(day(canvasElement, '2026-11-11')).toHaveFocus());
    await expect(document.activeElement).toHaveAccessibleName(/^Wednesday, November 11, 2026: /);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(day(canvasElement, '2026-11-10')).toHaveFocus());
    await expect(document.activeElement).toHaveAccessibleName(/^Tuesday, November 10, 2026: /);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Nov 24 is still to come: focus stays on Tuesday, Nov 17
    await waitFor(() => expect(day(canvasElement, '2026-11-17')).toHaveFocus());
    await expect(day(canvasElement, '2026-11-17')).toHaveAttribute('tabindex', '0');
    await expect(today).toHaveAttribute('tabindex', '-1');

    // Home and End: the row's first and latest day
    const focused = async (key: string, name: RegExp) => {
      await waitFor(() => expect(day(canvasElement, key)).toHaveFocus());
      await expect(document.activeElement).toHaveAccessibleName(name);
      await expect(day(canvasElement, key)).toHaveAttribute('tabindex', '0');
    };
    await userEvent.keyboard('{Home}');
    await focused('2025-11-18', /^Tuesday, November 18, 2025: /);
    await userEvent.keyboard('{End}');
    await focused('2026-11-17', /^Tuesday, November 17, 2026: /);
    // Thursday's row ends a week before its last column, as Nov 19 is still to come
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}{ArrowDown}');
    await focused('2026-11-12', /^Thursday, November 12, 2026: /);
    await userEvent.keyboard('{Home}');
    await focused('2025-11-20', /^Thursday, November 20, 2025: /);
    await userEvent.keyboard('{End}');
    await focused('2026-11-12', /^Thursday, November 12, 2026: /);
    // with Control: the grid's first day (top left) and the last one in its last row
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await focused('2025-11-16', /^Sunday, November 16, 2025: /);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await focused('2026-11-14', /^Saturday, November 14, 2026: /);
    await userEvent.keyboard('{End}');
    await focused('2026-11-14', /^Saturday, November 14, 2026: /);
  },
};

/**
 * New York falls back on Sunday, Nov 1, 2026 (a 25-hour day): workouts at 00:30 and 23:30 local
 * time are both on that Sunday, and its week still has seven days.
 */
export const DaylightSavingWeek: Story = {
  args: { timeZone: 'America/New_York' },
  globals: { persona: 'newcomer' },
  loaders: [
    () => {
      for (const loggedAt of ['2026-11-01T04:30:00.000Z', '2026-11-02T04:30:00.000Z']) {
        db.insert('workouts', createWorkout({ memberId: personas.newcomer.sub, loggedAt }));
      }
    },
  ],
  play: async ({ canvas, canvasElement }) => {
    await yearGrid(canvas, canvasElement);
    await expect(day(canvasElement, '2026-11-01')).toHaveAccessibleName(
      'Sunday, November 1, 2026: 2 workouts',
    );
    await expect(day(canvasElement, '2026-11-02')).toHaveAccessibleName(
      'Monday, November 2, 2026: 0 workouts',
    );
    await expect(day(canvasElement, '2026-11-07')).toHaveAccessibleName(
      'Saturday, November 7, 2026: 0 workouts',
    );
    await expect(canvas.getByText('2 workouts on 1 day in the last year')).toBeVisible();
  },
};

/** The year, blank, under 'Loading your activity'; the blank days are hidden from screen readers. */
export const Loading: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your activity')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByRole('gridcell')).toBeNull();
  },
};

/** When the workouts arrive, the year fills in where it stood: the card keeps its height. */
export const LoadsWithoutMoving: Story = {
  parameters: {
    msw: { handlers: { workouts: scenarios.workouts.slow(1500) } },
    // it ends as 'Loaded' does, whose picture that is
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('section');
    if (!card) throw new globalThis.Error('no card');
    await expect(canvas.getByText('Loading your activity')).toBeVisible();
    const loading = card.getBoundingClientRect().height;

    await yearGrid(canvas, canvasElement, 5000);
    await expect(canvas.queryByText('Loading your activity')).toBeNull();
    await expect(card.getBoundingClientRect().height).toBe(loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load workout dates')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** Noor joined today: an empty year, every day at level 0. */
export const NothingLoggedYet: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No workouts logged yet')).toBeVisible();
    await expect(canvas.getByText('0 workouts on 0 days in the last year')).toBeVisible();
    await expect(day(canvasElement, '2026-11-18')).toHaveAccessibleName(
      'Wednesday, November 18, 2026: 0 workouts',
    );
  },
};

/**
 * Her last workout was more than a year ago: her year is empty, but she has logged workouts, so
 * it reads '0 workouts on 0 days in the last year' without 'No workouts logged yet'.
 */
export const NothingInTheLastYear: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <ActivityHeatmapView status="loaded" today="2026-11-18" counts={new Map([['2025-11-18', 1]])} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await yearGrid(canvas, canvasElement);
    await expect(canvas.getByText('0 workouts on 0 days in the last year')).toBeVisible();
    await expect(canvas.queryByText('No workouts logged yet')).toBeNull();
  },
};

/** Presentational: one day at every level (0, 1, 2, 3+), across the turn of the year. */
export const LevelsAsProps: Story = {
  render: () => (
    <ActivityHeatmapView
      status="loaded"
      today="2026-11-18"
      counts={
        new Map([
          ['2025-12-31', 1],
          ['2026-01-01', 2],
          ['2026-01-02', 3],
          ['2026-01-03', 7],
        ])
      }
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const cell = async (key: string, name: string) => {
      await expect(day(canvasElement, key)).toHaveAccessibleName(name);
      return day(canvasElement, key);
    };
    const none = await cell('2025-12-30', 'Tuesday, December 30, 2025: 0 workouts');
    const one = await cell('2025-12-31', 'Wednesday, December 31, 2025: 1 workout');
    const two = await cell('2026-01-01', 'Thursday, January 1, 2026: 2 workouts');
    const three = await cell('2026-01-02', 'Friday, January 2, 2026: 3 workouts');
    const seven = await cell('2026-01-03', 'Saturday, January 3, 2026: 7 workouts');
    const colour = (element: HTMLElement) => getComputedStyle(element).backgroundColor;
    await expect(new Set([none, one, two, three].map(colour)).size).toBe(4);
    await expect(colour(seven)).toBe(colour(three));
    await expect(canvas.getByText('13 workouts on 4 days in the last year')).toBeVisible();
  },
};

/**
 * December began today, a Tuesday: its one column, the last, is labelled 'Dec'. On a phone, where
 * a column is narrower than the label, the label ends at the grid's end (reaching back over
 * November's last column) without running into 'Nov' or widening the grid. The phone mode
 * captures the heat map with the seeded year; this story plays the narrow grid on a day no mode
 * shows, the first of a month.
 */
export const MonthBegunToday: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <ActivityHeatmapView status="loaded" today="2026-12-01" counts={new Map([['2026-12-01', 1]])} />
  ),
  play: async ({ canvas, canvasElement }) => {
    const grid = await yearGrid(canvas, canvasElement);
    const drawn = (month: string, short: string) => {
      const header = within(grid).getByRole('columnheader', { name: month });
      return within(header).getByText(short).getBoundingClientRect();
    };
    const december = drawn('December 2026', 'Dec');
    const november = drawn('November 2026', 'Nov');
    const dayOne = day(canvasElement, '2026-12-01').getBoundingClientRect();
    // drawn (not a visually hidden 1 px), over its column, inside the grid, clear of 'Nov'
    await expect(december.width).toBeGreaterThan(dayOne.width / 2);
    await expect(december.right).toBeGreaterThan(dayOne.left);
    await expect(december.right).toBeLessThanOrEqual(grid.getBoundingClientRect().right + 0.5);
    await expect(november.right).toBeLessThan(december.left);
    // the year scrolls sideways on a phone, by no more than its own width
    await expect(grid.parentElement?.scrollWidth).toBe(grid.offsetWidth);
  },
};

/**
 * Drawn blank on Nov 17, the workouts arrive after midnight: the year now ends on Nov 18, and its
 * one tab stop is today, as when it is first drawn.
 */
function BlankThenNextDay() {
  const [state, setState] = useState<ActivityHeatmapViewProps>({
    status: 'loading',
    today: '2026-11-17',
  });
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setState({ status: 'loaded', today: '2026-11-18', counts: new Map([['2026-11-18', 1]]) }),
      100,
    );
    return () => clearTimeout(timer);
  }, []);
  return <ActivityHeatmapView {...state} />;
}

export const LoadedOnTheNextDay: Story = {
  render: () => <BlankThenNextDay />,
  // it ends as a loaded year does, which 'Levels As Props' shows
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    await yearGrid(canvas, canvasElement);
    const stops = [
      ...canvasElement.querySelectorAll<HTMLElement>('[role="gridcell"][tabindex="0"]'),
    ].map((cell) => cell.dataset.day);
    await expect(stops).toEqual(['2026-11-18']);
    await userEvent.tab();
    await expect(day(canvasElement, '2026-11-18')).toHaveFocus();
  },
};
