import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useQueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import {
  handlerForCall,
  handlers,
  hostileMemberSeeds,
  outage,
  personas,
  scenarios,
} from '@reprally/mocks';
import { useApiClient } from '../../../api/ApiClientProvider';
import { CodeOnItsWay } from '../../../api/lazy-part';
import { queryKeys } from '../../../api/query-keys';
import { prefetchGroup } from '../useGroup';
import { GROUP_NOT_FOUND, GroupPage, type InviteDialogSlotProps } from './GroupPage';
import {
  NOT_MEMBER_INVITED_MESSAGE,
  NOT_MEMBER_MESSAGE,
  NOT_MEMBER_TITLE,
} from './NotMemberNotice';
import * as headPlaceholder from './PageHeadPlaceholder.css';
import { GO_TO_INVITES, PENDING_INVITE_TEXT } from './PendingInviteNotice';
import { screenModes } from '../../../foundations/modes';
import { inMainRegion } from '../../../testing/main-region';
import { expectCompactEmptyState } from '../../../testing/empty-state';
import {
  demoteAnaIn,
  GroupReader,
  GroupReadFailures,
  groupReadFailed,
  readGroupAgain,
  removeAnaFrom,
} from '../../../testing/group-changed-elsewhere';

// the seeded groups as Ana sees them: her own Dawn Patrol Lifters, Iron Sisters (a member),
// Kettlebell Collective (a group Admin) and the public Strength Club (not a member)
const DAWN_PATROL = 1;
const IRON_SISTERS = 2;
const KETTLEBELL = 3;
const STRENGTH_CLUB = 5;
// private, and Ana holds a pending invite to it (Noor does not)
const MARATHON = 6;

const at = (path: string) => ({ router: { path, route: '/groups/:groupId' } });

/**
 * Stands in for the app's invite dialog in the `inviteDialog` slot, to show what the page hands
 * it: the group and whether it is open (the real dialog lives with the invite screens).
 */
function inviteSlotProbe({ groupId, open }: InviteDialogSlotProps & { groupId: number }) {
  return open ? <p role="status">Invite dialog open for group {groupId}</p> : null;
}

const meta = {
  title: 'Groups/GroupPage',
  component: GroupPage,
  tags: ['autodocs'],
  args: { inviteDialog: inviteSlotProbe },
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    ...at(`/groups/${DAWN_PATROL}`),
  },
} satisfies Meta<typeof GroupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const managerLinks = ['Manage Group', 'Create Challenge'] as const;

/** The invite dialog's slot while its code has not arrived: it stays on its way. */
function inviteDialogOnItsWay({ open, onCodeOnItsWay }: InviteDialogSlotProps) {
  return open ? <CodeOnItsWay onChange={onCodeOnItsWay} /> : null;
}

/**
 * A press that waits for the invite dialog's code longer than a moment: 'Invite Member' shows it
 * is busy, and says so in its name too ('Opening...'), until the dialog comes.
 */
