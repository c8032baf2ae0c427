import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { db, scenarios } from '@reprally/mocks';
import { Button } from '../../../primitives/Button';
import { useSignedInUserId } from '../../../session/SessionContext';
import { canManageGroup } from '../../groups/group-standing';
import { useGroup } from '../../groups/useGroup';
import { InviteMemberDialog } from './InviteMemberDialog';
import { demoteAnaIn } from '../../../testing/group-changed-elsewhere';
import { holdFrames } from '../../../testing/late-frames';
import { AwayAndBack, goAwayAndBack } from '../../../testing/away-and-back';
import { expectEveryControlReachable } from '../../../testing/reachable-in-window';

/** The dialog behind an opener, as the group page renders it. */
function WithOpener() {
  const [open, setOpen] = useState(false);
  const group = db.tables.groups.find((row) => row.name === 'Dawn Patrol Lifters');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite Member</Button>
      <InviteMemberDialog groupId={group?.id ?? 0} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Invites/InviteMemberDialog',
  component: InviteMemberDialog,
  tags: ['autodocs'],
  args: { groupId: 0, open: false, onOpenChange: () => undefined },
  render: () => <WithOpener />,
} satisfies Meta<typeof InviteMemberDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens it with focus inside, Escape closes it and focus goes back. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Invite Member' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    await expect(dialog).toHaveAccessibleDescription(
      'Search for members to invite, or invite someone by e-mail.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('searchbox', { name: 'Name or e-mail' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * On a busy page that paints late, she opens the dialog and closes it with Escape before the
 * frame that opened it has painted: focus goes back to 'Invite Member' and stays there when
 * that frame comes.
 */
export const ClosedBeforeItPainted: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Invite Member' });
    const frames = holdFrames();
    try {
      opener.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
      await waitFor(() =>
        expect(within(dialog).getByRole('searchbox', { name: 'Name or e-mail' })).toHaveFocus(),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(opener).toHaveFocus());
      // the late frame comes while the dialog fades out
      await expect(dialog).toBeInTheDocument();
      frames.paint();
    } finally {
      frames.restore();
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(opener).toHaveFocus();
  },
};

/**
 * Open: search, invite one result; reopening starts afresh, and the person she invited is shown
 * as invited rather than offered again.
 */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite Member' }));
    await userEvent.type(await dialog.findByRole('searchbox', { name: 'Name or e-mail' }), 'Noor');
    await userEvent.click(await dialog.findByRole('button', { name: 'Invite Noor Haddad' }));
    await expect(await dialog.findByRole('button', { name: 'Invited Noor Haddad' })).toBeVisible();
    // the button only changes its name: a polite status says it to a screen reader
    const said = (ui: typeof dialog) =>
      ui.queryAllByRole('status').map((status) => status.textContent);
    await expect(said(dialog)).toContain('Invited Noor Haddad');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    const again = within(await screen.findByRole('dialog', { name: 'Invite Member' }));
    const search = await again.findByRole('searchbox', { name: 'Name or e-mail' });
    await expect(search).toHaveValue('');
    await userEvent.type(search, 'Noor');
    await expect(await again.findByRole('button', { name: 'Invited Noor Haddad' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // invited before this dialog opened: nothing new to say
    await expect(said(again)).not.toContain('Invited Noor Haddad');
  },
};

/**
 * An address she typed and has not sent waits for her: closed with Escape or Close, or left for
 * another part of the app, the dialog opens again with it in its field. Once the invite is sent,
 * the field starts empty.
 */
export const EmailKeptWhileClosed: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <AwayAndBack>
      <WithOpener />
    </AwayAndBack>
  ),
  play: async ({ canvas, userEvent }) => {
    const openDialog = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Invite Member' }));
      return { dialog, field: await dialog.findByRole('textbox', { name: 'E-mail address' }) };
    };
    const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    let { dialog, field } = await openDialog();
    await userEvent.type(field, 'friend@exa');
    await userEvent.keyboard('{Escape}');
    await closed();
    ({ dialog, field } = await openDialog());
    await expect(field).toHaveValue('friend@exa');
    await userEvent.type(field, 'mple.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await closed();

    await goAwayAndBack(canvas);
    ({ dialog, field } = await openDialog());
    await expect(field).toHaveValue('friend@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invite' }));
    await expect(await dialog.findByText('Invite sent to friend@example.com')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await closed();
    ({ field } = await openDialog());
    await expect(field).toHaveValue('');
  },
};

/** The dialog opened from its opener: its e-mail field. */
async function openEmailField(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Invite Member' }));
  return dialog.findByRole('textbox', { name: 'E-mail address' });
}

/** Presses Send Invite for `address`, and closes the dialog before the answer. */
async function sendAndClose(canvas: ReturnType<typeof within>, address: string) {
  await userEvent.type(await openEmailField(canvas), address);
  await userEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/**
 * She sends an invite by e-mail and closes the dialog before the server has answered. The
 * invite is made, and the address goes with it: opening the dialog again, the field is empty,
 * not offering the same invite twice.
 */
export const EmailSentAfterItClosed: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groupInvites: scenarios.groupInvites.slow(600, { calls: ['groups.inviteByEmail'] }),
      },
    },
  },
  play: async ({ canvas }) => {
    await sendAndClose(canvas, 'friend@example.com');
    await waitFor(
      () =>
        expect(db.tables.invites.filter((row) => row.email === 'friend@example.com')).toHaveLength(
          1,
        ),
      { timeout: 5000 },
    );
    await expect(await openEmailField(canvas)).toHaveValue('');
  },
};

