import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@reprally/mocks';
import { Box } from '../../../layout/Box';
import { Stack } from '../../../layout/Stack';
import { expectCompactEmptyState } from '../../../testing/empty-state';
import { newcomerWorkoutsLoader } from '../testing/newcomer-workouts';
import { StreakCard, StreakCardView } from './StreakCard';

const STARTED = "You've started your streak! Keep going!";

const meta = {
  title: 'Workouts/StreakCard',
  tags: ['autodocs'],
  component: StreakCard,
  decorators: [
    (Story) => (
      <Box maxWidth="readable">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StreakCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ana: six days in a row ending today; her longest run was seven: the longest streak is the real longest run of consecutive days, not the current one. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Workout Streak' });
    await expect(await canvas.findByText('6')).toBeVisible();
    await expect(card).toHaveTextContent('Last workoutToday');
    await expect(card).toHaveTextContent('Longest streak7 days');
    await expect(canvas.queryByText(STARTED)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your streak')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch workouts: 500')).toBeVisible();
  },
};

/**
 * Noor has never logged a workout: the empty state, as every card's, a line centred under the
 * card's header with little room around it.
 */
export const Empty: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    const message = await canvas.findByText('No workouts logged yet');
    await expect(message).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Workout Streak' })).toContainElement(message);
    await expectCompactEmptyState(message);
  },
};

/** Noor's first workout, today: a streak of 1 reads 'You've started your streak! Keep going!'. */
export const StreakOfOne: Story = {
  globals: { persona: 'newcomer' },
  loaders: [newcomerWorkoutsLoader([0])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(STARTED)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Workout Streak' })).toHaveTextContent(
      'Last workoutToday',
    );
  },
};

/** Two workouts, the latest three days ago: the streak has lapsed to 0. */
export const Lapsed: Story = {
  globals: { persona: 'newcomer' },
  loaders: [newcomerWorkoutsLoader([3, 4])],
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Workout Streak' });
    await expect(await canvas.findByText('0')).toBeVisible();
    await expect(card).toHaveTextContent('Last workout3 days ago');
    await expect(card).toHaveTextContent('Longest streak2 days');
  },
};

/** Presentational: a streak kept alive by yesterday's workout. */
export const YesterdayAsProps: Story = {
  render: () => (
    <StreakCardView status="loaded" currentStreak={4} longestStreak={12} daysSinceLastWorkout={1} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yesterday')).toBeVisible();
    await expect(canvas.getByText('12 days')).toBeVisible();
  },
};

/**
 * Presentational: a streak kept for years. The count and the longest run are written as every
 * other count is, with their thousands separators ('1,084', '1,200 days').
 */
export const StreakOfYearsAsProps: Story = {
  render: () => (
    <StreakCardView
      status="loaded"
      currentStreak={1084}
      longestStreak={1200}
      daysSinceLastWorkout={0}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,084')).toBeVisible();
    await expect(canvas.getByText('1,200 days')).toBeVisible();
  },
};

export const StreakOfOneAsProps: Story = {
  render: () => (
    <StreakCardView status="loaded" currentStreak={1} longestStreak={1} daysSinceLastWorkout={0} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(STARTED)).toBeVisible();
    await expect(canvas.getByText('1 day')).toBeVisible();
  },
};

export const EmptyAsProps: Story = {
  render: () => <StreakCardView status="empty" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No workouts logged yet')).toBeVisible();
  },
};

export const LoadingAsProps: Story = {
  render: () => <StreakCardView status="loading" />,
};

/**
 * The placeholder is laid out as the streak it stands for (the count's line with its unit, the
 * two facts with their terms), so the card keeps its height when the workouts come and the cards
 * below it do not move, and 'day streak' stands where it will stand: the bar stands over unseen
 * digits, whose baseline its unit lines up with (44 px short before; then 2 px taller, with the
 * unit 3 px low, while the bar had no baseline).
 */
export const LoadingIsAsTallAsTheStreak: Story = {
  render: () => (
    <Stack gap="md">
      <div data-testid="loading">
        <StreakCardView status="loading" />
      </div>
      {/* there to be measured against: one region named 'Workout Streak' on the page */}
      <div data-testid="loaded" aria-hidden="true">
        <StreakCardView
          status="loaded"
          currentStreak={6}
          longestStreak={7}
          daysSinceLastWorkout={0}
        />
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('loading')).toBeCloseTo(height('loaded'), 0);
    const unitTop = (id: string) => {
      const card = canvas.getByTestId(id);
      const unit = within(card).getByText('day streak').getBoundingClientRect();
      return unit.top - card.getBoundingClientRect().top;
    };
    await expect(unitTop('loading')).toBeCloseTo(unitTop('loaded'), 0);
  },
};

export const ErrorAsProps: Story = {
  render: () => <StreakCardView status="error" message="Failed to fetch workouts: 503" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch workouts: 503')).toBeVisible();
  },
};
