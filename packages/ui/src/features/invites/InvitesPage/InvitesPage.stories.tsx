import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useQueryClient } from '@tanstack/react-query';
import { db, handlers, heldAnswers, outage, personas, scenarios } from '@reprally/mocks';
import { queryKeys } from '../../../api/query-keys';
import { AwayAndBack, goAwayAndBack } from '../../../testing/away-and-back';
import { useSignedInUserId } from '../../../session/SessionContext';
import { isGroupMember } from '../../groups/group-standing';
import { useGroup } from '../../groups/useGroup';
import { useMyGroups } from '../../groups/useMyGroups';
import { InvitesPage, noLongerOpenText, OPEN_GROUP } from './InvitesPage';
import { screenModes } from '../../../foundations/modes';
import { expectEmptyStateInCard } from '../../../testing/empty-state';
import { inMainRegion } from '../../../testing/main-region';
import { ReadAgainControl } from '../../../testing/read-again-control';

/** The names My Groups would show, from the same query the My Groups screen reads. */
function MyGroupNames() {
  const { data } = useMyGroups();
  return (
    <ul aria-label="My Groups">
      {data?.map((group) => (
        <li key={group.id}>{group.name}</li>
      ))}
    </ul>
  );
}

/** Whether the group, as read through the cache its page reads, counts her among its members. */
function GroupStanding({ groupId }: { groupId: number }) {
  const { data } = useGroup(groupId);
  const userId = useSignedInUserId();
  if (!data) return null;
  return <p>{isGroupMember(data, userId) ? 'In the group' : 'Visiting the group'}</p>;
}

const meta = {
  title: 'Invites/InvitesPage',
  component: InvitesPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/invites' },
  },
} satisfies Meta<typeof InvitesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const inviteCard = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('article', { name });

