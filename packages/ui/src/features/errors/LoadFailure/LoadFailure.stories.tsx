import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoadFailure } from './LoadFailure';

const meta = {
  title: 'Errors/LoadFailure',
  tags: ['autodocs'],
  component: LoadFailure,
  args: { message: 'Failed to fetch workouts: 500', onTryAgain: fn() },
} satisfies Meta<typeof LoadFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A screen's data failed to load: the failure, announced, and 'Try Again' under it, which a
 * screen reader hears with the failure it answers.
 */
export const Failed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch workouts: 500');
    const button = canvas.getByRole('button', { name: 'Try Again' });
    await expect(button).toHaveAccessibleDescription('Failed to fetch workouts: 500');
    await userEvent.click(button);
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

/** Asking again: the failure stays and 'Try Again' is busy, still focusable. */
export const Asking: Story = {
  args: { asking: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Try Again' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onTryAgain).not.toHaveBeenCalled();
  },
};

/**
 * A dismissible failure (a screen whose errors she may dismiss): Dismiss leaves the failure as
 * quiet text above 'Try Again', which takes the focus, so the page still says what is missing.
 */
export const Dismissed: Story = {
  args: { dismissible: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Failed to fetch workouts: 500')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Try Again' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription('Failed to fetch workouts: 500');
  },
};
