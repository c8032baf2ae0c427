import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState } from './EmptyState';
import { componentModes } from '../../foundations/modes';
import { expectCompactEmptyState, expectEmptyStateInCard } from '../../testing/empty-state';

const meta = {
  title: 'Primitives/EmptyState',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: EmptyState,
  args: { title: 'No challenges found.', icon: '🏁' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'No challenges found.',
    );
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Complete challenges to earn badges!',
    description: 'Each challenge you finish adds a badge to this shelf.',
    icon: '🏅',
  },
};

const onLog = fn();

export const WithAction: Story = {
  args: {
    title: 'No workouts yet',
    description: 'Log your first workout to start a streak.',
    icon: '💪',
    action: <Button onClick={onLog}>Log Workout</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    await expect(onLog).toHaveBeenCalled();
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, title: 'All challenges completed!' },
};

/**
 * Inside a card with a title, as on the dashboard: the compact size. The message is a line of the
 * card's body, centred under the card's header, with little room above and below it, and it is
 * not a heading (the card's title is the card's only one).
 */
export const InsideCard: Story = {
  render: (args) => (
    <Card as="section" title="Your Badges" titleSize="md">
      <EmptyState {...args} size="compact" title="Complete challenges to earn badges!" />
    </Card>
  ),
  args: { icon: undefined },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Your Badges' });
    const message = canvas.getByText('Complete challenges to earn badges!');
    await expect(card).toContainElement(message);
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    // a line centred in the card, with no more room around it than the card's gap and a little
    await expectCompactEmptyState(message);
  },
};

/**
 * A page with nothing to list: the message, at the page size and as a heading, stands in a card
 * of its own, as the Workout History page's does.
 */
export const PageInCard: Story = {
  render: (args) => (
    <Card data-testid="card">
      <EmptyState {...args} titleLevel={2} title="No workouts logged yet. Get moving!" />
    </Card>
  ),
  args: { icon: undefined },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('No workouts logged yet. Get moving!');
    await expect(canvas.getByTestId('card')).toContainElement(heading);
    await expectEmptyStateInCard(heading);
  },
};

/**
 * Long words, markup, emoji and right-to-left text render as text and wrap.
 * At a phone's width, the narrowest screen a member has: primitives are captured in the light
 * desktop mode only, so this story sets the viewport itself for its overflow check.
 */
export const LongHostileContent: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'N'.repeat(200),
    description: (
      <>
        {'<script>alert(1)</script>'} 🙃 <span dir="auto">لا توجد تحديات</span>{' '}
        <span dir="auto">לא נמצאו אתגרים</span>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
