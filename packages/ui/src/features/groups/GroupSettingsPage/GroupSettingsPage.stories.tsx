import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { db, handlers, heldAnswers, outage, personas, scenarios } from '@reprally/mocks';
import {
  GROUP_DETAILS_SAVED,
  GroupSettingsPage,
  noLongerAdmin,
  nowAdmin,
  removedFromGroup,
} from './GroupSettingsPage';
import { screenModes } from '../../../foundations/modes';
import { demoteAnaIn } from '../../../testing/group-changed-elsewhere';
import { inMainRegion } from '../../../testing/main-region';
import { AwayAndBack, goAwayAndBack } from '../../../testing/away-and-back';
import { MyGroupsPage } from '../MyGroupsPage/MyGroupsPage';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';

// seeded groups: Ana created Dawn Patrol Lifters (1), is a plain member of Iron Sisters (2) and a
// group Admin of Kettlebell Collective (3)
const DAWN = 1;
const SISTERS = 2;
const KETTLEBELL = 3;

const at = (groupId: number | string, query = '') => ({
  router: { path: `/groups/${groupId}/settings${query}`, route: '/groups/:groupId/settings' },
});

const meta = {
  title: 'Groups/GroupSettingsPage',
  component: GroupSettingsPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    ...at(DAWN),
  },
} satisfies Meta<typeof GroupSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every avatar in `root` has drawn its photo or, failing that, its initials. */
const avatarsDrawn = (root: HTMLElement) =>
  waitFor(() => {
    const avatars = [...root.querySelectorAll('[data-size]')];
    expect(avatars.length).toBeGreaterThan(0);
    for (const avatar of avatars) expect(avatar.childElementCount).toBeGreaterThan(0);
  });

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name: `Manage Group: ${name}` });
const nameField = () => screen.getByRole('textbox', { name: /Group name/ });

