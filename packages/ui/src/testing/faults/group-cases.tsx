import { expect } from 'vitest';
import { waitFor, within } from '@testing-library/dom';
import { Route, Routes, useParams } from 'react-router-dom';
import { CreateGroupPage } from '../../features/groups/CreateGroupPage';
import { GroupScreen } from '../../features/groups/GroupPage/GroupScreen';
import { GroupSettingsPage } from '../../features/groups/GroupSettingsPage';
import { InvitesPage } from '../../features/invites/InvitesPage';
import type { MutationCase } from './cases';
import type { Screen } from './harness';

const found = { timeout: 5000 } as const;

/**
 * What was typed is checked under the session-expired prompt too: a modal prompt hides the page
 * from the accessibility tree, not from view.
 */
const underPrompt = { hidden: true } as const;

// The seed: Ana created Dawn Patrol Lifters (group 1), is a group Admin of Kettlebell Collective
// (group 3) and has pending invites to Marathon Prep Squad and the Strength Club, among others;
// Noor Haddad is in no group of hers and has no invite to one.
const DAWN = 1;
const KETTLEBELL = 3;
const ACCEPTED_GROUP = 'Marathon Prep Squad';
const DECLINED_GROUP = /Strength Club/;
const NOOR = { name: 'Noor Haddad', id: 'member-noor' } as const;

// the confirmation names the member it removes
const REMOVE_TITLE = /^Remove .+\?$/;
const NEW_GROUP = 'Lunch Break Lifters';
const NEW_GROUP_DESCRIPTION = 'Thirty minutes, three lifts.';
const RENAMED_GROUP = 'Dawn Patrol Sunrise';
const INVITED_EMAIL = 'friend@example.com';

/** Stands in for the group page, to show where a created group leads. */
function GroupPageStandIn() {
  const { groupId } = useParams();
  return <p>Group page {groupId}</p>;
}

const settingsScreen = (groupId: number, query = '') =>
  ({
    persona: 'member',
    path: `/groups/${groupId}/settings${query}`,
    route: '/groups/:groupId/settings',
    screen: () => <GroupSettingsPage />,
  }) as const;

const groupScreen = {
  persona: 'member',
  path: `/groups/${DAWN}`,
  route: '/groups/:groupId',
  screen: () => <GroupScreen />,
} as const;

const invitesScreen = {
  persona: 'member',
  path: '/invites',
  screen: () => <InvitesPage />,
} as const;

const settingsLoaded = ({ ui }: Screen, name?: string) =>
  ui.findByRole(
    'heading',
    { level: 1, name: name ? `Manage Group: ${name}` : /^Manage Group: / },
    found,
  );

/**
 * A member row's action on the settings' Members tab, for the last member offering it (never
 * the creator, who comes first), chosen by `perform` and kept: the seeded names are not fixed
 * here.
 */
function memberAction(action: 'Make Admin: ' | 'Remove ') {
  const pattern = action === 'Remove ' ? /^Remove (?!Admin)/ : /^Make Admin: /;
  let chosen = '';
  return {
    choose: async (screen: Screen): Promise<HTMLElement> => {
      await settingsLoaded(screen);
      const button = screen.ui.getAllByRole('button', { name: pattern }).at(-1);
      if (!button) throw new Error(`no member offers ${action}`);
      chosen = (button.getAttribute('aria-label') ?? '').slice(action.length);
      return button;
    },
    name: () => chosen,
    button: ({ ui }: Screen) => ui.getByRole('button', { name: `${action}${chosen}` }),
  };
}

const makeAdmin = memberAction('Make Admin: ');
const removeMember = memberAction('Remove ');

/** Opens the group page's Invite Member dialog and waits for its body (drawn after its frame). */
async function openInviteDialog({ ui, user }: Screen): Promise<HTMLElement> {
  await user.click(await ui.findByRole('button', { name: 'Invite Member' }, found));
  const dialog = await ui.findByRole('dialog', { name: 'Invite Member' });
  await within(dialog).findByRole('searchbox', { name: 'Name or e-mail' }, found);
  return dialog;
}

