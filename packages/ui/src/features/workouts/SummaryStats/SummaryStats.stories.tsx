import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '@reprally/mocks';
import { Stack } from '../../../layout/Stack';
import { SummaryStats, SummaryStatsView } from './SummaryStats';

/** The figure under a label, e.g. figureOf(canvas, 'Total Workouts') -> '117'. */
async function figureOf(canvasElement: HTMLElement, label: string): Promise<string> {
  // the label of a figure that has come (while it loads, the label stands over a bar)
  const term = await within(canvasElement).findByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

const meta = {
  title: 'Workouts/SummaryStats',
  tags: ['autodocs'],
  component: SummaryStats,
} satisfies Meta<typeof SummaryStats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ana: 117 workouts, 1,170 points, a 6-day streak. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await figureOf(canvasElement, 'Total Workouts')).toBe('117');
    await expect(await figureOf(canvasElement, 'Points Earned')).toBe('1,170');
    await expect(await figureOf(canvasElement, 'Current Streak')).toBe('6 days');
    // weekly average = workouts in the last 28 days / 4, shown with one decimal
    await expect(await figureOf(canvasElement, 'Weekly Average')).toMatch(/^\d+\.\d$/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your workout stats')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch workout stats: 500')).toBeVisible();
    await expect(canvas.queryByText('Total Workouts')).toBeNull();
  },
};

/** The workout list cannot be read: the server's own figures stand in for the local ones. */
export const WorkoutListUnavailable: Story = {
  parameters: {
    msw: { handlers: { workouts: scenarios.workouts.error(500, { calls: ['workouts.list'] }) } },
  },
  play: async ({ canvasElement }) => {
    await expect(await figureOf(canvasElement, 'Total Workouts')).toBe('117');
    await expect(await figureOf(canvasElement, 'Current Streak')).toBe('6 days');
  },
};

/** Noor, who joined today: four zeros, the average still to one decimal. */
export const Empty: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvasElement }) => {
    await expect(await figureOf(canvasElement, 'Total Workouts')).toBe('0');
    await expect(await figureOf(canvasElement, 'Weekly Average')).toBe('0.0');
    await expect(await figureOf(canvasElement, 'Current Streak')).toBe('0 days');
    await expect(await figureOf(canvasElement, 'Points Earned')).toBe('0');
  },
};

/**
 * Two tiles per row on a phone. The light phone mode captures the look; this story stays because
 * only its play function asserts the wrap at 390 px.
 */
export const TwoTilesPerRowOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const total = (await canvas.findByText('Total Workouts', { selector: 'dt' })).parentElement!;
    const points = canvas.getByText('Points Earned').parentElement!;
    await waitFor(() =>
      expect(points.getBoundingClientRect().top).toBeGreaterThan(total.getBoundingClientRect().top),
    );
  },
};

/** Presentational: the figures as props. */
export const FiguresAsProps: Story = {
  render: () => (
    <SummaryStatsView
      status="loaded"
      totalWorkouts={1234}
      weeklyAverage={3.75}
      currentStreak={1}
      pointsEarned={12340}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await figureOf(canvasElement, 'Total Workouts')).toBe('1,234');
    await expect(await figureOf(canvasElement, 'Weekly Average')).toBe('3.8');
    await expect(await figureOf(canvasElement, 'Current Streak')).toBe('1 day');
  },
};

/**
 * A streak kept for years is written as every other count is, with its thousands separator
 * ('1,084 days' beside '2,000' workouts), not '1084 days'.
 */
export const StreakOfYearsAsProps: Story = {
  render: () => (
    <SummaryStatsView
      status="loaded"
      totalWorkouts={2000}
      weeklyAverage={12.75}
      currentStreak={1084}
      pointsEarned={20000}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await figureOf(canvasElement, 'Total Workouts')).toBe('2,000');
    await expect(await figureOf(canvasElement, 'Current Streak')).toBe('1,084 days');
  },
};

export const LoadingAsProps: Story = {
  render: () => <SummaryStatsView status="loading" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your workout stats')).toBeInTheDocument();
  },
};

/**
 * While the figures load, the four tiles are already there with their labels, each as tall as
 * with its figure: nothing under them moves when the figures arrive. On the Stats page the second
 * tile is already 'Average Workouts'.
 */
export const LoadingKeepsTheTiles: Story = {
  render: () => (
    <Stack gap="xl">
      <div data-testid="loading">
        <SummaryStatsView status="loading" variant="stats" />
      </div>
      <div data-testid="loaded">
        <SummaryStatsView
          status="loaded"
          variant="stats"
          totalWorkouts={117}
          weeklyAverage={5.25}
          currentStreak={6}
          pointsEarned={1170}
        />
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const loading = canvas.getByTestId('loading');
    const loaded = canvas.getByTestId('loaded');
    await expect(within(loading).getByText('Loading your workout stats')).toBeInTheDocument();
    for (const label of ['Total Workouts', 'Average Workouts', 'Current Streak', 'Points Earned']) {
      const waiting = within(loading).getByText(label).parentElement!.getBoundingClientRect();
      const arrived = within(loaded).getByText(label).parentElement!.getBoundingClientRect();
      await expect(waiting.height).toBeCloseTo(arrived.height, 0);
      await expect(waiting.width).toBeCloseTo(arrived.width, 0);
    }
  },
};

/**
 * The figures' failure stands in a tile across the row, with the tiles' edge and padding, as a
 * failed card beside it shows its failure inside its edge; it was a bare line between cards.
 */
export const ErrorAsProps: Story = {
  render: () => <SummaryStatsView status="error" message="Failed to fetch workout stats: 503" />,
  play: async ({ canvas, canvasElement }) => {
    const message = canvas.getByText('Failed to fetch workout stats: 503');
    await expect(message).toBeVisible();
    let frame: HTMLElement | null = message;
    while (frame && frame !== canvasElement && getComputedStyle(frame).borderTopWidth !== '1px') {
      frame = frame.parentElement;
    }
    await expect(frame).not.toBe(canvasElement);
    const inset = message.getBoundingClientRect().left - frame!.getBoundingClientRect().left;
    await expect(inset).toBeGreaterThanOrEqual(16);
  },
};