/** The creator on Group Details: the saved values, Back to Group, three tabs. */
export const Creator: Story = {
  play: async ({ canvas }) => {
    await expect(await heading('Dawn Patrol Lifters')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Group Settings | RepRally'));
    await expect(canvas.getByRole('link', { name: 'Back to Group' })).toHaveAttribute(
      'href',
      '/groups/1',
    );
    const tabs = canvas.getByRole('tablist', { name: 'Group settings' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Group Details', 'Members', 'Invite Users']);
    // all three fit side by side, also in the card on a phone: none lies behind the faded edge
    await expect(tabs.scrollWidth).toBeLessThanOrEqual(tabs.clientWidth);
    await expect(canvas.getByRole('tab', { name: 'Group Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(nameField()).toHaveValue('Dawn Patrol Lifters');
    await expect(canvas.getByRole('combobox', { name: 'Privacy' })).toHaveTextContent('Public');
  },
};

/**
 * A group Admin who did not create the group may manage it too; the creator has a badge, and no
 * actions on her row: she cannot be made a plain member or removed. Each member is named once:
 * the avatar beside the name is not read.
 */
export const GroupAdmin: Story = {
  parameters: at(KETTLEBELL, '?tab=members'),
  play: async ({ canvas }) => {
    await expect(await heading('Kettlebell Collective')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Members' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = canvas.getByRole('list', { name: 'Members' });
    // the name is written beside each avatar: the avatar is not read as a second one
    await avatarsDrawn(list);
    await expect(within(list).queryAllByRole('img')).toHaveLength(0);
    await expect(within(list).getAllByText('Creator')).toHaveLength(1);
    // Ana's own row has no actions
    const own = within(list).getByText('Ana Moreno').closest('li');
    if (!own) throw new Error('no row for Ana');
    await expect(within(own).queryByRole('button')).toBeNull();
    await expect(within(own).getByText('Admin')).toBeVisible();
    const creator = within(list).getByText('Creator').closest('li');
    if (!creator) throw new Error('no row for the creator');
    await expect(within(creator).queryByRole('button')).toBeNull();
    // the other members' rows keep theirs
    await expect(within(list).getAllByRole('button', { name: /^Remove / }).length).toBeGreaterThan(
      0,
    );
  },
};

/**
 * The creator's row carries one tag, 'Creator', as on the group's Members tab: she is an Admin of
 * her group as well, and a second tag would say nothing new. A group Admin's row says 'Admin'.
 */
export const CreatorTaggedOnce: Story = {
  parameters: { ...at(DAWN, '?tab=members'), chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await heading('Dawn Patrol Lifters');
    const list = canvas.getByRole('list', { name: 'Members' });
    const own = within(list).getByText('Ana Moreno').closest('li');
    if (!own) throw new Error('no row for Ana');
    await expect(within(own).getByText('Creator')).toBeVisible();
    await expect(within(own).queryByText('Admin')).toBeNull();
    await expect(within(list).getAllByText('Admin').length).toBeGreaterThan(0);
  },
};

/**
 * On a phone every member's row has the same shape: Make Admin and Remove stand under the name,
 * whether the name is short or long, instead of a short name pulling its buttons up beside it
 * while the next row's stand below. On a wider screen they stand on the name's line, a long name
 * (Hubert's) included.
 */
export const RowsOfOneShape: Story = {
  parameters: { ...at(KETTLEBELL, '?tab=members'), chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await heading('Kettlebell Collective');
    const list = canvas.getByRole('list', { name: 'Members' });
    const places = new Map(
      within(list)
        .getAllByRole('button', { name: /^Remove (?!Admin)/ })
        .map((remove) => {
          const row = remove.closest('li');
          if (!row) throw new Error('a Remove outside a row');
          const who = remove.getAttribute('aria-label')?.slice('Remove '.length) ?? '';
          const name = within(row).getByText(who);
          const under = remove.getBoundingClientRect().top >= name.getBoundingClientRect().bottom;
          return [who, under ? 'under the name' : 'beside the name'] as const;
        }),
    );
    await expect(places.size).toBeGreaterThan(3);
    if (window.innerWidth < 640) {
      await expect(new Set(places.values())).toEqual(new Set(['under the name']));
    } else {
      // a name too long for the row gives way: its buttons stay at the row's end, as every other's
      await expect(new Set(places.values())).toEqual(new Set(['beside the name']));
    }
  },
};

/** The page's own title, as the heading that stands when there is no group to name. */
const settingsHeading = () => screen.getByRole('heading', { level: 1, name: 'Group Settings' });

/** A plain member of the group: no settings for them, under the page's title. */
export const NotAllowed: Story = {
  parameters: at(SISTERS),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Group not found or you don't have access to manage this group."),
    ).toBeVisible();
    await expect(settingsHeading()).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

/** A group that does not exist reads the same. */
export const NotFound: Story = {
  parameters: at(999),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Group not found or you don't have access to manage this group."),
    ).toBeVisible();
    await expect(settingsHeading()).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

/** An outage of the group's read (a story that brings it back). */
const groupOutage = outage();

/**
 * The server fails to read the group: the same message, with 'Try Again', which (from the
 * keyboard) brings the settings once the server is back; focus then goes to the page, not the
 * document's start.
 */
export const TryAgainAfterAServerFailure: Story = {
  parameters: {
    // it ends as Creator's picture does
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: [groupOutage.failing('groups.get'), ...handlers.groups] } },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    groupOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Group not found or you don't have access to manage this group.",
    );
    await expect(settingsHeading()).toBeVisible();
    // a group screen's error can be dismissed
    await expect(
      within(canvas.getByRole('alert')).getByRole('button', { name: 'Dismiss' }),
    ).toBeVisible();
    groupOutage.end();
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await heading('Dawn Patrol Lifters')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/** An address whose id cannot be one: the page's title, and a way back to My Groups. */
export const InvalidId: Story = {
  parameters: at('abc'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid group ID');
    await expect(settingsHeading()).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Back to Group' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to My Groups' })).toHaveAttribute(
      'href',
      '/groups',
    );
  },
};

export const Loading: Story = {
  parameters: { ...at(DAWN), msw: { handlers: { groups: scenarios.groups.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading group')).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/**
 * Saving a new name sends only the name; the heading follows after the reload, and the form says
 * it is saved until she edits again.
 */
export const SaveDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Dawn Patrol');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await heading('Dawn Patrol')).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(GROUP_DETAILS_SAVED);
    await expect(db.tables.groups.find((group) => group.id === DAWN)).toMatchObject({
      name: 'Dawn Patrol',
      description: 'Lifting before sunrise, coffee after. All levels welcome.',
      isPrivate: false,
    });
  },
};

/** An outage of the group's read, begun once the settings are shown. */
const readAgainOutage = outage();

/**
 * The save lands, but reading the group again fails: the form and the title show what was saved,
 * under 'Group details saved.', not the name as it was before.
 */
export const SavedGroupReadAgainFails: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: [readAgainOutage.failing('groups.get'), ...handlers.groups] } },
  },
  beforeEach: () => {
    readAgainOutage.end();
  },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    readAgainOutage.start();
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Dawn Patrol');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(GROUP_DETAILS_SAVED);
    await expect(nameField()).toHaveValue('Dawn Patrol');
    await expect(await heading('Dawn Patrol')).toBeVisible();
    await expect(db.tables.groups.find((group) => group.id === DAWN)?.name).toBe('Dawn Patrol');
  },
};

/** An outage of My Groups' read and the group's, begun once she has seen both. */
const listsReadAgainOutage = outage();

