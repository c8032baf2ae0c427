import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Button } from '../Button/Button';
import { Alert } from './Alert';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/Alert',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Alert,
  args: { children: 'Failed to log workout', onDismiss: fn() },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to log workout');
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

export const WithTitle: Story = {
  args: {
    title: 'Could not save your goal',
    children: 'Failed to save goal',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not save your goal');
    await expect(alert).toHaveTextContent('Failed to save goal');
  },
};

export const Dismissed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const DismissWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const NotDismissible: Story = {
  args: { onDismiss: undefined, children: 'Failed to verify admin privileges' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to verify admin privileges');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

function ControlledAlert() {
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="sm" align="flex-start">
      <Button onClick={() => setError('Failed to save goal')}>Save goal</Button>
      <Alert open={error !== null} onDismiss={() => setError(null)}>
        {error}
      </Alert>
    </Stack>
  );
}

export const ControlledReappears: Story = {
  render: () => <ControlledAlert />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save goal' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save goal');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    // a second failure shows the alert again
    await userEvent.click(canvas.getByRole('button', { name: 'Save goal' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
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
    title: '<script>alert(1)</script>',
    children: (
      <Stack gap="2xs">
        <span>{'E'.repeat(200)}</span>
        <span>Upload failed 😬📸</span>
        <span dir="auto">فشل تحميل الصورة</span>
        <span dir="auto">העלאת התמונה נכשלה</span>
      </Stack>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

/**
 * Dismissed from the keyboard at the top of a form: focus moves on to the form's next control,
 * not to the document's start.
 */
export const DismissMovesFocusToNextControl: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { children: 'Could not save your profile. Your changes are kept.' },
  render: (args) => (
    <form aria-label="Edit Profile" onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm" align="flex-start">
        <Alert {...args} />
        <Button type="submit">Save Profile</Button>
      </Stack>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save Profile' })).toHaveFocus();
  },
};

function FailedWorkoutLog() {
  const [failed, setFailed] = useState(true);
  return (
    <Stack gap="xs" align="flex-start">
      <Button>Log Workout</Button>
      {failed ? (
        <Alert open onDismiss={() => setFailed(false)}>
          Failed to log workout
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * The alert under the button that failed, taken away by its owner: nothing follows it, so focus
 * moves back to the button before it.
 */
export const DismissMovesFocusBack: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <FailedWorkoutLog />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).toHaveFocus();
  },
};