export const InviteMemberWaitsForTheDialog: Story = {
  args: { inviteDialog: inviteDialogOnItsWay },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite Member' }));
    const busy = await canvas.findByRole('button', { name: 'Opening...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** Ana created Dawn Patrol Lifters: challenges by status, and every manager action. */
export const Creator: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dawn Patrol Lifters' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Lifting before sunrise, coffee after. All levels welcome.'),
    ).toBeVisible();
    // the browser's tab names the group, its name set apart for the text direction
    await waitFor(() => expect(document.title).toBe('\u2068Dawn Patrol Lifters\u2069 | RepRally'));
    await expect(canvas.getByRole('tab', { name: 'Challenges' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Manage Group' })).toHaveAttribute(
      'href',
      `/groups/${DAWN_PATROL}/settings`,
    );
    await expect(canvas.getByRole('link', { name: 'Create Challenge' })).toHaveAttribute(
      'href',
      `/groups/${DAWN_PATROL}/challenges/create`,
    );
    const active = canvas.getByRole('region', { name: 'Active Challenges' });
    await expect(within(active).getByRole('link', { name: 'November Recomp' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/groups/${DAWN_PATROL}/challenges/\\d+$`)),
    );
    const upcoming = canvas.getByRole('region', { name: 'Upcoming Challenges' });
    await expect(within(upcoming).getByRole('link', { name: 'New Year Cut' })).toBeVisible();
    // its card says it is still to come, as a completed one's says it is over
    await expect(within(upcoming).getByText('Upcoming')).toBeVisible();
    const completed = canvas.getByRole('region', { name: 'Completed Challenges' });
    await expect(within(completed).getByRole('link', { name: 'Summer Bulk' })).toBeVisible();
    await expect(within(completed).getByText('Completed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Invite dialog open for group ${DAWN_PATROL}`,
    );
  },
};

/** Ana is a group Admin of Kettlebell Collective: the same manager actions. */
export const GroupAdmin: Story = {
  parameters: at(`/groups/${KETTLEBELL}`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Kettlebell Collective' }),
    ).toBeVisible();
    for (const name of managerLinks) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Invite Member' })).toBeVisible();
  },
};

/**
 * Ana is made a plain member of Kettlebell Collective while its invite dialog is open. Read
 * again, the page no longer offers 'Invite Member' or the manager links, but the open dialog
 * stays, with whatever she typed in it, until she closes it: what she then sends is refused by
 * the server, which says why.
 */
export const InviteDialogStaysWhenNoLongerAnAdmin: Story = {
  parameters: { ...at(`/groups/${KETTLEBELL}`), chromatic: { disableSnapshot: true } },
  render: (args) => (
    <>
      <GroupPage {...args} />
      <GroupReader />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Kettlebell Collective' });
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    const dialogOpen = `Invite dialog open for group ${KETTLEBELL}`;
    await expect(canvas.getByRole('status')).toHaveTextContent(dialogOpen);
    demoteAnaIn(KETTLEBELL);
    await readGroupAgain(KETTLEBELL);
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Manage Group' })).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Invite Member' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(dialogOpen);
  },
};

/** Ana is an ordinary member of Iron Sisters: no manager actions, and nothing says she is not in it. */
export const Member: Story = {
  parameters: at(`/groups/${IRON_SISTERS}`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Iron Sisters' }),
    ).toBeVisible();
    // the way back to her groups is first on the page, as on the group's other pages
    await expect(canvas.getAllByRole('link')[0]).toHaveAccessibleName('Back to My Groups');
    await expect(canvas.getByRole('link', { name: 'Back to My Groups' })).toHaveAttribute(
      'href',
      '/groups',
    );
    for (const name of managerLinks) {
      await expect(canvas.queryByRole('link', { name })).toBeNull();
    }
    await expect(canvas.queryByRole('button', { name: 'Invite Member' })).toBeNull();
    await expect(canvas.queryByText(NOT_MEMBER_TITLE)).toBeNull();
    // a section with no challenge says so in a card where its challenges would stand
    const empty = canvas.getAllByText(/^No (active|upcoming|completed) challenges$/);
    await expect(empty.length).toBeGreaterThan(0);
    // and that card is as wide as a challenge's card beside it: one column of the sections' grid
    // from a tablet up, not a bar across both
    const challengeCard = canvas.getAllByRole('article')[0];
    if (!challengeCard) throw new globalThis.Error('seed: Iron Sisters has no challenge');
    const columnWidth = challengeCard.getBoundingClientRect().width;
    for (const message of empty) {
      const section = message.closest('section');
      const heading = section ? within(section).getByRole('heading', { level: 2 }) : undefined;
      const card = await expectCompactEmptyState(message, heading);
      await expect(card?.getBoundingClientRect().width).toBeCloseTo(columnWidth, 0);
    }
  },
};

/** `?tab=members`: everyone with their photo, the creator and the admins tagged. */
export const MembersTab: Story = {
  parameters: at(`/groups/${DAWN_PATROL}?tab=members`),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Members' });
    await expect(canvas.getByRole('tab', { name: 'Members' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const ana = within(list).getByText(personas.member.name).closest('li') as HTMLElement;
    await expect(within(ana).getByText('Creator')).toBeVisible();
    await expect(within(list).getAllByText('Admin')).toHaveLength(1);
    // a hostile name is text, never markup
    await expect(within(list).getByText(hostileMemberSeeds[0].name)).toBeVisible();
    await expect(list.querySelector('b, script')).toBeNull();
  },
};

/**
 * Ana is taken out of Iron Sisters, a private group, while its feed is open, and then presses
 * Heart: the server refuses it, and the group, read again, is refused too. The page says the group
 * cannot be shown, and that message takes the focus her button had, so her next Tab goes on from
 * it rather than from the page's start.
 */
export const RemovedFromAPrivateGroupWhileInIt: Story = {
  parameters: { ...at(`/groups/${IRON_SISTERS}?tab=feed`), chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    const [post] = canvas.getAllByRole('article');
    removeAnaFrom(IRON_SISTERS);
    await userEvent.click(within(post as HTMLElement).getByRole('button', { name: 'Heart' }));
    const refused = await canvas.findByText(GROUP_NOT_FOUND, {}, { timeout: 5000 });
    const alert = refused.closest('[role="alert"]');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/**
 * Ana is taken out of Iron Sisters, a private group, while its challenges are open, and then
 * opens the Group Feed tab: the server refuses the feed, and the page reads the group again
 * rather than offering a 'Try Again' the server refuses each time. The group is refused too, and
 * the page says it cannot be shown.
 */
export const RemovedWhileItsPageWasOpenThenOpensTheFeed: Story = {
  parameters: { ...at(`/groups/${IRON_SISTERS}`), chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Active Challenges' });
    removeAnaFrom(IRON_SISTERS);
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Feed' }));
    const refused = await canvas.findByText(GROUP_NOT_FOUND, {}, { timeout: 5000 });
    await expect(refused.closest('[role="alert"]')).toBeVisible();
    await expect(canvas.queryByText(/^Failed to fetch group photos/)).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Share a photo' })).toBeNull();
    await expect(canvas.queryByRole('tab', { name: 'Members' })).toBeNull();
  },
};

/** `?tab=feed`: the group's photo feed. */
export const FeedTab: Story = {
  parameters: at(`/groups/${DAWN_PATROL}?tab=feed`),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Share a photo' })).toBeVisible();
    // a member is not told she is outside the group, and hearts posts
    await expect(canvas.queryByText(NOT_MEMBER_TITLE)).toBeNull();
    const [post] = canvas.getAllByRole('article');
    await expect(within(post as HTMLElement).getByRole('button', { name: 'Heart' })).toBeVisible();
  },
};

/**
 * Noor reads Dawn Patrol Lifters, a public group she is not in: she is told so, and reads its
 * posts, their hearts and comments without the share form, the Heart buttons or the comment form.
 */
export const NotAMemberFeed: Story = {
  globals: { persona: 'newcomer' },
  parameters: at(`/groups/${DAWN_PATROL}?tab=feed`),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dawn Patrol Lifters' }),
    ).toBeVisible();
    const notice = canvas.getByText(NOT_MEMBER_TITLE).closest('[role="status"]') as HTMLElement;
    await expect(notice).toBeVisible();
    // its words once her invites have answered: none is to this group
    await waitFor(() => expect(notice).toHaveTextContent(NOT_MEMBER_MESSAGE));
    await expect(within(notice).queryByRole('button')).toBeNull();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
    await expect(canvas.queryByRole('form', { name: 'Share a photo' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: 'Heart' })).toHaveLength(0);
    const [first] = canvas.getAllByRole('article');
    await expect(within(first as HTMLElement).getByText(/^\d+ hearts?$/)).toBeVisible();
    // a post with comments: they open and read as for a member, without the field to add one
    const toggle = canvas.getAllByRole('button', { name: /^[1-9]\d* comments?$/ })[0];
    if (!toggle) throw new globalThis.Error('no post with comments');
    const post = toggle.closest('article') as HTMLElement;
    await userEvent.click(toggle);
    const comments = await within(post).findByRole('list', { name: 'Comments' });
    await expect(within(comments).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(post).queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    await expect(within(post).queryByRole('form', { name: 'Add a comment' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeVisible();
  },
};

/** Switching tabs: each panel shows its own content. */
export const SwitchingTabs: Story = {
  parameters: at(`/groups/${IRON_SISTERS}`),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Members' }));
    await expect(await canvas.findByRole('list', { name: 'Members' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Feed' }));
    await expect(await canvas.findByRole('form', { name: 'Share a photo' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(14));
    await userEvent.click(canvas.getByRole('tab', { name: 'Challenges' }));
    await expect(await canvas.findByRole('region', { name: 'Active Challenges' })).toBeVisible();
  },
};

/** A public group Ana does not belong to, named in Arabic with emoji: text, wrapped. */
export const HostileNames: Story = {
  parameters: at(`/groups/${STRENGTH_CLUB}`),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: 'نادي القوة 💪 Strength Club',
    });
    await expect(heading).toBeVisible();
    // the group's name reads from the right in its heading, as its description does
    const name = within(heading).getByText('نادي القوة 💪 Strength Club');
    await expect(name.matches(':dir(rtl)')).toBe(true);
    await expect(canvas.queryByRole('link', { name: 'Manage Group' })).toBeNull();
    // Ana is not in it: she reads it and is told so
    await expect(canvas.getByText(NOT_MEMBER_TITLE)).toBeVisible();
    // right to left, then the product's name left to right: each in its own direction
    await waitFor(() =>
      expect(document.title).toBe('\u2068نادي القوة 💪 Strength Club\u2069 | RepRally'),
    );
    // an Arabic challenge's name reads from the right on its card, as its description does
    await expect(
      (await canvas.findByRole('heading', { level: 3, name: 'تحدي الجري 🏃 Run Club' })).matches(
        ':dir(rtl)',
      ),
    ).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { groups: scenarios.groups.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading group')).toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).toBeNull();
    // no name yet: the screen's own
    await waitFor(() => expect(document.title).toBe('Group | RepRally'));
  },
};

/**
 * While the group loads its page is laid out as it will be: its title, its description, the tabs
 * and a row of challenge cards, so the first card comes where its place stood. 'Back to My
 * Groups' is there from the start, and keeps her focus when the group comes.
 */
export const PlaceholderHoldsThePage: Story = {
  parameters: {
    ...at('/groups/1'),
    msw: { handlers: { groups: scenarios.groups.slow(1500, { calls: ['groups.get'] }) } },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvas }) => {
    const held = canvas.getByText('Loading group').closest('[aria-busy]');
    if (!held) throw new globalThis.Error('no placeholder');
    const placeBottom = held.getBoundingClientRect().bottom;
    const tabsPlace = held.querySelector(`.${headPlaceholder.tabs}`);
    if (!tabsPlace) throw new globalThis.Error('no tabs in the placeholder');
    const tabsBottom = tabsPlace.getBoundingClientRect().bottom;
    const back = canvas.getByRole('link', { name: 'Back to My Groups' });
    back.focus();
    const section = await canvas.findByRole('region', { name: 'Active Challenges' });
    await expect(back).toHaveFocus();
    const shift = canvas.getByRole('tablist').getBoundingClientRect().bottom - tabsBottom;
    if (window.innerWidth < 640) {
      // on a phone the managers' buttons stand under the title and a description may take two
      // lines: what the placeholder cannot know comes below it, never above
      await expect(shift).toBeGreaterThan(-4);
      return;
    }
    const card = within(section).getAllByRole('article')[0];
    if (!card) throw new globalThis.Error('no challenge card');
    // the tabs come where their row stood
    await expect(Math.abs(shift)).toBeLessThan(4);
    // the placeholder ends within a line of where the first row of cards ends
    await expect(Math.abs(card.getBoundingClientRect().bottom - placeBottom)).toBeLessThan(24);
  },
};

/** A group that does not exist, or a private one Ana is not in: no 'Try Again', it is the answer. */
export const NotFound: Story = {
  parameters: at('/groups/999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Group not found or you don't have access to this group.",
    );
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Group | RepRally'));
  },
};

/**
 * What the story's cache knows of her pending invites: whether they were asked for at all, and
 * whether the answer (or the failure) is in. `InvitesWatcher`, rendered beside the page, keeps it.
 */
const invitesRead = { asked: false, settled: false };

/** Draws nothing; keeps `invitesRead` up to date from the story's cache. */
function InvitesWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    invitesRead.asked = false;
    invitesRead.settled = false;
    const check = () => {
      const state = queryClient.getQueryState(queryKeys.pendingInvites);
      if (!state) return;
      invitesRead.asked = true;
      invitesRead.settled = state.status !== 'pending' && state.fetchStatus === 'idle';
    };
    check();
    return queryClient.getQueryCache().subscribe(check);
  }, [queryClient]);
  return null;
}

const watchingInvites: NonNullable<Story['decorators']> = [
  (Story) => (
    <>
      <InvitesWatcher />
      <Story />
    </>
  ),
];

/** The one polite live region under the refusal, where a pending invite is said. */
function politeRegion(canvasElement: HTMLElement): HTMLElement {
  const regions = canvasElement.querySelectorAll<HTMLElement>('[role="status"]');
  if (regions.length !== 1 || !regions[0]) {
    throw new globalThis.Error(`${regions.length} polite regions under the refusal`);
  }
  return regions[0];
}

/** Her invites have been read (or failed to be), and what they brought is on screen. */
async function invitesAnswered() {
  await waitFor(() => expect(invitesRead.settled).toBe(true));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Ana opens Marathon Prep Squad, a private group she has been invited to and not joined yet: the
 * spec's refusal, then that she holds an invite to it, and the way to Group Invites to answer it.
 */
export const PrivateGroupSheIsInvitedTo: Story = {
  parameters: at(`/groups/${MARATHON}`),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(GROUP_NOT_FOUND);
    // the polite region is there with the refusal, so the invite, coming after it, is said
    const live = politeRegion(canvasElement);
    const text = await canvas.findByText(PENDING_INVITE_TEXT);
    await expect(live).toContainElement(text);
    await expect(within(live).getByRole('link', { name: GO_TO_INVITES })).toHaveAttribute(
      'href',
      '/invites',
    );
    // a refusal is the answer: nothing to try again
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Group | RepRally'));
  },
};

/** Noor opens the same private group without an invite to it: the refusal alone, as before. */
export const PrivateGroupWithoutAnInvite: Story = {
  globals: { persona: 'newcomer' },
  parameters: { ...at(`/groups/${MARATHON}`), chromatic: { disableSnapshot: true } },
  decorators: watchingInvites,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(GROUP_NOT_FOUND);
    await invitesAnswered();
    await expect(politeRegion(canvasElement)).toBeEmptyDOMElement();
    await expect(canvas.queryByText(PENDING_INVITE_TEXT)).toBeNull();
    await expect(canvas.queryByRole('link', { name: GO_TO_INVITES })).toBeNull();
  },
};

/**
 * Ana opens the private group she is invited to while her invites cannot be read: the refusal
 * alone, as before, with nothing said of the invites' failure.
 */
export const PrivateGroupWhileInvitesFail: Story = {
  parameters: {
    ...at(`/groups/${MARATHON}`),
    chromatic: { disableSnapshot: true },
    msw: { handlers: { invites: scenarios.invites.error(500) } },
  },
  decorators: watchingInvites,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(GROUP_NOT_FOUND);
    await invitesAnswered();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(politeRegion(canvasElement)).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('link', { name: GO_TO_INVITES })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

/** A group she is in: her invites are not asked for. */
export const NoInvitesReadForAGroupShown: Story = {
  parameters: { ...at(`/groups/${DAWN_PATROL}`), chromatic: { disableSnapshot: true } },
  decorators: watchingInvites,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dawn Patrol Lifters' });
    // the group's answer has been rendered by now
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(invitesRead.asked).toBe(false);
    await expect(canvas.queryByText(PENDING_INVITE_TEXT)).toBeNull();
  },
};

/**
 * Ana reads the public Strength Club, which she has been invited to and not joined yet: she is
 * told she is not a member, that she holds an invite, and led to Group Invites to answer it,
 * rather than told to ask a member for one.
 */
export const PublicGroupSheIsInvitedTo: Story = {
  parameters: { ...at(`/groups/${STRENGTH_CLUB}`), chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'نادي القوة 💪 Strength Club' });
    const notice = canvas.getByText(NOT_MEMBER_TITLE).closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(notice).toHaveTextContent(NOT_MEMBER_INVITED_MESSAGE));
    await expect(notice).not.toHaveTextContent(NOT_MEMBER_MESSAGE);
    await expect(within(notice).getByRole('link', { name: GO_TO_INVITES })).toHaveAttribute(
      'href',
      '/invites',
    );
  },
};

