import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState } from './EmptyState';
import { componentModes } from '../../foundations/modes';

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

export const InsideCard: Story = {
  render: (args) => (
    <Card as="section" title="Your Badges">
      <EmptyState {...args} title="Complete challenges to earn badges!" icon="🏅" />
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your Badges' })).toHaveTextContent(
      'Complete challenges to earn badges!',
    );
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