/** My Groups, then the settings of the group she opens from it, then My Groups again. */
function FromMyGroups() {
  const [page, setPage] = useState<'groups' | 'settings'>('groups');
  return (
    <Stack gap="md">
      <Inline gap="sm">
        <Button
          variant="secondary"
          onClick={() => setPage((now) => (now === 'groups' ? 'settings' : 'groups'))}
        >
          {page === 'groups' ? 'Open its settings' : 'Back to My Groups'}
        </Button>
      </Inline>
      {page === 'groups' ? <MyGroupsPage /> : <GroupSettingsPage />}
    </Stack>
  );
}

/**
 * She renames a group and goes back to My Groups, whose read fails: the list shows the new name,
 * not the name she replaced.
 */
export const RenamedGroupListReadAgainFails: Story = {
  render: () => <FromMyGroups />,
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groups: [
          listsReadAgainOutage.failing('groups.list'),
          listsReadAgainOutage.failing('groups.get'),
          ...handlers.groups,
        ],
      },
    },
  },
  beforeEach: () => {
    listsReadAgainOutage.end();
    // the browser keeps a limited number of requests' timings: room for this story's
    performance.clearResourceTimings();
  },
  play: async ({ canvas, userEvent }) => {
    const myGroups = await canvas.findByRole('list', { name: 'My Groups' });
    await expect(within(myGroups).getByRole('link', { name: 'Dawn Patrol Lifters' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open its settings' }));
    await heading('Dawn Patrol Lifters');
    listsReadAgainOutage.start();
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Dawn Patrol');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(GROUP_DETAILS_SAVED);
    const back = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to My Groups' }));
    // the list is read again, and that read has failed (My Groups keeps what it had, unmarked)
    await waitFor(() =>
      expect(
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.endsWith('/users/me/groups') && entry.startTime >= back),
      ).toBe(true),
    );
    const listed = canvas.getByRole('list', { name: 'My Groups' });
    await expect(within(listed).getByRole('link', { name: 'Dawn Patrol' })).toBeVisible();
    await expect(within(listed).queryByRole('link', { name: 'Dawn Patrol Lifters' })).toBeNull();
  },
};

/** The saved note leaves with her next edit: it speaks of what is on the server, not the form. */
export const SavedNoteLeavesOnEdit: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    await userEvent.type(nameField(), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(GROUP_DETAILS_SAVED);
    await userEvent.type(nameField(), '?');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Nothing changed: Save sends nothing (the failing server would otherwise show its banner). */
export const NothingChanged: Story = {
  parameters: {
    ...at(DAWN),
    msw: { handlers: { groups: scenarios.groups.error(500, { calls: ['groups.update'] }) } },
  },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An empty name is refused under the field, which takes focus. */
export const NameRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    await userEvent.clear(nameField());
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByText('Group name is required')).toBeVisible();
    await waitFor(() => expect(nameField()).toHaveFocus());
  },
};

/**
 * The update fails: the red banner with Dismiss, the edit kept, the old heading stays (its
 * picture).
 */
export const SaveFailed: Story = {
  parameters: {
    ...at(DAWN),
    msw: { handlers: { groups: scenarios.groups.error(500, { calls: ['groups.update'] }) } },
  },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Dawn Patrol');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to update group: 500');
    await expect(nameField()).toHaveValue('Dawn Patrol');
    await expect(await heading('Dawn Patrol Lifters')).toBeVisible();
  },
};

/**
 * The failed save is about the details: on the Members tab it is not shown; back on Group
 * Details, it is there again, above her kept change, until she dismisses it.
 */
export const SaveFailureStaysWithTheDetails: Story = {
  parameters: {
    ...at(DAWN),
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: scenarios.groups.error(500, { calls: ['groups.update'] }) } },
  },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Dawn Patrol');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to update group: 500');
    await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));
    await expect(await canvas.findByRole('list', { name: 'Members' })).toBeVisible();
    await expect(canvas.queryByText('Failed to update group: 500')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Details' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to update group: 500');
    await expect(nameField()).toHaveValue('Dawn Patrol');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(nameField()).toHaveValue('Dawn Patrol');
  },
};

/**
 * She changes the name, looks at the Members tab (the details tab is gone from the page meanwhile)
 * and comes back: her change is there. Once saved, the tab shows the saved group.
 */
export const KeptAcrossTabs: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    await userEvent.clear(nameField());
    // the spaces at the end are hers; the name is saved without them
    await userEvent.type(nameField(), 'Dawn Patrol  ');
    await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));
    await expect(await canvas.findByRole('list', { name: 'Members' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Group Details' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Details' }));
    await waitFor(() => expect(nameField()).toHaveValue('Dawn Patrol  '));

    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await heading('Dawn Patrol')).toBeVisible();
    await expect(db.tables.groups.find((group) => group.id === DAWN)).toMatchObject({
      name: 'Dawn Patrol',
    });
    // saved: another visit to the tab starts from the group as it now is
    await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Details' }));
    await waitFor(() => expect(nameField()).toHaveValue('Dawn Patrol'));
  },
};