/**
 * The server fails: the same message, whatever the cause, and, as another try may answer
 * differently, 'Try Again' under it (not for a group the server said it does not have).
 */
export const Error: Story = {
  parameters: { msw: { handlers: { groups: scenarios.groups.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Group not found or you don't have access to this group.",
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveAccessibleDescription(
      GROUP_NOT_FOUND,
    );
    // a group screen's error can be dismissed
    await expect(
      within(canvas.getByRole('alert')).getByRole('button', { name: 'Dismiss' }),
    ).toBeVisible();
  },
};

/** An outage of the group's read (stories that bring it back). */
const groupOutage = outage();

/**
 * The group fails to load, fails again at the first 'Try Again' (said again, focus kept on the
 * button), then the server comes back: 'Try Again' from the keyboard brings the group, and focus,
 * which was on the pressed button, goes to the page rather than the document's start.
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent(GROUP_NOT_FOUND);
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(GROUP_NOT_FOUND);
    await expect(tryAgain).toHaveFocus();

    groupOutage.end();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dawn Patrol Lifters' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/**
 * The group on screen is read again (she came back to the window) while the server fails: the
 * group stays as it was, rather than giving way to 'Group not found'.
 */
export const ReadAgainWhileTheServerFails: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: [groupOutage.failing('groups.get'), ...handlers.groups] } },
  },
  decorators: [
    (Story) => (
      <>
        <GroupReader />
        <GroupReadFailures groupId={DAWN_PATROL} />
        <Story />
      </>
    ),
  ],
  beforeEach: () => {
    groupOutage.end();
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Dawn Patrol Lifters' });
    await groupReadFailed(0);
    groupOutage.start();
    await readGroupAgain(DAWN_PATROL);
    // the failed read has reached the page
    await groupReadFailed(1);
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Challenges' })).toBeVisible();
    await expect(canvas.queryByText(GROUP_NOT_FOUND)).toBeNull();
  },
};

