import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db, FIXED_NOW, handlers, longHistory, outage, personas, scenarios } from '@reprally/mocks';
import { StatsPage } from './StatsPage';
import { screenModes } from '../../../foundations/modes';
import { inMainRegion } from '../../../testing/main-region';

/** The figure under a label, e.g. figureOf(canvas, 'Total Workouts') -> '117'. */
async function figureOf(canvasElement: HTMLElement, label: string): Promise<string> {
  // the label of a figure that has come (while it loads, the label stands over a bar)
  const term = await within(canvasElement).findByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

const meta = {
  title: 'Stats/StatsPage',
  component: StatsPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/stats' },
  },
  // one zone for every story, so the days do not depend on the machine that renders them
  args: { timeZone: 'UTC' },
} satisfies Meta<typeof StatsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ana: the year's activity, her four figures and every challenge's bar. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your Fitness Stats' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: 'Workout Activity' })).toBeVisible();
    await expect(await figureOf(canvasElement, 'Total Workouts')).toBe('117');
    // weekly average = workouts in the last 28 days / 4, to one decimal
    await expect(await figureOf(canvasElement, 'Average Workouts')).toMatch(/^\d+\.\d Weekly$/);
    await expect(await figureOf(canvasElement, 'Current Streak')).toBe('6 days');
    await expect(await figureOf(canvasElement, 'Points Earned')).toBe('1,170');
    const challenges = canvas.getByRole('region', { name: 'Challenge Progress' });
    await expect((await within(challenges).findAllByRole('progressbar')).length).toBeGreaterThan(3);
    await waitFor(() => expect(document.title).toBe('Your Fitness Stats | RepRally'));
  },
};

/**
 * 2,000 workouts: the figures follow the long history, each written with its thousands
 * separator, the streak of years too; every challenge's bar is full, as they count the same
 * workouts (her history is the seeded backend's).
 */
export const TwoThousandWorkouts: Story = {
  beforeEach: () => {
    const ana = personas.member.sub;
    const history = longHistory(2000, FIXED_NOW, ana);
    db.tables.workouts = [
      ...db.tables.workouts.filter((workout) => workout.memberId !== ana),
      ...history,
    ];
    // and the points they earned
    const member = db.tables.members.find((row) => row.id === ana);
    if (member) member.points = history.reduce((sum, workout) => sum + workout.points, 0);
  },
  play: async ({ canvas, canvasElement }) => {
    // a workout every day for years: the last year's summary counts its 365 days, not the 366
    // to 371 days of the heat map's 53 weeks
    await expect(
      await canvas.findByText(/^[\d,]+ workouts on 365 days in the last year$/),
    ).toBeVisible();
    await expect(await figureOf(canvasElement, 'Total Workouts')).toBe('2,000');
    await expect(await figureOf(canvasElement, 'Current Streak')).toBe('1,084 days');
    await expect(await figureOf(canvasElement, 'Points Earned')).toBe('20,000');
    // the badge's name is in its own element: the line is read whole
    const line = (text: string) => (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === text;
    await expect(await canvas.findByText(line('Completed - Warrior'))).toBeVisible();
    await expect(
      canvas.queryByText((_, element) => /more workouts? to earn/.test(element?.textContent ?? '')),
    ).toBeNull();
  },
};

/** Noor joined today: zeros, an empty year and every challenge still ahead. */
export const NothingLoggedYet: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await figureOf(canvasElement, 'Total Workouts')).toBe('0');
    await expect(await figureOf(canvasElement, 'Average Workouts')).toBe('0.0 Weekly');
    await expect(await canvas.findByText('0 workouts on 0 days in the last year')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        workouts: scenarios.workouts.pending(),
        challenges: scenarios.challenges.pending(),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your activity')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your workout stats')).toBeInTheDocument();
    await expect(canvas.getByText('Loading challenges')).toBeInTheDocument();
  },
};

/** Every part fails on its own, with its own message; the failures are summed up on top. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        workouts: scenarios.workouts.error(500),
        challenges: scenarios.challenges.error(503),
      },
    },
  },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('alert');
    await waitFor(() => expect(within(banner).getAllByRole('listitem')).toHaveLength(3));
    await expect(banner).toHaveTextContent('Failed to fetch workouts: 500');
    await expect(banner).toHaveTextContent('Failed to fetch workout stats: 500');
    await expect(banner).toHaveTextContent('Failed to fetch challenges: 503');
    await expect(within(banner).getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(await canvas.findByText('Failed to load workout dates')).toBeVisible();
    const inCards = { selector: ':not(li)' };
    await expect(canvas.getByText('Failed to fetch workout stats: 500', inCards)).toBeVisible();
    await expect(canvas.getByText('Failed to fetch challenges: 503', inCards)).toBeVisible();
  },
};

/** The server fails the page's reads, then comes back during the story. */
const serverOutage = outage();

/**
 * The server comes back: 'Try Again' asks again for every part that failed, the year, the
 * figures and the bars come, and focus moves from the banner to the page.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        workouts: [
          serverOutage.failing('workouts.stats'),
          serverOutage.failing('workouts.list'),
          ...handlers.workouts,
        ],
        challenges: [serverOutage.failing('challenges.list'), ...handlers.challenges],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    serverOutage.start();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = await canvas.findByRole('alert');
    await waitFor(() => expect(within(banner).getAllByRole('listitem')).toHaveLength(3));
    serverOutage.end();
    await userEvent.click(within(banner).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), { timeout: 5000 });
    await expect(await figureOf(canvasElement, 'Total Workouts')).toBe('117');
    await expect(canvas.queryByText('Failed to load workout dates')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};
