import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db, handlers, outage, scenarios } from '@reprally/mocks';
import { InviteMembers } from './InviteMembers';
import { expectCutAtLineEnd, textBox } from '../../../testing/text-shown';

/** Ana's own group in the seed. */
const dawnPatrolId = () => {
  const group = db.tables.groups.find((row) => row.name === 'Dawn Patrol Lifters');
  if (!group) throw new Error('seed: Dawn Patrol Lifters missing');
  return group.id;
};

/** The name of a member of the seed, by id. */
const nameOf = (memberId: string) => {
  const member = db.tables.members.find((row) => row.id === memberId);
  if (!member?.name) throw new Error(`seed: member ${memberId} missing or without a name`);
  return member.name;
};

const meta = {
  title: 'Invites/InviteMembers',
  component: InviteMembers,
  tags: ['autodocs'],
  args: { groupId: 0 },
  render: () => <InviteMembers groupId={dawnPatrolId()} />,
} satisfies Meta<typeof InviteMembers>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchFor = async (
  canvas: ReturnType<typeof within>,
  userEvent: { type: (element: Element, text: string) => Promise<void> },
  text: string,
) => {
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Name or e-mail' }), text);
};

/** Every avatar in `root` has drawn its photo or, failing that, its initials. */
const avatarsDrawn = (root: HTMLElement) =>
  waitFor(() => {
    const avatars = [...root.querySelectorAll('[data-size]')];
    expect(avatars.length).toBeGreaterThan(0);
    for (const avatar of avatars) expect(avatar.childElementCount).toBeGreaterThan(0);
  });

/** Nothing searched yet: the search field and the e-mail invite. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Name or e-mail' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Typing searches after a pause; Invite turns to Invited for that row only. */
export const InviteByName: Story = {
  play: async ({ canvas, userEvent }) => {
    await searchFor(canvas, userEvent, 'Noor');
    const results = await canvas.findByRole('list', { name: 'Search results' });
    // the name is written beside each avatar: the avatar is not read as a second one
    await avatarsDrawn(results);
    await expect(within(results).queryAllByRole('img')).toHaveLength(0);
    const invite = within(results).getByRole('button', { name: 'Invite Noor Haddad' });
    await userEvent.click(invite);
    await expect(
      await within(results).findByRole('button', { name: 'Invited Noor Haddad' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      db.tables.invites.filter(
        (row) => row.inviteeId === 'member-noor' && row.groupId === dawnPatrolId(),
      ),
    ).toHaveLength(1);
  },
};

/**
 * Someone in the group already has 'Member' in place of Invite; inviting someone with an invite
 * on its way already (the server answers 409) says 'Invited', as she wanted, not a failure.
 */
export const MembersAndInvitedAlready: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = dawnPatrolId();
    const member = db.tables.groupMemberships.find(
      (row) => row.groupId === group && row.memberId !== 'member-ana',
    );
    const pending = db.tables.invites.find((row) => row.groupId === group && row.inviteeId);
    if (!member || !pending?.inviteeId) throw new Error('seed: no member or pending invite');
    const search = canvas.getByRole('searchbox', { name: 'Name or e-mail' });

    const memberName = nameOf(member.memberId);
    await searchFor(canvas, userEvent, memberName);
    const results = await canvas.findByRole('list', { name: 'Search results' });
    const row = (await within(results).findByText(memberName)).closest('li') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Member')).toBeVisible());
    await expect(within(row).queryByRole('button')).toBeNull();

    const invitedName = nameOf(pending.inviteeId);
    await userEvent.clear(search);
    await searchFor(canvas, userEvent, invitedName);
    const again = within(await canvas.findByRole('list', { name: 'Search results' }));
    await userEvent.click(await again.findByRole('button', { name: `Invite ${invitedName}` }));
    await expect(
      await again.findByRole('button', { name: `Invited ${invitedName}` }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A 200-character name in the results keeps to one line and shows as much as the row holds
 * before its ellipsis, so she can tell the member from others who share a first name.
 */
export const LongNameInResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await searchFor(canvas, userEvent, 'Hubert');
    const results = await canvas.findByRole('list', { name: 'Search results' });
    await expectCutAtLineEnd(within(results).getByText(/^Hubert Wolfeschlegel/));
    await expect(results.scrollWidth).toBeLessThanOrEqual(results.clientWidth + 1);
  },
};

/** While an invite is on its way its row says 'Sending...'; the other rows stay free. */
export const Sending: Story = {
  parameters: {
    msw: {
      handlers: { groupInvites: scenarios.groupInvites.pending({ calls: ['groups.inviteUser'] }) },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await searchFor(canvas, userEvent, 'a');
    const results = await canvas.findByRole('list', { name: 'Search results' });
    // someone outside the group: a member's row turns to 'Member' once the group has loaded
    const group = dawnPatrolId();
    const inGroup = new Set(
      db.tables.groupMemberships
        .filter((row) => row.groupId === group)
        .map((row) => `Invite ${nameOf(row.memberId)}`),
    );
    const first = within(results)
      .getAllByRole('button', { name: /^Invite / })
      .find((button) => !inGroup.has(button.getAttribute('aria-label') ?? ''));
    if (!first) throw new Error('no result');
    const name = first.getAttribute('aria-label')?.replace(/^Invite /, '') ?? '';
    await userEvent.click(first);
    await expect(
      await within(results).findByRole('button', { name: `Sending... ${name}` }),
    ).toHaveAttribute('aria-busy', 'true');
    const others = within(results).getAllByRole('button', { name: /^Invite / });
    await expect(others.length).toBeGreaterThan(0);
    await expect(others[0]).not.toHaveAttribute('aria-disabled');
  },
};

/** The invite fails: the row shows why and Invite again retries. */
export const InviteFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        groupInvites: scenarios.groupInvites.error(500, { calls: ['groups.inviteUser'] }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await searchFor(canvas, userEvent, 'Noor');
    const results = await canvas.findByRole('list', { name: 'Search results' });
    await userEvent.click(within(results).getByRole('button', { name: 'Invite Noor Haddad' }));
    const error = await within(results).findByRole('alert');
    await expect(error).toHaveTextContent('Failed to invite user: 500');
    const retry = within(results).getByRole('button', { name: 'Invite Noor Haddad' });
    await expect(retry).toHaveAccessibleDescription('Failed to invite user: 500');
    await userEvent.click(retry);
    await expect(await within(results).findByRole('alert')).toHaveTextContent(
      'Failed to invite user: 500',
    );
  },
};

/**
 * No match: the query is quoted as typed, markup and all, as text, in a direction of its own (a
 * right-to-left override left open in it cannot turn the closing quote around). The message
 * stands where the results would, drawn as every 'nothing here yet' is: a line of body text,
 * centred.
 */
export const NoUsersFound: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await searchFor(canvas, userEvent, '<b>zz</b>{Enter}');
    const query = await canvas.findByText('<b>zz</b>', { selector: 'bdi' });
    const message = query.parentElement;
    if (!message) throw new Error('no message around the query');
    await expect(message).toHaveTextContent('No users found matching "<b>zz</b>"');
    await expect(message).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(message.tagName).toBe('P');
    const section = canvas.getByRole('region', { name: 'Search users' }).getBoundingClientRect();
    const line = textBox(message);
    const offCentre = line.left + line.width / 2 - (section.left + section.width / 2);
    await expect(Math.abs(offCentre)).toBeLessThanOrEqual(1);
  },
};