/**
 * The app's boot on a deep link: its early request for the group at the address, made before the
 * page's code has arrived. The page is drawn once that request has its answer, as when the code
 * comes after it.
 */
function AfterBootRequest({ groupId, children }: { groupId: number; children: ReactNode }) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    prefetchGroup(queryClient, client, String(groupId));
    // told once: the page's own reads, begun as it renders, are no news to it
    const check = () => {
      const state = queryClient.getQueryState(queryKeys.group(groupId));
      if (!state || state.status === 'pending' || state.fetchStatus !== 'idle') return;
      unsubscribe();
      setAnswered(true);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return unsubscribe;
  }, [queryClient, client, groupId]);
  return answered ? children : null;
}

/** GET /groups/{id} requests the story has sent, counted from MSW's own request events. */
const groupRequests = { sent: 0, failFirst: 0 };

const countGroupRequests =
  (groupId: number): NonNullable<Story['beforeEach']> =>
  ({ msw }) => {
    groupRequests.sent = 0;
    groupRequests.failFirst = 0;
    const listener = ({ request }: { request: Request }) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'GET' && pathname.endsWith(`/groups/${groupId}`)) {
        groupRequests.sent += 1;
      }
    };
    msw.events.on('request:start', listener);
    return () => {
      msw.events.removeListener('request:start', listener);
    };
  };