/** Ana has three invites: group, description, who invited and when, Accept and Decline. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Group Invites' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Group Invites | RepRally'));
    await expect(canvas.getByRole('link', { name: 'Back to My Groups' })).toHaveAttribute(
      'href',
      '/groups',
    );
    const list = await canvas.findByRole('list', { name: 'Pending invites' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const marathon = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await expect(within(marathon).getByText(/^Long runs on Sundays\./)).toBeVisible();
    await expect(marathon).toHaveTextContent(
      /Invited by Kai Lindqvist on [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
    await expect(within(marathon).getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(within(marathon).getByRole('button', { name: 'Decline' })).toBeVisible();
    // each invite's buttons are described by its group, so a list of buttons tells them apart
    for (const name of ['Accept', 'Decline']) {
      await expect(within(marathon).getByRole('button', { name })).toHaveAccessibleDescription(
        'Marathon Prep Squad',
      );
    }
    const about = canvas.getByRole('region', { name: 'About Group Invites' });
    await expect(about).toHaveTextContent(/sent by group admins or owners/);
  },
};

/** Group names and descriptions with markup and a script tag render as text. */
export const HostileNames: Story = {
  play: async ({ canvasElement }) => {
    const owls = await inviteCard(canvasElement, 'Night Owls <script>alert("owl")</script>');
    await expect(
      within(owls).getByText(
        'Late-night <b>gym</b> crew. <img src=x onerror="alert(1)"> Doors close at 2.',
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector('article script, article b, article img')).toBeNull();
    // a description in Arabic reads from the right, on its own line, and so does the group's
    // Arabic name above it; an English name reads from the left
    const club = await inviteCard(canvasElement, 'نادي القوة 💪 Strength Club');
    await expect(
      within(club)
        .getByText(/^مجموعة للتمارين الصباحية/)
        .matches(':dir(rtl)'),
    ).toBe(true);
    await expect(within(club).getByRole('heading').matches(':dir(rtl)')).toBe(true);
    await expect(within(owls).getByRole('heading').matches(':dir(ltr)')).toBe(true);
    // the inviter's name sits inside a sentence: set apart, its direction cannot run past it
    await expect(within(owls).getByText(/\S/, { selector: 'p > span' })).toHaveStyle({
      unicodeBidi: 'isolate',
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * Accepting: the invite leaves the list and the group shows in My Groups at once. The page says
 * she joined, with a way into the group, and focus moves there from the button that left with the
 * invite.
 */
export const AcceptAddsTheGroup: Story = {
  render: () => (
    <>
      <InvitesPage />
      <MyGroupNames />
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const groups = await canvas.findByRole('list', { name: 'My Groups' });
    await waitFor(() => expect(within(groups).getAllByRole('listitem')).toHaveLength(3));
    const marathon = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await userEvent.click(within(marathon).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(within(groups).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(groups).getByText('Marathon Prep Squad')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Marathon Prep Squad' })).toBeNull(),
    );
    await waitFor(() =>
      expect(
        canvas.queryByRole('article', { name: 'Marathon Prep Squad', hidden: false }),
      ).not.toBe(marathon),
    );
    const invites = canvas.getByRole('list', { name: 'Pending invites' });
    await expect(within(invites).getAllByRole('listitem')).toHaveLength(2);
    const said = await canvas.findByRole('status');
    await expect(said).toHaveTextContent('You joined Marathon Prep Squad.');
    await waitFor(() => expect(said).toHaveFocus());
    await expect(within(said).getByRole('link', { name: 'Open group' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/groups\/\d+$/),
    );
  },
};

/** An outage of the pending invites' read, begun once the list is shown. */
const listReadAgainOutage = outage();

const LIST_TO_BE_READ_AGAIN = 'The pending invites are to be read again';

/** Whether the pending invites, as kept, are marked to be read again (at the next showing). */
function ListReadAgainMark() {
  const client = useQueryClient();
  const [marked, setMarked] = useState(false);
  useEffect(
    () =>
      client.getQueryCache().subscribe(() => {
        setMarked(client.getQueryState(queryKeys.pendingInvites)?.isInvalidated ?? false);
      }),
    [client],
  );
  return <p>{marked ? LIST_TO_BE_READ_AGAIN : 'The pending invites are as read'}</p>;
}

/**
 * She accepts and the server takes it, but reading her invites again fails: the invite leaves
 * the list all the same, and the page says she joined, focus on it, rather than offering Accept
 * and Decline again for a group she is in.
 */
export const AcceptedListReadAgainFails: Story = {
  render: () => (
    <>
      <InvitesPage />
      <ListReadAgainMark />
    </>
  ),
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        invites: [listReadAgainOutage.failing('invites.pending'), ...handlers.invites],
      },
    },
  },
  beforeEach: () => {
    listReadAgainOutage.end();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const marathon = await inviteCard(canvasElement, 'Marathon Prep Squad');
    listReadAgainOutage.start();
    await userEvent.click(within(marathon).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Marathon Prep Squad' })).toBeNull(),
    );
    const invites = canvas.getByRole('list', { name: 'Pending invites' });
    await expect(within(invites).getAllByRole('listitem')).toHaveLength(2);
    const said = await canvas.findByRole('status');
    await expect(said).toHaveTextContent('You joined Marathon Prep Squad.');
    await waitFor(() => expect(said).toHaveFocus());
    // the list left so is not taken as read: the next showing reads it again
    await expect(canvas.getByText(LIST_TO_BE_READ_AGAIN)).toBeVisible();
  },
};

/**
 * A public group she had looked at as a visitor: once she accepts its invite, what was read of it
 * is read again, so its page counts her in and offers her its forms.
 */
export const AcceptedGroupReadAgain: Story = {
  render: function Render() {
    const strengthClub = db.tables.groups.find((group) => group.name.endsWith('Strength Club'));
    return (
      <>
        <InvitesPage />
        {strengthClub ? <GroupStanding groupId={strengthClub.id} /> : null}
      </>
    );
  },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('Visiting the group')).toBeVisible();
    const invite = await inviteCard(canvasElement, /Strength Club$/);
    await userEvent.click(within(invite).getByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByText('In the group')).toBeVisible();
  },
};

/**
 * Declining removes the invite; the group does not join My Groups. Answered from the keyboard:
 * focus moves to what the page says, and Tab goes on to the next invite. The group's Arabic name
 * keeps its own direction inside the sentence.
 */
export const Decline: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const strength = await inviteCard(canvasElement, /Strength Club/);
    within(strength).getByRole('button', { name: 'Decline' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: /Strength Club/ })).toBeNull(),
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const said = await canvas.findByRole('status');
    await expect(said).toHaveTextContent(/^You declined the invite to .*Strength Club\.$/);
    // the group's name reads from the right inside the sentence, as on its card
    await expect(within(said).getByText('نادي القوة 💪 Strength Club').matches(':dir(rtl)')).toBe(
      true,
    );
    await waitFor(() => expect(said).toHaveFocus());
    await expect(within(said).queryByRole('link')).toBeNull();
    // its Dismiss, then the first invite's Accept
    await userEvent.tab();
    await expect(within(said).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.tab();
    const first = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await expect(within(first).getByRole('button', { name: 'Accept' })).toHaveFocus();
  },
};