/**
 * Each search says how it ended in the one polite live region that was on the page before it:
 * 'Searching...', then how many people it found ('1 user found', '12 users found'), or that it
 * found none.
 */
export const SearchOutcomesAnnounced: Story = {
  // it ends as NoUsersFound does, whose picture that is
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const section = canvas.getByRole('region', { name: 'Search users' });
    const regions = within(section).getAllByRole('status');
    await expect(regions).toHaveLength(1);
    const [live] = regions;
    if (!live) throw new Error('no live region');
    await expect(live).toHaveTextContent(/^$/);
    const search = canvas.getByRole('searchbox', { name: 'Name or e-mail' });

    await searchFor(canvas, userEvent, 'Noor');
    await expect(live).toHaveTextContent('Searching...');
    await canvas.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(live).toHaveTextContent(/^1 user found$/));

    await userEvent.clear(search);
    await searchFor(canvas, userEvent, 'a');
    await waitFor(() => expect(live).toHaveTextContent(/^\d+ users found$/));
    const rows = within(canvas.getByRole('list', { name: 'Search results' })).getAllByRole(
      'listitem',
    );
    await expect(rows.length).toBeGreaterThan(1);
    await expect(live).toHaveTextContent(`${rows.length} users found`);

    await userEvent.clear(search);
    await searchFor(canvas, userEvent, 'zz{Enter}');
    await waitFor(() => expect(live).toHaveTextContent(/^No users found matching "zz"$/));
    // the same region all along: one that appears with its text is often not read
    await expect(within(section).getAllByRole('status')).toEqual([live]);
  },
};

/** Blank text never searches. */
export const BlankQuery: Story = {
  play: async ({ canvas, userEvent }) => {
    await searchFor(canvas, userEvent, '   {Enter}');
    await expect(canvas.queryByText('Searching...')).toBeNull();
    await expect(canvas.queryByText(/No users found/)).toBeNull();
  },
};