/**
 * She saves a new name and, while the save is on its way, changes the description. The saved name
 * shows in the heading; her description stays in its field, still hers to save, and the form does
 * not say it is saved, as it no longer matches what is. Her next save sends the description.
 */
export const EditedWhileSaving: Story = {
  parameters: {
    ...at(DAWN),
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: scenarios.groups.slow(1500, { calls: ['groups.update'] }) } },
  },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Dawn Patrol');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const description = canvas.getByRole('textbox', { name: /Description/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Sunrise lifts, then coffee.');
    // typed while the save was still on its way
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeVisible();

    await expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Manage Group: Dawn Patrol' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(nameField()).toHaveValue('Dawn Patrol');
    await expect(description).toHaveValue('Sunrise lifts, then coffee.');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(db.tables.groups.find((row) => row.id === DAWN)).toMatchObject({
      name: 'Dawn Patrol',
      description: 'Lifting before sunrise, coffee after. All levels welcome.',
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      GROUP_DETAILS_SAVED,
    );
    await expect(db.tables.groups.find((row) => row.id === DAWN)).toMatchObject({
      name: 'Dawn Patrol',
      description: 'Sunrise lifts, then coffee.',
    });
  },
};

/** The details' update held back in the stories below, until they let it go. */
const heldUpdate = heldAnswers('groups.update');

/**
 * The beginning of the stories below: she saves 'Dawn Patrol' as the name, and the update is on
 * its way, held.
 */
async function saveNameHeld(
  canvas: ReturnType<typeof within>,
  userEvent: {
    clear: (element: Element) => Promise<void>;
    type: (element: Element, text: string) => Promise<void>;
    click: (element: Element) => Promise<void>;
  },
) {
  await heading('Dawn Patrol Lifters');
  await userEvent.clear(nameField());
  await userEvent.type(nameField(), 'Dawn Patrol');
  await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(heldUpdate.waiting).toBe(1));
}

/**
 * She saves a new name and looks at the Members tab before the answer. Back on Group Details, the
 * form rests under 'Saving...' with her name, with no second press to make, and then says it is
 * saved.
 */
