import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../../layout/Inline';
import { hostileParagraph, longWord, scriptText } from '../Field/hostile-content';
import { ToastProvider, useToast, type ToastOptions } from './Toast';
import { componentModes } from '../../foundations/modes';

function ToastButtons({ shown }: { shown?: ToastOptions[] }) {
  const { toast } = useToast();
  useEffect(() => {
    shown?.forEach((options) => toast(options));
  }, [shown, toast]);
  return (
    <Inline gap="sm">
      <Button onClick={() => toast({ title: 'Profile updated successfully!', tone: 'success' })}>
        Save profile
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Failed to log workout',
            description: 'Check your connection and try again.',
            tone: 'error',
          })
        }
      >
        Log workout (fails)
      </Button>
    </Inline>
  );
}

const meta = {
  title: 'Primitives/Toast',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: ToastProvider,
  args: { children: null },
  render: (_args, { parameters }) => (
    <ToastProvider>
      <ToastButtons shown={parameters.shownToasts as ToastOptions[] | undefined} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const notifications = () => screen.getByRole('region', { name: /Notifications/ });

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    const region = notifications();
    const message = await within(region).findByText('Profile updated successfully!');
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(within(region).queryByText('Profile updated successfully!')).not.toBeInTheDocument(),
    );
  },
};

export const ErrorStaysUntilDismissed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log workout (fails)' }));
    const region = notifications();
    const title = await within(region).findByText('Failed to log workout');
    await waitFor(() => expect(title).toBeVisible());
    await expect(within(region).getByText('Check your connection and try again.')).toBeVisible();
    // an error waits for Dismiss: still there after a normal toast would have gone
    await expect(within(region).getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

export const Tones: Story = {
  parameters: {
    shownToasts: [
      { title: 'Workout logged', tone: 'success', duration: Infinity },
      {
        title: 'Invite sent',
        description: 'They will see it on their Invites page.',
        tone: 'neutral',
        duration: Infinity,
      },
      { title: 'Failed to upload photo', tone: 'error' },
    ] satisfies ToastOptions[],
  },
  play: async () => {
    await expect(await within(notifications()).findAllByRole('listitem')).toHaveLength(3);
  },
};

export const LongHostileContent: Story = {
  parameters: {
    shownToasts: [
      { title: `${scriptText} ${longWord}`, description: hostileParagraph, duration: Infinity },
    ] satisfies ToastOptions[],
  },
  play: async () => {
    const region = notifications();
    await within(region).findByRole('listitem');
    await expect(region.querySelector('script')).toBeNull();
  },
};