/** The search is still running. */
export const Searching: Story = {
  parameters: { msw: { handlers: { userSearch: scenarios.userSearch.pending() } } },
  play: async ({ canvas, userEvent }) => {
    await searchFor(canvas, userEvent, 'Noor{Enter}');
    await expect(await canvas.findByText('Searching...')).toBeVisible();
  },
};

/** The search fails: its message with 'Try Again'. */
export const SearchFailed: Story = {
  parameters: { msw: { handlers: { userSearch: scenarios.userSearch.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    await searchFor(canvas, userEvent, 'Noor{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to search users: 500');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** An outage of the user search (a story that brings it back). */
const searchOutage = outage();

/**
 * The search fails, and the server comes back: 'Try Again', from the keyboard, searches again;
 * the failure and its button give way to the search, and focus goes to the search field above
 * it (not to the page's start), from where the results are the next stop.
 */
export const SearchTryAgainFromTheKeyboard: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: { userSearch: [searchOutage.failing('users.search'), ...handlers.userSearch] },
    },
  },
  beforeEach: () => {
    searchOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await searchFor(canvas, userEvent, 'Noor{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to search users: 503');
    searchOutage.end();
    within(alert).getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    const results = await canvas.findByRole('list', { name: 'Search results' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Name or e-mail' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(results).getByRole('button', { name: 'Invite Noor Haddad' })).toHaveFocus();
  },
};

/** An address without '@' is refused before anything is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'friend.example.com{Enter}');
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('friend.example.com');
    await userEvent.type(field, 'x');
    await expect(canvas.queryByText('Please enter a valid email address')).toBeNull();
  },
};

/**
 * Send Invite pressed with an address that is not one: the message under the field, and focus on
 * the field, which a screen reader reads with it, rather than on the button, where nothing says
 * the invite did not go.
 */
export const InvalidEmailFromTheButton: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'friend.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

/** A valid address: 'Invite sent to ...' and the field empties for the next one. */
export const EmailSent: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'friend@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invite' }));
    // said politely: in a status (the search's outcomes have one of their own)
    const sent = await canvas.findByText('Invite sent to friend@example.com');
    await expect(sent.closest('[role="status"]')).not.toBeNull();
    await expect(field).toHaveValue('');
  },
};

/**
 * She finds Noor by name and invites her by e-mail instead, with her address: Noor's row says
 * 'Invited' at once, not offering a second invite (which the server would refuse as one sent).
 */
export const InvitedByEmailShowsInTheResults: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const noor = db.tables.members.find((row) => row.id === 'member-noor');
    if (!noor?.email) throw new Error('seed: Noor or her address missing');
    await searchFor(canvas, userEvent, 'Noor');
    const results = await canvas.findByRole('list', { name: 'Search results' });
    await expect(within(results).getByRole('button', { name: 'Invite Noor Haddad' })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'E-mail address' }),
      noor.email.toUpperCase(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invite' }));
    await expect(await canvas.findByText(/^Invite sent to /)).toBeVisible();
    await expect(
      await within(results).findByRole('button', { name: 'Invited Noor Haddad' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The e-mail invite fails: the message under the field, the address kept, focus on it. */
export const EmailFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        groupInvites: scenarios.groupInvites.error(500, { calls: ['groups.inviteByEmail'] }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'friend@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(canvas.getByText('Failed to send email invite: 500')).toBeVisible());
    await expect(field).toHaveValue('friend@example.com');
    // the reason is read with the field, where focus goes: pressing Enter there sends it again
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription('Failed to send email invite: 500');
  },
};

/**
 * Her own address, in her own group: the server answers 409 with its reason, which shows under
 * the field instead of 'Failed to send email invite: 409'; nothing is reported as an error.
 */
export const EmailAlreadyInTheGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    // this invite's failure would be reported under these words; a report an earlier story's
    // last failure sent may still land here, and is not this story's
    const reports = () =>
      db.tables.errorReports.filter(({ report }) => /email invite/i.test(String(report.message)));
    const reportsBefore = reports().length;
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'ana.moreno@example.com{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('That person is already a member of this group'),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(/Failed to send email invite/)).toBeNull();
    await expect(field).toHaveValue('ana.moreno@example.com');
    // an error report would have gone out with the failure
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(reports()).toHaveLength(reportsBefore);
  },
};

/**
 * The server refuses the address: its message under the field instead of the failure, the field
 * invalid and focused, the address kept, and Send Invite ready again.
 */
export const EmailRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: {
        groupInvites: scenarios.groupInvites.error(400, {
          calls: ['groups.inviteByEmail'],
          message: 'email: This address already belongs to a member of the group',
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'ana.moreno@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'This address already belongs to a member of the group',
      ),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.queryByText(/Failed to send email invite/)).toBeNull();
    await expect(field).toHaveValue('ana.moreno@example.com');
    await expect(canvas.getByRole('button', { name: 'Send Invite' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};
