import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { db } from '@reprally/mocks';
import { Button } from '../../../primitives/Button';
import { InviteMemberDialog } from './InviteMemberDialog';

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

/** Open: search, invite one result; reopening starts afresh. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite Member' }));
    await userEvent.type(await dialog.findByRole('searchbox', { name: 'Name or e-mail' }), 'Noor');
    await userEvent.click(await dialog.findByRole('button', { name: 'Invite Noor Haddad' }));
    await expect(await dialog.findByRole('button', { name: 'Invited Noor Haddad' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    const again = within(await screen.findByRole('dialog', { name: 'Invite Member' }));
    await expect(await again.findByRole('searchbox', { name: 'Name or e-mail' })).toHaveValue('');
  },
};