export const SaveCameBackBeforeTheAnswer: Story = {
  parameters: {
    ...at(DAWN),
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: [heldUpdate.handler, ...handlers.groups] } },
  },
  beforeEach: () => {
    heldUpdate.on = true;
    return () => heldUpdate.letGo();
  },
  play: async ({ canvas, userEvent }) => {
    await saveNameHeld(canvas, userEvent);
    await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));
    await expect(await canvas.findByRole('list', { name: 'Members' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Details' }));
    await waitFor(() => expect(nameField()).toHaveValue('Dawn Patrol'));
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    heldUpdate.letGo();
    await expect(await heading('Dawn Patrol')).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(GROUP_DETAILS_SAVED);
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(db.tables.groups.find((group) => group.id === DAWN)).toMatchObject({
      name: 'Dawn Patrol',
    });
  },
};

/**
 * Her save fails after she has left the page: coming back, Group Details says why, once, above
 * her kept name, ready for another Save.
 */
export const SaveFailedWhileAway: Story = {
  parameters: {
    ...at(DAWN),
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groups: [heldUpdate.handler, ...scenarios.groups.error(500, { calls: ['groups.update'] })],
      },
    },
  },
  beforeEach: () => {
    heldUpdate.on = true;
    return () => heldUpdate.letGo();
  },
  render: () => (
    <AwayAndBack>
      <GroupSettingsPage />
    </AwayAndBack>
  ),
  play: async ({ canvas, userEvent }) => {
    await saveNameHeld(canvas, userEvent);
    await goAwayAndBack(canvas, {
      until: () => {
        heldUpdate.letGo();
        expect(heldUpdate.waiting).toBe(0);
      },
    });

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to update group: 500');
    await expect(nameField()).toHaveValue('Dawn Patrol');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(await heading('Dawn Patrol Lifters')).toBeVisible();
    // said once: dismissed, it does not come back with her next visit
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await goAwayAndBack(canvas);
    await waitFor(() => expect(nameField()).toHaveValue('Dawn Patrol'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * Someone else renames the group and makes it private while her form is open with a new
 * description she has not saved. Once the group is read again (here after she makes a member an
 * Admin on the Members tab), Group Details shows the new name and privacy beside her
 * description, and her save sends the description only: the other change stands.
 */
export const ChangedElsewhereWhileEditing: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const description = canvas.getByRole('textbox', { name: /Description/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Sunrise lifts, then coffee.');

    const group = db.tables.groups.find((row) => row.id === DAWN);
    if (!group) throw new Error('no seeded group 1');
    group.name = 'Dawn Patrol PM';
    group.isPrivate = true;

    await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));
    await userEvent.click(firstButton(/^Make Admin: /));
    await expect(await heading('Dawn Patrol PM')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Details' }));
    // the tab's panel shows a moment after the press
    await waitFor(() => expect(nameField()).toHaveValue('Dawn Patrol PM'));
    await expect(canvas.getByRole('combobox', { name: 'Privacy' })).toHaveTextContent('Private');
    await expect(canvas.getByRole('textbox', { name: /Description/ })).toHaveValue(
      'Sunrise lifts, then coffee.',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(GROUP_DETAILS_SAVED);
    await expect(db.tables.groups.find((row) => row.id === DAWN)).toMatchObject({
      name: 'Dawn Patrol PM',
      description: 'Sunrise lifts, then coffee.',
      isPrivate: true,
    });
  },
};

/**
 * Ana, an Admin of Kettlebell Collective, is made a plain member while its settings are open.
 * Her save is refused (403, the spec's failure text); the group is read again at once, and the
 * page says she may not manage it instead of offering the same refused press again.
 */
export const NoLongerAnAdmin: Story = {
  parameters: at(KETTLEBELL),
  play: async ({ canvas, userEvent }) => {
    await heading('Kettlebell Collective');
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Kettlebell Crew');
    demoteAnaIn(KETTLEBELL);

    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const message = await canvas.findByText(
      "Group not found or you don't have access to manage this group.",
    );
    await expect(message).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    // the button she pressed went with the settings: the message has its focus
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(db.tables.groups.find((row) => row.id === KETTLEBELL)?.name).toBe(
      'Kettlebell Collective',
    );
    await waitFor(() =>
      expect(db.tables.errorReports.map((row) => row.report.message)).toContain(
        'Failed to update group: 403',
      ),
    );
  },
};

/**
 * The same from the Members tab: Ana, made a plain member meanwhile, presses Make Admin from the
 * keyboard; the refusal reads the group again, the settings give way to the message, and the
 * message takes the focus the pressed button had, rather than the page's start.
 */
export const RoleChangeRefusedAfterDemotion: Story = {
  parameters: { ...at(KETTLEBELL, '?tab=members'), chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await heading('Kettlebell Collective');
    const list = await canvas.findByRole('list', { name: 'Members' });
    demoteAnaIn(KETTLEBELL);
    within(list)
      .getAllByRole('button', { name: /^Make Admin: / })[0]
      ?.focus();
    await userEvent.keyboard('{Enter}');
    const message = await canvas.findByText(
      "Group not found or you don't have access to manage this group.",
    );
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(settingsHeading()).toBeVisible();
  },
};

/**
 * The server refuses the description: its message under the field, which is invalid and
 * focused; no banner, the edit kept, and the button ready for another try.
 */
export const DescriptionRefused: Story = {
  parameters: {
    ...at(DAWN),
    msw: {
      handlers: {
        groups: scenarios.groups.error(400, {
          calls: ['groups.update'],
          message: 'description: Group descriptions cannot contain links',
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Our plan: https://example.com/plan');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription('Group descriptions cannot contain links'),
    );
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(description).toHaveFocus());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(/Failed to update group/)).toBeNull();
    await expect(description).toHaveValue('Our plan: https://example.com/plan');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/**
 * `alert` shows where she pressed `button`: in the same member's row, and in the window with it
 * (a phone's window is far shorter than the members' list).
 */
async function expectBesidePressed(alert: HTMLElement, button: HTMLElement) {
  await expect(alert.closest('li')).toBe(button.closest('li'));
  const { top, bottom } = alert.getBoundingClientRect();
  await expect(top).toBeGreaterThanOrEqual(0);
  await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
}

const firstButton = (name: RegExp) => {
  const button = screen.getAllByRole('button', { name })[0];
  if (!button) throw new Error(`no ${String(name)} button`);
  return button;
};

/** Make Admin: after the reload the row reads Admin and offers Remove Admin. */
export const MakeAdmin: Story = {
  parameters: at(DAWN, '?tab=members'),
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    const button = firstButton(/^Make Admin: /);
    const name = button.getAttribute('aria-label')?.replace('Make Admin: ', '') ?? '';
    await userEvent.click(button);
    await expect(
      await canvas.findByRole('button', { name: `Remove Admin: ${name}` }),
    ).toBeVisible();
    // only the label changed on the screen: a screen reader is told
    await waitFor(() => expect(status).toHaveTextContent(nowAdmin(name)));
  },
};

/**
 * Someone else removed a member while Ana's list was open, and Ana presses Make Admin on her:
 * the server refuses ('Failed to update member role: 404'), the group is read again and the
 * member's row leaves, with the failure it showed. The list says it, naming her, so the press
 * is not met with silence.
 */
export const RoleChangeForAMemberWhoLeftMeanwhile: Story = {
  parameters: { ...at(DAWN, '?tab=members'), chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const button = firstButton(/^Make Admin: /);
    const name = button.getAttribute('aria-label')?.replace('Make Admin: ', '') ?? '';
    const member = db.tables.members.find((row) => row.name === name);
    if (!member) throw new globalThis.Error(`no member named ${name}`);
    db.tables.groupMemberships = db.tables.groupMemberships.filter(
      (row) => !(row.groupId === DAWN && row.memberId === member.id),
    );
    await userEvent.click(button);
    // her row says it first, then leaves with her; the list says it from then on
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        `${name}: Failed to update member role: 404`,
      ),
    );
    const alert = canvas.getByRole('alert');
    await expect(canvas.queryByRole('button', { name: `Make Admin: ${name}` })).toBeNull();
    // dismissed, it goes
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Remove Admin: the label changes back, and a screen reader is told. */
export const RemoveAdmin: Story = {
  parameters: { ...at(DAWN, '?tab=members'), chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const button = firstButton(/^Remove Admin: /);
    const name = button.getAttribute('aria-label')?.replace('Remove Admin: ', '') ?? '';
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: `Make Admin: ${name}` })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(noLongerAdmin(name)));
  },
};

/** The role change fails: the failure shows under her row, by the button, which keeps focus. */
export const RoleChangeFailed: Story = {
  parameters: {
    ...at(DAWN, '?tab=members'),
    msw: {
      handlers: { groups: scenarios.groups.error(500, { calls: ['groups.members.setRole'] }) },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const button = firstButton(/^Make Admin: /);
    const label = button.getAttribute('aria-label') ?? '';
    await userEvent.click(button);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to update member role: 500');
    await expectBesidePressed(alert, button);
    await expect(canvas.getByRole('button', { name: label })).toHaveFocus();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Role changes held back in the stories below, until they let them go. */
const heldRole = heldAnswers('groups.members.setRole');

/** She presses the first Make Admin on the Members tab; its answer is held. Returns the name. */
async function makeAdminHeld(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
) {
  await heading('Dawn Patrol Lifters');
  const button = firstButton(/^Make Admin: /);
  const name = button.getAttribute('aria-label')?.replace('Make Admin: ', '') ?? '';
  await userEvent.click(button);
  await waitFor(() => expect(heldRole.waiting).toBe(1));
  return name;
}

/** Away to Group Details and back to the Members tab (its rows are drawn afresh). */
async function toDetailsAndBack(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
) {
  await userEvent.click(canvas.getByRole('tab', { name: 'Group Details' }));
  await waitFor(() => expect(nameField()).toBeVisible());
  await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));
  await expect(await canvas.findByRole('list', { name: 'Members' })).toBeVisible();
}

/**
 * She makes a member an Admin and looks at Group Details before the answer. Back on Members, the
 * row's button rests under 'Saving...' (no second press), then reads Remove Admin, and a screen
 * reader is told.
 */
export const RoleChangeCameBackBeforeTheAnswer: Story = {
  parameters: {
    ...at(DAWN, '?tab=members'),
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: [heldRole.handler, ...handlers.groups] } },
  },
  beforeEach: () => {
    heldRole.on = true;
    return () => heldRole.letGo();
  },
  play: async ({ canvas, userEvent }) => {
    const name = await makeAdminHeld(canvas, userEvent);
    await toDetailsAndBack(canvas, userEvent);
    const busy = canvas.getByRole('button', { name: `Make Admin: ${name}` });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveTextContent('Saving...');

    heldRole.letGo();
    await expect(
      await canvas.findByRole('button', { name: `Remove Admin: ${name}` }),
    ).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(nowAdmin(name)));
  },
};