/**
 * She sends an invite by e-mail and closes the dialog; the invite fails while it is closed, and
 * the failure is reported. Opening it again, the field holds her address and says why, as if
 * she had stayed; once, as the failure was then told.
 */
export const EmailFailedAfterItClosed: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groupInvites: scenarios.groupInvites.error(500, {
          calls: ['groups.inviteByEmail'],
          after: 300,
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const failed = 'Failed to send email invite: 500';
    const reports = () => db.tables.errorReports.filter(({ report }) => report.message === failed);
    const reportedBefore = reports().length;
    await sendAndClose(canvas, 'friend@example.com');
    await waitFor(() => expect(reports()).toHaveLength(reportedBefore + 1), { timeout: 5000 });

    const field = await openEmailField(canvas);
    await expect(field).toHaveValue('friend@example.com');
    await expect(field).toHaveAccessibleDescription(failed);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openEmailField(canvas);
    await expect(again).toHaveValue('friend@example.com');
    await expect(again).not.toHaveAccessibleDescription(failed);
  },
};

/**
 * Offline, she sends an invite by e-mail: it waits for the connection ('Sending...'). She closes
 * the dialog before the connection returns. The invite was never sent, so nothing failed and
 * nothing is reported; back online, the dialog opens with her address, ready to send.
 */
export const EmailLeftWhileOffline: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  // every story ends back online
  beforeEach: () => () => onlineManager.setOnline(true),
  play: async ({ canvas }) => {
    // this invite's failure, or its cancelling, would be reported under these words; a report an
    // earlier story's last failure sent may still land here, and is not this story's
    const reports = () =>
      db.tables.errorReports
        .map(({ report }) => String(report.message))
        .filter((message) => /email invite|abort/i.test(message));
    const reportsBefore = reports();
    const invitesBefore = db.tables.invites.length;
    onlineManager.setOnline(false);
    await userEvent.type(await openEmailField(canvas), 'friend@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    await expect(await screen.findByRole('button', { name: 'Sending...' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    onlineManager.setOnline(true);

    const field = await openEmailField(canvas);
    await expect(field).toHaveValue('friend@example.com');
    await expect(field).not.toHaveAccessibleDescription(/Failed/);
    await expect(screen.getByRole('button', { name: 'Send Invite' })).not.toHaveAttribute(
      'aria-busy',
    );
    // a report would have gone at once, as the dialog closed: give it time to arrive
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(reports()).toEqual(reportsBefore);
    await expect(db.tables.invites).toHaveLength(invitesBefore);
  },
};

// Kettlebell Collective: a public group someone else created, Ana one of its Admins
const KETTLEBELL = 3;

/**
 * The dialog behind the group page's opener, which is there while the group, as read, says she
 * manages it (its creator or an Admin). The dialog itself stays while open.
 */
function WithOpenerWhileSheManages({ groupId }: { groupId: number }) {
  const [open, setOpen] = useState(false);
  const { data: group } = useGroup(groupId);
  const userId = useSignedInUserId();
  return (
    <>
      {group && canManageGroup(group, userId) ? (
        <Button onClick={() => setOpen(true)}>Invite Member</Button>
      ) : null}
      <InviteMemberDialog groupId={groupId} open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * Ana is made a plain member of Kettlebell Collective while its invite dialog is open, and then
 * sends an e-mail invite: the server refuses it (403), the failure shows under the field with the
 * address kept, and the group is read again, so the page no longer offers 'Invite Member'.
 */
export const EmailInviteRefusedAfterDemotion: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <WithOpenerWhileSheManages groupId={KETTLEBELL} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite Member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite Member' }));
    const field = await dialog.findByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'friend@example.com');
    demoteAnaIn(KETTLEBELL);
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(dialog.getByText('Failed to send email invite: 403')).toBeVisible());
    await expect(field).toHaveValue('friend@example.com');
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Invite Member', hidden: true })).toBeNull(),
    );
  },
};

/**
 * Ana is made a plain member of the group while its invite dialog is open, and then invites
 * someone she found: the server refuses it (403), the row says so, and the group is read again,
 * so the page no longer offers 'Invite Member'.
 */
export const InviteRefusedAfterDemotion: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <WithOpenerWhileSheManages groupId={KETTLEBELL} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite Member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite Member' }));
    await userEvent.type(await dialog.findByRole('searchbox', { name: 'Name or e-mail' }), 'Noor');
    const invite = await dialog.findByRole('button', { name: 'Invite Noor Haddad' });
    demoteAnaIn(KETTLEBELL);
    await userEvent.click(invite);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to invite user: 403');
    await expect(dialog.getByRole('searchbox', { name: 'Name or e-mail' })).toHaveValue('Noor');
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Invite Member', hidden: true })).toBeNull(),
    );
  },
};

/**
 * On a phone on its side (667 x 375): with results for her search listed, she reaches the search
 * field, every result's button and Close inside the window by scrolling inside the dialog. The
 * check is about a window's height, which no visual mode has, so the story sets that viewport
 * itself; it takes no picture.
 */
export const EveryControlReachableOnAPhoneOnItsSide: Story = {
  globals: { viewport: { value: 'phoneLandscape', isRotated: false } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    const search = await within(dialog).findByRole('searchbox', { name: 'Name or e-mail' });
    await userEvent.type(search, 'a');
    await within(dialog).findAllByRole('button', { name: /^Invite / });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await expectEveryControlReachable(dialog);
  },
};