/**
 * She pressed Accept and moved on to the next invite while the answer was on its way: focus stays
 * where she took it, and the page still says what her answer did.
 */
export const FocusMovedOnStays: Story = {
  parameters: {
    msw: { handlers: { invites: scenarios.invites.slow(1500, { calls: ['invites.accept'] }) } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const marathon = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await userEvent.click(within(marathon).getByRole('button', { name: 'Accept' }));
    const owls = await inviteCard(canvasElement, /^Night Owls/);
    const decline = within(owls).getByRole('button', { name: 'Decline' });
    decline.focus();
    const said = await canvas.findByRole('status', {}, { timeout: 5000 });
    await expect(said).toHaveTextContent('You joined Marathon Prep Squad.');
    await expect(decline).toHaveFocus();
  },
};

/** While an answer is on its way its button says so and neither button takes a press. */
export const Accepting: Story = {
  parameters: {
    msw: { handlers: { invites: scenarios.invites.pending({ calls: ['invites.accept'] }) } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const marathon = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await userEvent.click(within(marathon).getByRole('button', { name: 'Accept' }));
    await expect(
      await within(marathon).findByRole('button', { name: 'Accepting...' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(within(marathon).getByRole('button', { name: 'Decline' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // the other rows stay free
    const owls = await inviteCard(canvasElement, /^Night Owls/);
    await expect(within(owls).getByRole('button', { name: 'Accept' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Declining in progress: 'Declining...'. */
export const Declining: Story = {
  parameters: {
    msw: { handlers: { invites: scenarios.invites.pending({ calls: ['invites.reject'] }) } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const marathon = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await userEvent.click(within(marathon).getByRole('button', { name: 'Decline' }));
    await expect(
      await within(marathon).findByRole('button', { name: 'Declining...' }),
    ).toBeVisible();
  },
};

/** Accepting fails: the error on that row only, the invite stays and can be answered again. */
export const AcceptFailed: Story = {
  parameters: {
    msw: { handlers: { invites: scenarios.invites.error(500, { calls: ['invites.accept'] }) } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const marathon = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await userEvent.click(within(marathon).getByRole('button', { name: 'Accept' }));
    const alert = await within(marathon).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to accept or reject invite: 500');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(within(marathon).getByRole('button', { name: 'Accept' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** The failure dismissed: the row is as it was, ready to be answered again. */
export const AcceptFailedDismissed: Story = {
  parameters: { ...AcceptFailed.parameters, chromatic: { disableSnapshot: true } },
  play: async (context) => {
    await AcceptFailed.play?.(context);
    const marathon = await inviteCard(context.canvasElement, 'Marathon Prep Squad');
    const alert = within(marathon).getByRole('alert');
    await context.userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(within(marathon).queryByRole('alert')).toBeNull();
  },
};

/** Accept's answers, held back in the stories below until they let them go. */
const heldAccept = heldAnswers('invites.accept');

/** The page, and a way to leave it and come back. */
const awayAndBack = () => (
  <AwayAndBack>
    <InvitesPage />
  </AwayAndBack>
);

/**
 * She accepts an invite and leaves the page before the answer, then comes back while it is still
 * on its way: the invite rests under 'Accepting...' (no second press), and leaves the list once
 * she has joined.
 */
export const AcceptCameBackBeforeTheAnswer: Story = {
  render: awayAndBack,
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { invites: [heldAccept.handler, ...handlers.invites] } },
  },
  beforeEach: () => {
    heldAccept.on = true;
    return () => heldAccept.letGo();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const marathon = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await userEvent.click(within(marathon).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(heldAccept.waiting).toBe(1));
    await goAwayAndBack(canvas);
    const again = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await expect(within(again).getByRole('button', { name: 'Accepting...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    heldAccept.letGo();
    await waitFor(() => expect(canvas.queryByText('Marathon Prep Squad')).toBeNull());
  },
};

/**
 * The same answer fails while she is away: coming back, the invite says why, once, ready to be
 * answered again.
 */
export const AcceptFailedWhileAway: Story = {
  render: awayAndBack,
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        invites: [
          heldAccept.handler,
          ...scenarios.invites.error(500, { calls: ['invites.accept'] }),
        ],
      },
    },
  },
  beforeEach: () => {
    heldAccept.on = true;
    return () => heldAccept.letGo();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const failed = 'Failed to accept or reject invite: 500';
    const reports = () => db.tables.errorReports.filter(({ report }) => report.message === failed);
    const before = reports().length;
    const marathon = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await userEvent.click(within(marathon).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(heldAccept.waiting).toBe(1));
    await goAwayAndBack(canvas, {
      until: () => {
        heldAccept.letGo();
        expect(reports()).toHaveLength(before + 1);
      },
    });
    const again = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await expect(await within(again).findByRole('alert')).toHaveTextContent(failed);
    await expect(within(again).getByRole('button', { name: 'Accept' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // said once: away and back again, the invite is as it was
    await goAwayAndBack(canvas);
    const once = await inviteCard(canvasElement, 'Marathon Prep Squad');
    await expect(within(once).queryByRole('alert')).toBeNull();
  },
};

/** Noor has no invites. */
export const Empty: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    const message = await canvas.findByText('You have no pending group invites');
    await expect(message).toBeVisible();
    // in a card of its own where the invites would stand, centred in it
    await expectEmptyStateInCard(message, canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'About Group Invites' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { invites: scenarios.invites.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading invites')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
    // the box under the list comes with it: under the placeholders, it would move when the
    // invites took their place
    await expect(canvas.queryByRole('region', { name: 'About Group Invites' })).toBeNull();
  },
};

/**
 * The list fails: the reason in a red alert with 'Try Again' under it. Dismissed, the reason
 * stays as quiet text above 'Try Again', which takes the focus.
 */
export const Error: Story = {
  parameters: { msw: { handlers: { invites: scenarios.invites.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch group invites: 500');
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toHaveAccessibleDescription('Failed to fetch group invites: 500');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Failed to fetch group invites: 500')).toBeVisible();
    await expect(tryAgain).toHaveFocus();
  },
};

/** An outage of the pending invites' read (a story that brings it back). */
const invitesOutage = outage();

/**
 * The invites fail to load, and fail again at the first 'Try Again' (said again, focus kept on
 * the button), then the server comes back: 'Try Again' under the failure (from the keyboard)
 * asks again, the invites come, and focus, which was on the pressed button, goes to
 * the page rather than the document's start.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        invites: [invitesOutage.failing('invites.pending'), ...handlers.invites],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    invitesOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch group invites: 503');
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    // still failing: said again, and 'Try Again' keeps the focus
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch group invites: 503');
    await expect(tryAgain).toHaveFocus();

    invitesOutage.end();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('list', { name: 'Pending invites' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/** The seeded invite of Ana's to the group named `name`. */
const inviteTo = (name: string) => {
  const group = db.tables.groups.find((row) => row.name === name);
  const invite = db.tables.invites.find(
    (row) => row.groupId === group?.id && row.inviteeId === personas.member.sub,
  );
  if (!group || !invite) throw new globalThis.Error(`seed: no invite to ${name}`);
  return { group, invite };
};

/**
 * Ana accepted the invite to Marathon Prep Squad in another tab, and then presses Accept on the
 * same invite here: the server no longer has it (404), but she is in the group, as she asked, so
 * it counts as done. The invite leaves the list and the page says she joined, with a way in.
 */
export const AcceptedInAnotherTab: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const marathon = await inviteCard(canvasElement, 'Marathon Prep Squad');
    const { group } = inviteTo('Marathon Prep Squad');
    db.tables.groupMemberships.push({
      groupId: group.id,
      memberId: personas.member.sub,
      role: 'Member',
      joinedAt: new Date().toISOString(),
    });
    db.tables.invites = db.tables.invites.filter((row) => row.groupId !== group.id);
    await userEvent.click(within(marathon).getByRole('button', { name: 'Accept' }));
    const said = await canvas.findByRole('status');
    await expect(said).toHaveTextContent('You joined Marathon Prep Squad.');
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Marathon Prep Squad' })).toBeNull(),
    );
    await expect(canvas.queryByText(/Failed to accept or reject invite/)).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** The pending invites' read, held back in the story below until it lets it go. */
const heldList = heldAnswers('invites.pending');

/**
 * The invite to Night Owls was withdrawn while the page was open, and Ana presses Accept: the
 * server no longer has it (404) and she is not in the group, so the failure is reported, and the
 * pending invites are read again: the stale invite leaves the list, the others stay, and the page
 * says the invite is no longer open. It leaves at once, before the list is read again (however
 * long that takes), and the row does not announce the server's refusal first.
 */
export const WithdrawnInviteLeaves: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { invites: [heldList.handler, ...handlers.invites] } },
  },
  beforeEach: () => () => heldList.letGo(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const owls = await inviteCard(canvasElement, /^Night Owls/);
    const { group, invite } = inviteTo('Night Owls <script>alert("owl")</script>');
    db.tables.invites = db.tables.invites.filter((row) => row.id !== invite.id);
    heldList.on = true;
    await userEvent.click(within(owls).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(
        db.tables.errorReports.filter(
          (row) => row.report.message === 'Failed to accept or reject invite: 404',
        ),
      ).toHaveLength(1),
    );
    // gone while the list is still being read again
    await waitFor(() => expect(heldList.waiting).toBe(1));
    await waitFor(() => expect(canvas.queryByRole('article', { name: /^Night Owls/ })).toBeNull());
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    // the row's failure left with it: the page says why the invite went, and takes her focus
    const said = await canvas.findByRole('status');
    await expect(said).toHaveTextContent(noLongerOpenText(group.name));
    await waitFor(() => expect(said).toHaveFocus());
    await expect(within(said).queryByRole('link', { name: OPEN_GROUP })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    heldList.letGo();
    await waitFor(() => expect(heldList.waiting).toBe(0));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** A refusal to read the pending invites again, begun once the list is shown (not tried again). */
const refusedReadAgain = outage(400);

/**
 * Reading her invites again fails: the failure is said, with 'Try Again', over the invites read
 * before, which stay. They may be out of date (an invite that came since is not among them), so
 * they are not passed off as current.
 */
export const ReadAgainFails: Story = {
  render: () => (
    <>
      <InvitesPage />
      <ReadAgainControl queryKey={queryKeys.pendingInvites} label="Read the invites again" />
    </>
  ),
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: { invites: [refusedReadAgain.failing('invites.pending'), ...handlers.invites] },
    },
  },
  beforeEach: () => {
    refusedReadAgain.end();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await inviteCard(canvasElement, 'Marathon Prep Squad');
    const shown = canvas.getAllByRole('article').length;
    refusedReadAgain.start();
    await userEvent.click(canvas.getByRole('button', { name: 'Read the invites again' }));
    await expect(await canvas.findByText('Failed to fetch group invites: 400')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(shown);
    refusedReadAgain.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await waitFor(() =>
      expect(canvas.queryByText('Failed to fetch group invites: 400')).toBeNull(),
    );
  },
};

/** An outage of the pending invites' read, begun once the list is shown (the story below). */
const withdrawnListOutage = outage();

/**
 * The same withdrawn invite, when reading the list again fails too: the invite leaves the list
 * all the same (the server said it is no longer there), and the page says so, focus on it, rather
 * than offering Accept again with no word.
 */
export const WithdrawnInviteLeavesWhenTheListFailsToRead: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        invites: [withdrawnListOutage.failing('invites.pending'), ...handlers.invites],
      },
    },
  },
  beforeEach: () => {
    withdrawnListOutage.end();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const owls = await inviteCard(canvasElement, /^Night Owls/);
    const { group, invite } = inviteTo('Night Owls <script>alert("owl")</script>');
    db.tables.invites = db.tables.invites.filter((row) => row.id !== invite.id);
    withdrawnListOutage.start();
    await userEvent.click(within(owls).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(canvas.queryByRole('article', { name: /^Night Owls/ })).toBeNull());
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const said = await canvas.findByRole('status');
    await expect(said).toHaveTextContent(noLongerOpenText(group.name));
    await waitFor(() => expect(said).toHaveFocus());
    // the row never said the server's refusal
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A server that answers an invite answered already with 409 is read the same way: Ana joined the
 * Strength Club elsewhere and presses Accept here; she is in the group, so it counts as done.
 */
export const AnsweredAlreadyConflict: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { invites: scenarios.invites.error(409, { calls: ['invites.accept'] }) } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const club = await inviteCard(canvasElement, /Strength Club$/);
    const { group } = inviteTo('نادي القوة 💪 Strength Club');
    db.tables.groupMemberships.push({
      groupId: group.id,
      memberId: personas.member.sub,
      role: 'Member',
      joinedAt: new Date().toISOString(),
    });
    db.tables.invites = db.tables.invites.filter((row) => row.groupId !== group.id);
    await userEvent.click(within(club).getByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /^You joined .*Strength Club\./,
    );
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: /Strength Club$/ })).toBeNull(),
    );
  },
};