/**
 * The role change fails while she is on Group Details: back on Members, the failure is said under
 * the member's row, once; dismissed, it does not come back on her next visit to the tab.
 */
export const RoleChangeFailedWhileAway: Story = {
  parameters: {
    ...at(DAWN, '?tab=members'),
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groups: [
          heldRole.handler,
          ...scenarios.groups.error(500, { calls: ['groups.members.setRole'] }),
        ],
      },
    },
  },
  beforeEach: () => {
    heldRole.on = true;
    return () => heldRole.letGo();
  },
  play: async ({ canvas, userEvent }) => {
    const name = await makeAdminHeld(canvas, userEvent);
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Details' }));
    await waitFor(() => expect(nameField()).toBeVisible());
    heldRole.letGo();
    await waitFor(() =>
      expect(
        db.tables.errorReports.filter((row) =>
          String(row.report.message).startsWith('Failed to update member role'),
        ),
      ).toHaveLength(1),
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to update member role: 500');
    const button = canvas.getByRole('button', { name: `Make Admin: ${name}` });
    await expectBesidePressed(alert, button);
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(button).toHaveFocus());
    await toDetailsAndBack(canvas, userEvent);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Removals held back in the story below, until it lets them go. */
const heldRemoval = heldAnswers('groups.members.remove');

/**
 * She confirms a member's removal and, while the dialog says 'Removing...', leaves the page with
 * the browser's Back (the dialog covers the page). Coming back before the answer, the row rests
 * under its busy buttons; when the answer comes the row leaves with the member, and the list
 * tells a screen reader who was removed, as it does for a removal she stayed for.
 */
export const RemovalCameBackBeforeTheAnswer: Story = {
  render: () => (
    <AwayAndBack>
      <GroupSettingsPage />
    </AwayAndBack>
  ),
  parameters: {
    ...at(DAWN, '?tab=members'),
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: [heldRemoval.handler, ...handlers.groups] } },
  },
  beforeEach: () => {
    heldRemoval.on = true;
    return () => heldRemoval.letGo();
  },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const remove = firstButton(/^Remove (?!Admin)/);
    const name = remove.getAttribute('aria-label')?.replace('Remove ', '') ?? '';
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(heldRemoval.waiting).toBe(1));
    // the browser's Back: the page goes, dialog and all
    canvas.getByRole('button', { name: 'Go elsewhere', hidden: true }).click();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(await canvas.findByRole('button', { name: 'Come back' }));
    await heading('Dawn Patrol Lifters');
    await expect(canvas.getByRole('button', { name: `Remove ${name}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    heldRemoval.letGo();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: `Remove ${name}` })).toBeNull(),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(removedFromGroup(name)),
    );
  },
};

/**
 * Dismissing a member's failure gives focus back to the button she pressed in that row, not to
 * the next member's Make Admin.
 */
export const RowFailureDismissed: Story = {
  parameters: { ...RoleChangeFailed.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const button = firstButton(/^Make Admin: /);
    await userEvent.click(button);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * A failure she was there for is said once: leaving the tab with it on screen and coming back,
 * the row does not say it again.
 */
export const RowFailureNotSaidTwice: Story = {
  parameters: { ...RoleChangeFailed.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    await userEvent.click(firstButton(/^Make Admin: /));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to update member role: 500',
    );
    await toDetailsAndBack(canvas, userEvent);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * Remove asks first in an accessible dialog, whose question names the member and whose sentence is
 * the spec's; confirming removes the row after the reload, and the
 * row that took its place has focus, so the next Tab goes on from there rather than from the top.
 * Answered from the keyboard.
 */
export const RemoveMember: Story = {
  parameters: at(DAWN, '?tab=members'),
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const list = canvas.getByRole('list', { name: 'Members' });
    const rows = within(list).getAllByRole('listitem');
    const remove = firstButton(/^Remove (?!Admin)/);
    const name = remove.getAttribute('aria-label')?.replace('Remove ', '') ?? '';
    const at = rows.findIndex((row) => row.contains(remove));
    const next = rows[at + 1] ?? rows[at - 1];
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    // the spec's sentence, under a question that names the member, her name set apart
    await expect(dialog).toHaveAccessibleName(`Remove ${name}?`);
    await expect(dialog.querySelector('bdi')).toHaveTextContent(name);
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to remove this member?',
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(rows.length - 1),
    );
    await expect(remove).not.toBeInTheDocument();
    await waitFor(() => expect(next).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(removedFromGroup(name));
  },
};

/** Cancel in the confirmation keeps the member. */
export const RemoveCancelled: Story = {
  parameters: at(DAWN, '?tab=members'),
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const before = canvas.getAllByRole('listitem').length;
    await userEvent.click(firstButton(/^Remove (?!Admin)/));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(before);
  },
};

/**
 * The removal fails: the dialog closes, the failure shows under the member's row, by the Remove
 * button, which has focus again, and the member stays.
 */
export const RemoveFailed: Story = {
  parameters: {
    ...at(DAWN, '?tab=members'),
    msw: {
      handlers: { groups: scenarios.groups.error(500, { calls: ['groups.members.remove'] }) },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const before = canvas.getAllByRole('listitem').length;
    const remove = firstButton(/^Remove (?!Admin)/);
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to remove member: 500');
    await expectBesidePressed(alert, remove);
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(before);
  },
};

/**
 * Names said after a role change are text: a name holding markup is read as written. The
 * hostile seed's member is made an Admin.
 */
export const HostileNameSaid: Story = {
  parameters: { ...at(DAWN, '?tab=members'), chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await heading('Dawn Patrol Lifters');
    const name = 'Brenda <b>Bold</b> Okoye';
    await userEvent.click(canvas.getByRole('button', { name: `Make Admin: ${name}` }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(nowAdmin(name)));
    await expect(canvasElement.querySelector('[role="status"] b')).toBeNull();
  },
};

/**
 * A group named in Arabic: its name in the heading reads from the right, as on its card and its
 * page, after 'Manage Group:' on the left.
 */
export const RightToLeftName: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: () => {
    const group = db.tables.groups.find((row) => row.id === DAWN);
    if (!group) throw new globalThis.Error('no seeded group 1');
    group.name = 'نادي القوة 💪 Strength Club';
  },
  play: async () => {
    const title = await heading('نادي القوة 💪 Strength Club');
    await expect(title.matches(':dir(ltr)')).toBe(true);
    await expect(within(title).getByText('نادي القوة 💪 Strength Club').matches(':dir(rtl)')).toBe(
      true,
    );
  },
};

/** Member names with markup and emoji render as text. */
export const HostileNames: Story = {
  parameters: at(DAWN, '?tab=members'),
  play: async ({ canvas, canvasElement }) => {
    await heading('Dawn Patrol Lifters');
    await expect(canvas.getByText('Brenda <b>Bold</b> Okoye')).toBeVisible();
    await expect(canvasElement.querySelector('li b, li script')).toBeNull();
  },
};

/** The first member of Dawn Patrol Lifters who is not Ana, as the mock backend holds her. */
function otherDawnMember() {
  const membership = db.tables.groupMemberships.find(
    (row) => row.groupId === DAWN && row.memberId !== personas.member.sub,
  );
  const member = db.tables.members.find((row) => row.id === membership?.memberId);
  if (!member) throw new globalThis.Error('the seed has no other member of Dawn Patrol Lifters');
  return member;
}

/**
 * A member with no name (her identity provider gave none, and she saved none): her row says 'No
 * name set' beside a silhouette, and her buttons are named with it, so the list still reads.
 */
export const MemberWithoutAName: Story = {
  parameters: at(DAWN, '?tab=members'),
  beforeEach: () => {
    const member = otherDawnMember();
    member.name = null;
    // nor a photo: she has saved nothing to her profile
    member.profilePhotoUrl = null;
  },
  play: async ({ canvas }) => {
    await heading('Dawn Patrol Lifters');
    const members = await canvas.findByRole('list', { name: 'Members' });
    const row = within(members).getByText('No name set').closest('li');
    if (!row) throw new globalThis.Error('no row for the member without a name');
    await waitFor(() =>
      expect(row.querySelector('[data-testid="avatar-fallback"] svg')).not.toBeNull(),
    );
    await expect(within(row).getByRole('button', { name: /: No name set$/ })).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Remove No name set' })).toBeVisible();
  },
};

/**
 * A member whose name is longer than the row is wide: it wraps beside the avatar, not under it,
 * and the row's buttons follow on the next line.
 */
export const LongMemberName: Story = {
  parameters: at(DAWN, '?tab=members'),
  beforeEach: () => {
    const member = otherDawnMember();
    member.name = 'Maximiliana Featherstonehaugh-Wolfeschlegelstein';
  },
  play: async ({ canvas }) => {
    await heading('Dawn Patrol Lifters');
    const name = canvas.getByText('Maximiliana Featherstonehaugh-Wolfeschlegelstein');
    const row = name.closest('li');
    // the Avatar's root carries its size
    const avatar = row?.querySelector('[data-size]');
    if (!row || !avatar) throw new globalThis.Error('no row or avatar for the member');
    // the name starts on the avatar's line, to its right
    const nameBox = name.getBoundingClientRect();
    const avatarBox = avatar.getBoundingClientRect();
    await expect(nameBox.left).toBeGreaterThanOrEqual(avatarBox.right);
    await expect(nameBox.top).toBeLessThan(avatarBox.bottom);
  },
};

/**
 * Invite Users: the invite search and the e-mail invite of this group. Opened from its address on
 * a phone, where the tabs scroll sideways, the selected tab shows whole.
 */
export const InviteUsers: Story = {
  parameters: at(DAWN, '?tab=invites'),
  play: async ({ canvas }) => {
    await heading('Dawn Patrol Lifters');
    const tab = canvas.getByRole('tab', { name: 'Invite Users' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('tablist', { name: 'Group settings' }).getBoundingClientRect();
    await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(list.right + 1);
    await expect(canvas.getByRole('searchbox', { name: 'Name or e-mail' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
  },
};