const inviteDialog = ({ ui }: Screen, options: { hidden?: boolean } = {}) =>
  within(ui.getByRole('dialog', { name: 'Invite Member', ...options }));

/** Accept or Decline on the pending invite to `group`. */
function inviteAnswer(answer: 'Accept' | 'Decline', group: string | RegExp) {
  const card = ({ ui }: Screen) => within(ui.getByRole('article', { name: group }));
  const busy = answer === 'Accept' ? 'Accepting...' : 'Declining...';
  return {
    perform: async (screen: Screen) => {
      await screen.ui.findByRole('article', { name: group }, found);
      await screen.user.click(card(screen).getByRole('button', { name: answer }));
    },
    control: (screen: Screen) =>
      card(screen).getByRole('button', { name: (name) => name === answer || name === busy }),
    expectSuccess: async ({ ui }: Screen) => {
      await waitFor(() => expect(ui.queryByRole('article', { name: group })).toBeNull(), found);
    },
  };
}

/** Groups, members and invitations: the mutations made there. */
export const groupCases: MutationCase[] = [
  {
    call: 'groups.create',
    persona: 'member',
    path: '/groups/create',
    screen: () => (
      <Routes>
        <Route path="/groups/create" element={<CreateGroupPage />} />
        <Route path="/groups/:groupId" element={<GroupPageStandIn />} />
      </Routes>
    ),
    perform: async ({ ui, user }) => {
      await user.type(ui.getByRole('textbox', { name: /Group name/ }), NEW_GROUP);
      await user.type(ui.getByRole('textbox', { name: 'Description' }), NEW_GROUP_DESCRIPTION);
      await user.click(ui.getByRole('button', { name: 'Create Group' }));
    },
    control: ({ ui }) => ui.getByRole('button', { name: /^(Create Group|Creating\.\.\.)$/ }),
    refusedField: {
      path: 'name',
      control: ({ ui }) => ui.getByRole('textbox', { name: /Group name/ }),
    },
    kept: ({ ui }) => {
      expect(ui.getByRole('textbox', { name: /Group name/, ...underPrompt })).toHaveProperty(
        'value',
        NEW_GROUP,
      );
      expect(ui.getByRole('textbox', { name: 'Description', ...underPrompt })).toHaveProperty(
        'value',
        NEW_GROUP_DESCRIPTION,
      );
    },
    typed: [NEW_GROUP, NEW_GROUP_DESCRIPTION],
    expectSuccess: async ({ ui }) => {
      await ui.findByText(/^Group page \d+$/, {}, found);
    },
  },
  {
    call: 'groups.update',
    ...settingsScreen(DAWN),
    perform: async (screen) => {
      const { ui, user } = screen;
      await settingsLoaded(screen);
      const name = ui.getByRole('textbox', { name: /Group name/ });
      await user.clear(name);
      await user.type(name, RENAMED_GROUP);
      await user.click(ui.getByRole('button', { name: 'Save Changes' }));
    },
    control: ({ ui }) => ui.getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/ }),
    refusedField: {
      path: 'name',
      control: ({ ui }) => ui.getByRole('textbox', { name: /Group name/ }),
    },
    kept: ({ ui }) => {
      expect(ui.getByRole('textbox', { name: /Group name/, ...underPrompt })).toHaveProperty(
        'value',
        RENAMED_GROUP,
      );
    },
    typed: [RENAMED_GROUP],
    expectSuccess: async (screen) => {
      await settingsLoaded(screen, RENAMED_GROUP);
    },
  },
  {
    call: 'groups.members.remove',
    ...settingsScreen(KETTLEBELL, '?tab=members'),
    perform: async (screen) => {
      await screen.user.click(await removeMember.choose(screen));
      const dialog = await screen.ui.findByRole('alertdialog', { name: REMOVE_TITLE });
      await screen.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    },
    // the confirmation's Remove while it is open (busy until the answer), else the row's Remove
    // that opens it again (a failure closes it, so the failure under the row can be read)
    control: (screen) => {
      const dialog = screen.ui.queryByRole('alertdialog', { name: REMOVE_TITLE });
      return dialog
        ? within(dialog).getByRole('button', { name: /^(Remove|Removing\.\.\.)$/ })
        : removeMember.button(screen);
    },
    // nothing is typed; the member chosen is still listed
    kept: ({ ui }) => {
      const list = ui.getByRole('list', { name: 'Members', ...underPrompt });
      expect(within(list).getByText(removeMember.name())).toBeTruthy();
    },
    expectSuccess: async (screen) => {
      // pressed again after a failure, the row's Remove asks once more: the member confirms
      const asked = screen.ui.queryByRole('alertdialog', { name: REMOVE_TITLE });
      const confirm =
        asked && within(asked).getByRole('button', { name: /^(Remove|Removing\.\.\.)$/ });
      if (confirm && confirm.getAttribute('aria-disabled') !== 'true') {
        await screen.user.click(confirm);
      }
      await waitFor(() => {
        expect(screen.ui.queryByRole('alertdialog', { name: REMOVE_TITLE })).toBeNull();
        const list = screen.ui.getByRole('list', { name: 'Members' });
        expect(within(list).queryByText(removeMember.name())).toBeNull();
      }, found);
    },
  },
  {
    call: 'groups.members.setRole',
    ...settingsScreen(DAWN, '?tab=members'),
    perform: async (screen) => {
      await screen.user.click(await makeAdmin.choose(screen));
    },
    control: makeAdmin.button,
    typed: ['Admin'],
    expectSuccess: async ({ ui }) => {
      await ui.findByRole('button', { name: `Remove Admin: ${makeAdmin.name()}` }, found);
    },
  },
  {
    call: 'groups.inviteUser',
    ...groupScreen,
    perform: async (screen) => {
      const dialog = within(await openInviteDialog(screen));
      await screen.user.type(dialog.getByRole('searchbox', { name: 'Name or e-mail' }), NOOR.name);
      const results = await dialog.findByRole('list', { name: 'Search results' }, found);
      await screen.user.click(within(results).getByRole('button', { name: `Invite ${NOOR.name}` }));
    },
    // the row's button: Invite, Sending... while the invite is on its way, then Invited
    control: (screen) =>
      inviteDialog(screen).getByRole('button', {
        name: (label) =>
          ['Invite', 'Sending...', 'Invited'].some((state) => label === `${state} ${NOOR.name}`),
      }),
    kept: (screen) => {
      expect(
        inviteDialog(screen, underPrompt).getByRole('searchbox', {
          name: 'Name or e-mail',
          ...underPrompt,
        }),
      ).toHaveProperty('value', NOOR.name);
    },
    typed: [NOOR.id],
    expectSuccess: async (screen) => {
      await inviteDialog(screen).findByRole('button', { name: `Invited ${NOOR.name}` }, found);
    },
  },
  {
    call: 'groups.inviteByEmail',
    ...groupScreen,
    perform: async (screen) => {
      const dialog = within(await openInviteDialog(screen));
      await screen.user.type(
        dialog.getByRole('textbox', { name: 'E-mail address' }),
        INVITED_EMAIL,
      );
      await screen.user.click(dialog.getByRole('button', { name: 'Send Invite' }));
    },
    control: (screen) =>
      inviteDialog(screen).getByRole('button', { name: /^(Send Invite|Sending\.\.\.)$/ }),
    refusedField: {
      path: 'email',
      control: (screen) => inviteDialog(screen).getByRole('textbox', { name: 'E-mail address' }),
    },
    kept: (screen) => {
      expect(
        inviteDialog(screen, underPrompt).getByRole('textbox', {
          name: 'E-mail address',
          ...underPrompt,
        }),
      ).toHaveProperty('value', INVITED_EMAIL);
    },
    typed: [INVITED_EMAIL],
    expectSuccess: async (screen) => {
      await inviteDialog(screen).findByText(`Invite sent to ${INVITED_EMAIL}`, {}, found);
    },
  },
  { call: 'invites.accept', ...invitesScreen, ...inviteAnswer('Accept', ACCEPTED_GROUP) },
  { call: 'invites.reject', ...invitesScreen, ...inviteAnswer('Decline', DECLINED_GROUP) },
];
