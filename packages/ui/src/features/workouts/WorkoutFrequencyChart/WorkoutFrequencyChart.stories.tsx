import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@reprally/mocks';
import { Box } from '../../../layout/Box';
import { newcomerWorkoutsLoader } from '../testing/newcomer-workouts';
import { WorkoutFrequencyChart, WorkoutFrequencyChartView } from './WorkoutFrequencyChart';
import { rootTextSize } from '../../../testing/root-text-size';

const CHART = 'Line chart of workouts per week';

const meta = {
  title: 'Workouts/WorkoutFrequencyChart',
  tags: ['autodocs'],
  component: WorkoutFrequencyChart,
  decorators: [
    (Story) => (
      <Box maxWidth="content">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof WorkoutFrequencyChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ana's last 12 weeks; the chart arrives lazily, with the same numbers in a table. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', { name: CHART });
    await expect(chart.querySelectorAll('circle')).toHaveLength(12);
    await expect(chart).toHaveAccessibleDescription(/workouts in the last 12 weeks, most in/);
    await userEvent.click(canvas.getByText('Show as table'));
    const table = canvas.getByRole('table', { name: 'Workouts per week' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getByRole('rowheader', { name: 'Nov 15' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your weekly workouts')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch workouts: 500')).toBeVisible();
  },
};

export const Empty: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No workouts in the last 12 weeks')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Noor's first workout: one point above zero, in this week. */
export const FirstWorkout: Story = {
  globals: { persona: 'newcomer' },
  loaders: [newcomerWorkoutsLoader([0])],
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: CHART });
    await expect(
      canvas.getByText('1 workout in the last 12 weeks, most in the week of Nov 15 (1).'),
    ).toBeVisible();
  },
};

/**
 * On a phone fewer week labels fit; the latest week keeps its label. The light phone mode
 * captures the look; this story stays because only its play function asserts which labels remain.
 */
export const FewerWeekLabelsOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', { name: CHART });
    const labels = Array.from(chart.querySelectorAll('text'), (text) => text.textContent);
    await expect(labels).toContain('Nov 15');
    await expect(labels).not.toContain('Nov 8');
  },
};

/**
 * With the page's text at 300 % on a phone, the margins left for the labels grow with them: every
 * label stays inside the chart's box, and the chart grows taller so the counts on its left do
 * not run into each other. With margins in pixels, the latest week's date ran past the screen.
 * It sets the phone itself: the phone mode captures stories at the default text size only.
 */
export const LargeText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: rootTextSize('300%'),
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', { name: CHART });
    const box = chart.getBoundingClientRect();
    const labels = Array.from(chart.querySelectorAll('text'));
    await expect(labels.map((label) => label.textContent)).toContain('Nov 15');
    for (const label of labels) {
      const edges = label.getBoundingClientRect();
      await expect(edges.left, label.textContent ?? '').toBeGreaterThanOrEqual(box.left);
      await expect(edges.right, label.textContent ?? '').toBeLessThanOrEqual(box.right);
      await expect(edges.bottom, label.textContent ?? '').toBeLessThanOrEqual(box.bottom);
    }
    // the counts on the left, top to bottom, each clear of the next
    const counts = labels
      .filter((label) => /^[\d,]+$/.test(label.textContent ?? ''))
      .map((label) => label.getBoundingClientRect())
      .sort((a, b) => a.top - b.top);
    for (let index = 1; index < counts.length; index += 1) {
      await expect(counts[index]!.top).toBeGreaterThanOrEqual(counts[index - 1]!.bottom);
    }
  },
};

/** Presentational: weeks as props. */
export const WeeksAsProps: Story = {
  render: () => (
    <WorkoutFrequencyChartView
      status="loaded"
      weeks={[
        { weekStart: '2026-10-18', count: 2 },
        { weekStart: '2026-10-25', count: 5 },
        { weekStart: '2026-11-01', count: 3 },
        { weekStart: '2026-11-08', count: 6 },
        { weekStart: '2026-11-15', count: 4 },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: CHART });
    await expect(
      canvas.getByText('20 workouts in the last 5 weeks, most in the week of Nov 8 (6).'),
    ).toBeVisible();
  },
};

/**
 * Thousands of workouts a week: the counts on the left go up in round steps (0, 500, 1,000, ...)
 * and, like the summary and the table, are written with thousands separators; every label stays
 * inside the chart's box.
 */
export const ThousandsAWeekAsProps: Story = {
  render: () => (
    <WorkoutFrequencyChartView
      status="loaded"
      weeks={[
        { weekStart: '2026-10-18', count: 502 },
        { weekStart: '2026-10-25', count: 1506 },
        { weekStart: '2026-11-01', count: 1004 },
        { weekStart: '2026-11-08', count: 2008 },
        { weekStart: '2026-11-15', count: 1170 },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', { name: CHART });
    const labels = Array.from(chart.querySelectorAll('text'));
    const counts = labels
      .map((label) => label.textContent ?? '')
      .filter((text) => /^[\d,]+$/.test(text));
    await expect(counts).toEqual(['0', '500', '1,000', '1,500', '2,000', '2,500']);
    const box = chart.getBoundingClientRect();
    for (const label of labels) {
      const edges = label.getBoundingClientRect();
      await expect(edges.left, label.textContent ?? '').toBeGreaterThanOrEqual(box.left);
      await expect(edges.right, label.textContent ?? '').toBeLessThanOrEqual(box.right);
    }
    await expect(
      canvas.getByText('6,190 workouts in the last 5 weeks, most in the week of Nov 8 (2,008).'),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('Show as table'));
    const table = canvas.getByRole('table', { name: 'Workouts per week' });
    const row = within(table).getByRole('row', { name: /Nov 8/ });
    await expect(within(row).getByRole('cell')).toHaveTextContent('2,008');
  },
};

export const LoadingAsProps: Story = {
  render: () => <WorkoutFrequencyChartView status="loading" />,
};

export const ErrorAsProps: Story = {
  render: () => (
    <WorkoutFrequencyChartView status="error" message="Failed to fetch workouts: 503" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch workouts: 503')).toBeVisible();
  },
};

export const EmptyAsProps: Story = {
  render: () => <WorkoutFrequencyChartView status="empty" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No workouts in the last 12 weeks')).toBeVisible();
  },
};
