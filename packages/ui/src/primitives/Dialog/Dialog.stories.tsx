import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { TextField } from '../TextField/TextField';
import { Stack } from '../../layout/Stack';
import { hostileParagraph, longWord, scriptText } from '../Field/hostile-content';
import { Dialog, DialogClose, dialogSizes } from './Dialog';
import { componentModes } from '../../foundations/modes';
import { expectPageCovered, middleOf } from '../../testing/page-covered';
import { expectEveryControlReachable } from '../../testing/reachable-in-window';

const meta = {
  title: 'Primitives/Dialog',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Dialog,
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  args: {
    title: 'Invite Member',
    description: 'Invite someone to join this group.',
    onOpenChange: fn(),
    trigger: <Button>Invite Member</Button>,
    children: (
      <Stack gap="md">
        <TextField label="Email" type="email" />
      </Stack>
    ),
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Send Invite</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Invite Member' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    await expect(dialog).toHaveAccessibleDescription('Invite someone to join this group.');
    // the scroll lock notes the scroll bar's width on <body> alone: were the note inherited, every
    // element of the page under the dialog would be restyled in the click that opens it
    const scrollBarWidth = '--removed-body-scroll-bar-size';
    document.body.style.setProperty(scrollBarWidth, '7px');
    const seenInThePage = getComputedStyle(trigger).getPropertyValue(scrollBarWidth);
    document.body.style.removeProperty(scrollBarWidth);
    await expect(seenInThePage).toBe('0px');
    // focus moves into the dialog and stays there
    const email = screen.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/**
 * A press outside the dialog lands on its overlay: it closes the dialog, and the button under it
 * is not pressed.
 */
export const PressOutsideCloses: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Invite Member' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Invite Member' });
    const overlay = await expectPageCovered(canvasElement, ...middleOf(trigger));
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // closed once, not opened again by the trigger under the overlay
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * A layer opened above the dialog from elsewhere in the app (here a confirmation; in the app the
 * prompt to log in again after the session expired): pressing its buttons answers that layer
 * only. The dialog stays open underneath, with what was typed into it.
 */
export const LayerAboveLeavesItOpen: Story = {
  args: { defaultOpen: true, trigger: undefined },
  render: function Render(args) {
    const [asked, setAsked] = useState(false);
    return (
      <>
        <Button onClick={() => setAsked(true)}>Check your session</Button>
        <Dialog {...args} />
        <ConfirmDialog
          open={asked}
          onOpenChange={setAsked}
          title="Your session has expired"
          message="Log in again to keep what you typed."
          confirmLabel="Log In"
          onConfirm={() => setAsked(false)}
        />
      </>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'noor@example.com');
    // the layer above opens from outside the dialog, as the app's prompt does
    fireEvent.click(canvas.getByRole('button', { name: 'Check your session', hidden: true }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Your session has expired' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('noor@example.com');
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Invite Member' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/**
 * A body drawn after the frame (`deferBody`): the press that opens the dialog commits the title
 * and Close alone, and the body follows in a render of its own. Focus moves once that frame has
 * painted (not inside the press, where it would make the browser lay the dialog out before its
 * frame) and ends on the body's first field, unless she has moved it herself meanwhile.
 */
export const BodyAfterTheFrame: Story = {
  args: { deferBody: true },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Invite Member' });
    // the press's own render (React's, in the microtask after the click) ends before this one
    trigger.click();
    await Promise.resolve();
    const dialog = screen.getByRole('dialog', { name: 'Invite Member' });
    await expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await expect(dialog.contains(document.activeElement)).toBe(false);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // opened again, she moves to Close before the body is there: focus stays on Close
    trigger.click();
    await Promise.resolve();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    await screen.findByRole('textbox', { name: 'Email' });
    await expect(close).toHaveFocus();
  },
};

/** The open state for review; no trigger behind it. */
export const Open: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    // visible once the fade-in has started
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const WithoutDescription: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    description: undefined,
    size: 'sm',
    title: 'Edit Profile',
    children: <p>Name and bio are shown to your groups.</p>,
    footer: <Button>Save</Button>,
  },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Edit Profile' })).not.toHaveAttribute(
      'aria-describedby',
    );
  },
};

export const LongHostileContent: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: `${scriptText} ${longWord}`,
    description: hostileParagraph,
    children: <p>{hostileParagraph}</p>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/**
 * A full-screen sheet on a phone. Primitives are captured in the light desktop mode only, so this
 * story sets the phone viewport itself to show and assert the sheet.
 */
export const FullScreenSheetOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    // a full-screen sheet on a phone
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
  },
};

/**
 * On a phone on its side (667 x 375) a dialog with a long description and a form taller than the
 * window: she reaches every field, Close and 'Send Invite' by scrolling inside the dialog, and a
 * field that takes focus is scrolled into the window. The check is about a window's height, which
 * no visual mode has, so the story sets that viewport itself; it takes no picture.
 */
export const EveryControlReachableOnAPhoneOnItsSide: Story = {
  globals: { viewport: { value: 'phoneLandscape', isRotated: false } },
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    defaultOpen: true,
    trigger: undefined,
    description: `Invite someone to join this group. ${hostileParagraph} ${hostileParagraph} They get an email with a link that works for seven days.`,
    children: (
      <Stack gap="md">
        <TextField label="Email" type="email" />
        <TextField label="Name" />
        <TextField label="Note" />
        <TextField label="Team" />
      </Stack>
    ),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await expectEveryControlReachable(dialog);
    // Tab from the last field to 'Send Invite' brings it into the window
    screen.getByRole('textbox', { name: 'Team' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    const send = screen.getByRole('button', { name: 'Send Invite' });
    await expect(send).toHaveFocus();
    const box = send.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/**
 * On a phone on its side, with the dialog scrolled to its end, Close is still in its corner, in
 * sight and on top of what scrolled under it, so a tap reaches it: a phone has no Escape key, and
 * scrolling back up to the title would be the only other way out. The check is about a window's
 * height, which no visual mode has, so the story sets that viewport itself; its picture shows the
 * dialog scrolled to its end.
 */
export const CloseInSightOnAPhoneOnItsSide: Story = {
  globals: { viewport: { value: 'phoneLandscape', isRotated: false } },
  args: EveryControlReachableOnAPhoneOnItsSide.args,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    dialog.scrollTop = dialog.scrollHeight;
    await waitFor(() =>
      expect(dialog.scrollTop + dialog.clientHeight).toBeGreaterThanOrEqual(
        dialog.scrollHeight - 1,
      ),
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const box = close.getBoundingClientRect();
    const panel = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(panel.top);
    await expect(box.bottom).toBeLessThanOrEqual(Math.min(panel.bottom, window.innerHeight));
    await expect(box.right).toBeLessThanOrEqual(panel.right);
    // nothing of the form is drawn over it
    await expect(
      close.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
    ).toBe(true);
  },
};
