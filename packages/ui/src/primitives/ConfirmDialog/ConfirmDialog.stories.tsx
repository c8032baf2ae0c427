import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { hostileParagraph } from '../Field/hostile-content';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';
import { componentModes } from '../../foundations/modes';
import { expectPageCovered, middleOf } from '../../testing/page-covered';
import { expectEveryControlReachable } from '../../testing/reachable-in-window';

const meta = {
  title: 'Primitives/ConfirmDialog',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: ConfirmDialog,
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
  args: {
    title: 'Delete challenge?',
    // confirmations are accessible dialogs, never the browser's confirm box
    message: 'Are you sure you want to delete this challenge?',
    confirmLabel: 'Delete',
    confirmingLabel: 'Deleting...',
    tone: 'danger',
    trigger: (
      <Button variant="danger" size="sm">
        Delete
      </Button>
    ),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete challenge?' });
    // a press outside reaches nothing on the page under it
    await expectPageCovered(canvasElement, ...middleOf(trigger));
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this challenge?',
    );
    // the safe choice has focus first
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CancelDoesNotConfirm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const AsyncConfirmRefusesDoubleConfirm: Story = {
  args: {
    title: 'Remove member?',
    message: 'Are you sure you want to remove this member?',
    confirmLabel: 'Remove',
    confirmingLabel: 'Removing...',
    trigger: <Button variant="secondary">Remove member</Button>,
  },
  play: async ({ canvas, userEvent, args }) => {
    let finish: () => void = () => undefined;
    const onConfirm = args.onConfirm as ReturnType<typeof fn>;
    onConfirm.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove member' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const busy = await screen.findByRole('button', { name: 'Removing...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    // Escape is refused while the removal is in flight
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const FailedConfirmStaysOpen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const onConfirm = args.onConfirm as ReturnType<typeof fn>;
    onConfirm.mockRejectedValue(new Error('Failed to delete challenge'));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-busy'),
    );
    const dialog = screen.getByRole('alertdialog');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The open state for review, controlled by the parent; busy from outside. */
export const Confirming: Story = {
  args: { open: true, trigger: undefined, confirming: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Deleting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Neutral: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    tone: 'neutral',
    title: 'Leave this page?',
    message: 'Your changes are kept until you close the tab.',
    confirmLabel: 'Leave',
  },
};

export const LongHostileContent: Story = {
  args: { defaultOpen: true, trigger: undefined, message: hostileParagraph },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/**
 * On a phone on its side (667 x 375) a confirmation whose message is longer than the window:
 * she reaches the message's end, Cancel and the confirm button by scrolling inside it. The check
 * is about a window's height, which no visual mode has, so the story sets that viewport itself;
 * it takes no picture.
 */
export const ButtonsReachableOnAPhoneOnItsSide: Story = {
  globals: { viewport: { value: 'phoneLandscape', isRotated: false } },
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: 'Remove member?',
    message: `Are you sure you want to remove this member? ${hostileParagraph} ${hostileParagraph} Their check-ins stay on the boards, and they can be invited again later.`,
    confirmLabel: 'Remove',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove member?' });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await expectEveryControlReachable(dialog);
  },
};