/**
 * A deep link to a group that does not exist: the boot's early request has the answer, and the
 * page says so at once without asking again.
 */
export const DeepLinkNotFound: Story = {
  // its picture is NotFound's
  parameters: { ...at('/groups/999'), chromatic: { disableSnapshot: true } },
  decorators: [
    (Story) => (
      <AfterBootRequest groupId={999}>
        <Story />
      </AfterBootRequest>
    ),
  ],
  beforeEach: countGroupRequests(999),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(GROUP_NOT_FOUND);
    await expect(canvas.queryByText('Loading group')).toBeNull();
    await expect(groupRequests.sent).toBe(1);
  },
};

/**
 * A deep link whose early request met a passing server failure (a 500): the page asks again when
 * it mounts, and shows the group.
 */
export const DeepLinkAfterServerFailure: Story = {
  parameters: {
    // its picture is Creator's
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groups: [
          // the first GET /groups/{id} fails; the others answer for real
          handlerForCall('groups.get', () => {
            groupRequests.failFirst += 1;
            return groupRequests.failFirst === 1
              ? HttpResponse.json({}, { status: 500 })
              : undefined;
          }),
          ...handlers.groups,
        ],
      },
    },
  },
  decorators: [
    (Story) => (
      <AfterBootRequest groupId={DAWN_PATROL}>
        <Story />
      </AfterBootRequest>
    ),
  ],
  beforeEach: countGroupRequests(DAWN_PATROL),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dawn Patrol Lifters' }),
    ).toBeVisible();
    await expect(groupRequests.sent).toBe(2);
  },
};

/** An address whose id cannot be a group's. */
export const InvalidId: Story = {
  parameters: at('/groups/not-a-number'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid group ID');
  },
};
