import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useParams } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, handlers, heldAnswers, outage, scenarios } from '@reprally/mocks';
import { CreateChallengePage, NO_PERMISSION } from './CreateChallengePage';
import { ClockProvider, type Clock } from '../../../clock/ClockProvider';
import { DateInZone } from '../../../testing/date-in-zone';
import { ChallengePage } from '../ChallengePage';
import { GroupPage } from '../../groups/GroupPage';
import { screenModes } from '../../../foundations/modes';
import { AwayAndBack, goAwayAndBack } from '../../../testing/away-and-back';
import { Link } from '../../../primitives/Link';
import { focusedFailureBanner } from '../../admin/testing/focused-failure';
import {
  demoteAnaIn,
  GroupReader,
  GroupReadFailures,
  groupReadFailed,
  readGroupAgain,
} from '../../../testing/group-changed-elsewhere';
import { GROUP_NOT_FOUND } from '../../groups/group-standing';
import { holdBadInput } from '../../../testing/bad-input';

// Ana created Dawn Patrol Lifters and is an ordinary member of Iron Sisters; someone else
// created Kettlebell Collective, where Ana is an Admin
const DAWN_PATROL = 1;
const IRON_SISTERS = 2;
const KETTLEBELL = 3;

const at = (groupId: number | string) => ({
  router: {
    path: `/groups/${groupId}/challenges/create`,
    route: '/groups/:groupId/challenges/create',
  },
});

const meta = {
  title: 'Group Challenges/CreateChallengePage',
  component: CreateChallengePage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    ...at(DAWN_PATROL),
  },
} satisfies Meta<typeof CreateChallengePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What draws a control's text and frame, to compare a link shown as a button with a button. */
const drawing = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return {
    color: style.color,
    textDecorationLine: style.textDecorationLine,
    borderColor: style.borderColor,
    background: style.backgroundColor,
    fontWeight: style.fontWeight,
  };
};

const form = async (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('form', { name: 'Create Challenge' });

/** Create Challenge in the group's routes, where a new challenge opens and Back to Group goes. */
const inTheGroup = {
  router: { path: `/groups/${DAWN_PATROL}/challenges/create`, route: '/groups/:groupId/*' },
};
const groupRoutes = (
  <Routes>
    <Route path="challenges/create" element={<CreateChallengePage />} />
    <Route path="challenges/:challengeId" element={<ChallengePage />} />
    <Route index element={<GroupPage />} />
  </Routes>
);

/** The group's creator: the info card and the form with its defaults, buy-in off. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const challengeForm = await form(canvas);
    await expect(canvas.getByRole('link', { name: 'Back to Group' })).toHaveAttribute(
      'href',
      `/groups/${DAWN_PATROL}`,
    );
    const info = canvas.getByRole('region', { name: 'Creating a Challenge' });
    await expect(within(info).getAllByRole('listitem')).toHaveLength(4);
    const f = within(challengeForm);
    await expect(f.getByRole('checkbox', { name: 'Weight' })).toBeChecked();
    await expect(f.getByRole('checkbox', { name: 'Waist' })).toBeChecked();
    await expect(f.getByRole('checkbox', { name: 'Body Fat' })).not.toBeChecked();
    await expect(f.getByRole('combobox', { name: 'Challenge Type' })).toHaveTextContent(
      'Body Recomposition',
    );
    await expect(f.getByRole('switch', { name: 'Buy-in' })).not.toBeChecked();
    await expect(f.queryByLabelText(/Amount/)).toBeNull();
    // Cancel leads back to the group, drawn as the form's other secondary button, not as a link
    const cancel = f.getByRole('link', { name: 'Cancel' });
    await expect(cancel).toHaveAttribute('href', `/groups/${DAWN_PATROL}`);
    await expect(drawing(cancel)).toEqual(drawing(f.getByRole('button', { name: 'Add' })));
  },
};

/**
 * 'Create Challenge' and then Cancel stand at the form's start, under its fields, as every form
 * in the app places its submit and its Cancel: on a wide screen too.
 */
export const ButtonsAtTheStart: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    const name = f.getByRole('textbox', { name: /Challenge Name/ }).getBoundingClientRect();
    const cancel = f.getByRole('link', { name: 'Cancel' }).getBoundingClientRect();
    const create = f.getByRole('button', { name: 'Create Challenge' }).getBoundingClientRect();
    await expect(Math.abs(create.left - name.left)).toBeLessThan(1);
    await expect(cancel.left).toBeGreaterThan(create.right);
    await expect(cancel.left - create.right).toBeLessThan(name.width / 4);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { groups: scenarios.groups.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading group information...')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The group cannot be read for want of a working server (500): the reason, and 'Try Again'. */
export const GroupLoadError: Story = {
  parameters: { msw: { handlers: { groups: scenarios.groups.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(GROUP_NOT_FOUND);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveAccessibleDescription(
      GROUP_NOT_FOUND,
    );
    // a group screen's error can be dismissed
    await expect(
      within(canvas.getByRole('alert')).getByRole('button', { name: 'Dismiss' }),
    ).toBeVisible();
  },
};

/** The group is not there, or not hers (404): that is the answer, with nothing to try again. */
export const GroupNotFound: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: scenarios.groups.error(404) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(GROUP_NOT_FOUND);
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

/** An outage of the group's read, started during the story. */
const groupOutage = outage();

/**
 * She is filling in the form when the group is read again (she came back to the window) and the
 * server fails: the form stays, with what she typed, instead of giving way to 'Group not found'.
 */
export const FormStaysWhileTheGroupFailsToRead: Story = {
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
    const f = within(await form(canvas));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Spring Cut');
    await groupReadFailed(0);
    groupOutage.start();
    await readGroupAgain(DAWN_PATROL);
    // the failed read has reached the form
    await groupReadFailed(1);
    await expect(f.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue('Spring Cut');
    await expect(canvas.queryByText(GROUP_NOT_FOUND)).toBeNull();
  },
};

/** An ordinary member of the group may not create challenges. */
export const PermissionRefused: Story = {
  parameters: at(IRON_SISTERS),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "You don't have permission to create challenges in this group.",
    );
    const card = canvas.getByRole('region', { name: 'Permission Required' });
    await expect(
      within(card).getByText(
        'You need to be a group admin to create challenges. Contact the group owner if you think you should have this permission.',
      ),
    ).toBeVisible();
    const returnLink = within(card).getByRole('link', { name: 'Return to Group' });
    await expect(returnLink).toHaveAttribute('href', `/groups/${IRON_SISTERS}`);
    // a button's look: not the link colour and underline of 'Back to Group'
    const back = canvas.getByRole('link', { name: 'Back to Group' });
    await expect(getComputedStyle(returnLink).textDecorationLine).toBe('none');
    await expect(getComputedStyle(returnLink).color).not.toBe(getComputedStyle(back).color);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/**
 * Buy-in on, with a cent step and no negative amounts; Create Challenge without an amount asks for
 * one, and '12.5' reads '$12.50 per participant'.
 */
async function buyInOfTwelveFifty(f: ReturnType<typeof within>) {
  await userEvent.click(f.getByRole('switch', { name: 'Buy-in' }));
  const amount = f.getByRole('spinbutton', { name: /Amount \(\$\)/ });
  await expect(amount).toHaveAttribute('step', '0.01');
  await expect(amount).toHaveAttribute('min', '0');
  await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Spring Cut');
  await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
  await expect(await f.findByText('Buy-in amount is required')).toBeVisible();
  await userEvent.type(amount, '12.5');
  await expect(amount).toHaveValue(12.5);
  await expect(f.getByText('$12.50 per participant')).toBeVisible();
}

/** Buy-in on: 'Amount ($)' appears, is required, and reads with 2 decimals; the picture shows it. */
export const BuyInOn: Story = {
  play: async ({ canvas }) => {
    await buyInOfTwelveFifty(within(await form(canvas)));
  },
};

/**
 * An amount the browser cannot read as a number ('12,50' in an English browser, where the comma
 * is no decimal mark) is not called missing: 'Enter a number', beside what she can see.
 */
export const UnreadableBuyIn: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    await userEvent.click(f.getByRole('switch', { name: 'Buy-in' }));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Spring Cut');
    const amount = f.getByRole('spinbutton', { name: /Amount \(\$\)/ });
    const held = holdBadInput(amount, { sendInput: true });
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Enter a number/));
    await expect(f.queryByText('Buy-in amount is required')).toBeNull();
    held.restore();
  },
};

/** The buy-in turned off again: its amount goes with it. */
export const BuyInTurnedOffAgain: Story = {
  // no picture: a form with the buy-in off is in Default's
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    await buyInOfTwelveFifty(f);
    await userEvent.click(f.getByRole('switch', { name: 'Buy-in' }));
    await expect(f.queryByRole('spinbutton', { name: /Amount/ })).toBeNull();
  },
};

/**
 * Custom names: added and chosen, which a screen reader hears ('Calves added and chosen': focus
 * stays in the field); a duplicate ignoring case is refused, the reason describing the name's
 * field, which a screen reader reads with it; empty is ignored.
 */
export const CustomTypes: Story = {
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    const custom = f.getByRole('textbox', { name: 'Custom measurement type' });
    await userEvent.click(f.getByRole('button', { name: 'Add' }));
    await expect(f.queryByRole('alert')).toBeNull();
    await userEvent.type(custom, 'Calves');
    await userEvent.click(f.getByRole('button', { name: 'Add' }));
    await expect(f.getByRole('checkbox', { name: 'Calves' })).toBeChecked();
    await expect(f.getByRole('status')).toHaveTextContent('\u2068Calves\u2069 added and chosen');
    await userEvent.type(custom, 'body fat');
    await expect(f.getByRole('status')).toHaveTextContent('');
    await userEvent.click(f.getByRole('button', { name: 'Add' }));
    await expect(f.getByRole('alert')).toHaveTextContent('This measurement type already exists');
    await expect(custom).toHaveValue('body fat');
    await expect(custom).toBeInvalid();
    await expect(custom).toHaveAccessibleDescription('This measurement type already exists');
  },
};

/**
 * The custom type's field takes the width of the measurement types, with Add beside it on the
 * field's line (on a phone too: the phone run plays every story).
 */
export const CustomTypeRow: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    const field = f
      .getByRole('textbox', { name: 'Custom measurement type' })
      .getBoundingClientRect();
    const add = f.getByRole('button', { name: 'Add' }).getBoundingClientRect();
    const types = f.getByRole('group', { name: 'Measurement Types' }).getBoundingClientRect();
    // beside the field, level with it, not on a line of its own
    await expect(add.left).toBeGreaterThan(field.right);
    await expect(Math.abs(add.bottom - field.bottom)).toBeLessThanOrEqual(1);
    // the field reaches from the group's start to Add, which ends where the group ends
    await expect(Math.abs(field.left - types.left)).toBeLessThanOrEqual(1);
    await expect(Math.abs(add.right - types.right)).toBeLessThanOrEqual(1);
  },
};

/** A sixth type is refused with the limit's message, which says nothing of the custom name's field. */
export const FiveTypeLimit: Story = {
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    for (const name of ['Body Fat', 'Chest', 'Arms']) {
      await userEvent.click(f.getByRole('checkbox', { name }));
    }
    await userEvent.click(f.getByRole('checkbox', { name: 'Hips' }));
    await expect(f.getByRole('alert')).toHaveTextContent(
      'You can select a maximum of 5 measurement types',
    );
    await expect(f.getByRole('checkbox', { name: 'Hips' })).not.toBeChecked();
    await expect(f.getAllByRole('checkbox', { checked: true })).toHaveLength(5);
    const custom = f.getByRole('textbox', { name: 'Custom measurement type' });
    await expect(custom).toBeValid();
    await expect(custom).not.toHaveAccessibleDescription();
  },
};

/** The name is required; the end may not come before the start. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    const start = f.getByLabelText('Start Date') as HTMLInputElement;
    const end = f.getByLabelText('End Date');
    await userEvent.clear(end);
    await userEvent.type(
      end,
      start.value.replace(/^(\d{4})/, (year) => String(Number(year) - 1)),
    );
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await expect(await f.findByText('Challenge name is required')).toBeVisible();
    await expect(f.getByText('End date cannot be before the start date')).toBeVisible();
    // focus goes to the first field to fix
    await waitFor(() => expect(f.getByRole('textbox', { name: /Challenge Name/ })).toHaveFocus());
  },
};

/**
 * The server fails: the banner at the top of the form takes focus and comes into the window
 * (she pressed Create Challenge far below it), and every input stays as typed.
 */
export const CreateFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        groupChallenges: scenarios.groupChallenges.error(500, {
          calls: ['groups.challenges.create'],
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    const name = f.getByRole('textbox', { name: /Challenge Name/ });
    await userEvent.type(name, 'Spring Cut');
    await userEvent.click(f.getByRole('switch', { name: 'Buy-in' }));
    await userEvent.type(f.getByRole('spinbutton', { name: /Amount/ }), '20');
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    const banner = await focusedFailureBanner('Failed to create group challenge');
    const { top, bottom } = banner.getBoundingClientRect();
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(name).toHaveValue('Spring Cut');
    await expect(f.getByRole('spinbutton', { name: /Amount/ })).toHaveValue(20);
    await expect(f.getByRole('button', { name: 'Create Challenge' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/**
 * The server refuses the third type: its message on the type picker, which is invalid and
 * focused; no banner, every choice kept; changing the choice clears the message until the next
 * refusal.
 */
export const TypeRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        groupChallenges: scenarios.groupChallenges.error(400, {
          calls: ['groups.challenges.create'],
          message: 'measurementTypes.2: Custom measurement types must be body measurements',
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Spring Cut');
    await userEvent.type(f.getByRole('textbox', { name: 'Custom measurement type' }), 'Steps');
    await userEvent.click(f.getByRole('button', { name: 'Add' }));
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    const picker = f.getByRole('group', { name: 'Measurement Types' });
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(
        'Custom measurement types must be body measurements',
      ),
    );
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(picker).toHaveFocus());
    await expect(f.queryByText(/Failed to create group challenge/)).toBeNull();
    await expect(f.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue('Spring Cut');
    await expect(f.getByRole('checkbox', { name: 'Steps' })).toBeChecked();
    await expect(f.getByRole('button', { name: 'Create Challenge' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.click(f.getByRole('checkbox', { name: 'Steps' }));
    await expect(picker).not.toHaveAttribute('aria-invalid');
    await expect(f.queryByRole('alert')).toBeNull();
    // chosen again and refused again: the message is back and focus returns to the picker
    await userEvent.click(f.getByRole('checkbox', { name: 'Steps' }));
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(picker).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(picker).toHaveFocus());
  },
};

/** A valid form is sent once, and the new challenge's page opens in its place. */
export const CreateSuccess: Story = {
  parameters: {
    // it ends on the new challenge's page, pictured in the challenge page's own stories
    chromatic: { disableSnapshot: true },
    ...inTheGroup,
  },
  render: () => groupRoutes,
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Spring Cut');
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Spring Cut' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Create Challenge' })).toBeNull();
    await expect(challengeNamed('Spring Cut')).toMatchObject({ groupId: DAWN_PATROL });
  },
};

/**
 * A custom type she typed and did not add goes with the challenge, as Add would have added it:
 * the challenge is made with Weight, Waist and Calves.
 */
export const CustomTypeTypedNotAdded: Story = {
  parameters: { chromatic: { disableSnapshot: true }, ...inTheGroup },
  render: () => groupRoutes,
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Calf Raises');
    await userEvent.type(f.getByRole('textbox', { name: 'Custom measurement type' }), 'Calves');
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Calf Raises' }),
    ).toBeVisible();
    const made = challengeNamed('Calf Raises');
    await expect(
      db.tables.measurementTypes
        .filter((type) => type.challengeId === made?.id)
        .map((type) => type.name),
    ).toEqual(['Weight', 'Waist', 'Calves']);
  },
};

/**
 * A custom type she typed that Add would refuse (it exists already) stops the create: the reason
 * under the types, focus in the custom field, nothing sent. Typing another name there takes the
 * reason away.
 */
export const CustomTypeTypedRefusedOnCreate: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const before = db.tables.groupChallenges.length;
    const f = within(await form(canvas));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Spring Cut');
    const custom = f.getByRole('textbox', { name: 'Custom measurement type' });
    await userEvent.type(custom, 'waist');
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await expect(f.getByRole('alert')).toHaveTextContent('This measurement type already exists');
    await expect(custom).toHaveFocus();
    await expect(custom).toHaveAccessibleDescription('This measurement type already exists');
    await expect(custom).toHaveValue('waist');
    await expect(db.tables.groupChallenges).toHaveLength(before);
    await userEvent.type(custom, 'line');
    await expect(f.queryByRole('alert')).toBeNull();
    await expect(custom).toBeValid();
    await expect(custom).not.toHaveAccessibleDescription();
  },
};

/** The create held back in the story below, until it lets it go. */
const heldCreate = heldAnswers('groups.challenges.create');

/**
 * While 'Creating...' shows, the form holds what was sent: she presses Enter in the name field
 * and types on, and the name stays as sent, her focus where it was; the choices cannot be
 * changed, and Cancel waits. The challenge is made as sent, and its page opens.
 */
export const HeldWhileCreating: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    ...inTheGroup,
    msw: { handlers: { groupChallenges: [heldCreate.handler, ...handlers.groupChallenges] } },
  },
  beforeEach: () => {
    heldCreate.on = true;
    return () => heldCreate.letGo();
  },
  render: () => groupRoutes,
  play: async ({ canvas, userEvent }) => {
    const f = within(await form(canvas));
    const name = f.getByRole('textbox', { name: /Challenge Name/ });
    await userEvent.type(name, 'Spring Cut{Enter}');
    await waitFor(() => expect(heldCreate.waiting).toBe(1));
    await expect(f.getByRole('button', { name: 'Creating...' })).toBeVisible();
    await userEvent.type(name, ' Extra');
    await expect(name).toHaveValue('Spring Cut');
    await expect(name).toHaveFocus();
    await userEvent.type(f.getByRole('textbox', { name: 'Description' }), 'Eight weeks');
    await expect(f.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await expect(f.getByRole('checkbox', { name: 'Body Fat' })).toBeDisabled();
    await expect(f.getByRole('switch', { name: 'Buy-in' })).toBeDisabled();
    // Cancel would only throw her typing away: the challenge is made all the same
    const cancel = f.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cancel);
    await expect(await form(canvas)).toBeVisible();

    heldCreate.letGo();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Spring Cut' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(challengeNamed('Spring Cut')).toMatchObject({ groupId: DAWN_PATROL });
    await expect(challengeNamed('Spring Cut Extra')).toBeUndefined();
  },
};

/**
 * Ana, an Admin of Kettlebell Collective, is made a plain member while the form is open. Her
 * create is refused (403) and reported once; the group is read again at once, and the page says
 * she may not create challenges here instead of offering the same refused press again. The
 * message takes the focus the pressed button had.
 */
export const NoLongerAnAdmin: Story = {
  parameters: { ...at(KETTLEBELL), chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const f = within(await form(canvas));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Spring Cut');
    demoteAnaIn(KETTLEBELL);
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));

    await waitFor(() =>
      expect(canvas.queryByRole('form', { name: 'Create Challenge' })).toBeNull(),
    );
    const message = canvas.getByText(NO_PERMISSION);
    await expect(message).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Permission Required' })).toBeVisible();
    await waitFor(() => expect(message.closest('[role="alert"]')).toHaveFocus());
    await expect(
      db.tables.errorReports.filter(
        (row) => row.report.message === 'Failed to create group challenge: 403',
      ),
    ).toHaveLength(1);
    await expect(challengeNamed('Spring Cut')).toBeUndefined();
  },
};

/**
 * She starts a challenge, leaves for another part of the app and comes back: what she typed and
 * chose is there, a custom type's name not added yet among it. 'Cancel' drops it: the form then
 * starts from its defaults.
 */
export const KeptWhileAway: Story = {
  parameters: { chromatic: { disableSnapshot: true }, ...inTheGroup },
  render: () => (
    <Routes>
      <Route
        path="challenges/create"
        element={
          <AwayAndBack>
            <CreateChallengePage />
          </AwayAndBack>
        }
      />
      <Route index element={<Link to="challenges/create">Create a challenge</Link>} />
    </Routes>
  ),
  play: async ({ canvas }) => {
    let f = within(await form(canvas));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Spring Cut');
    await userEvent.type(f.getByRole('textbox', { name: 'Description' }), 'Eight weeks, lean.');
    await userEvent.click(f.getByRole('checkbox', { name: 'Body Fat' }));
    await userEvent.click(f.getByRole('switch', { name: 'Buy-in' }));
    // a custom type's name, typed and not added yet
    await userEvent.type(f.getByRole('textbox', { name: 'Custom measurement type' }), 'Neck');

    await goAwayAndBack(canvas);
    f = within(await form(canvas));
    await expect(f.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue('Spring Cut');
    await expect(f.getByRole('textbox', { name: 'Description' })).toHaveValue('Eight weeks, lean.');
    await expect(f.getByRole('checkbox', { name: 'Body Fat' })).toBeChecked();
    await expect(f.getByRole('switch', { name: 'Buy-in' })).toBeChecked();
    await expect(f.getByRole('textbox', { name: 'Custom measurement type' })).toHaveValue('Neck');

    await userEvent.click(f.getByRole('link', { name: 'Cancel' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Create a challenge' }));
    f = within(await form(canvas));
    await expect(f.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue('');
    await expect(f.getByRole('checkbox', { name: 'Body Fat' })).not.toBeChecked();
    await expect(f.getByRole('textbox', { name: 'Custom measurement type' })).toHaveValue('');
  },
};

/** Create Challenge on the group's routes, its create answered after 600 ms. */
const createAnsweredLate = {
  chromatic: { disableSnapshot: true },
  ...inTheGroup,
  msw: {
    handlers: {
      groupChallenges: scenarios.groupChallenges.slow(600, {
        calls: ['groups.challenges.create'],
      }),
    },
  },
};

/** Stands in for a challenge's page, to show where a created challenge leads. */
function ChallengePageStandIn() {
  const { challengeId } = useParams();
  return <p>Challenge page {challengeId}</p>;
}

/**
 * She presses Create Challenge, leaves for another part of the app and comes back before the
 * server has answered: the form shows what she typed, busy with that press ('Creating...'), and
 * the new challenge opens once it is made, as if she had never left. It is made once.
 */
export const CameBackBeforeTheAnswer: Story = {
  parameters: createAnsweredLate,
  render: () => (
    <Routes>
      <Route
        path="challenges/create"
        element={
          <AwayAndBack>
            <CreateChallengePage />
          </AwayAndBack>
        }
      />
      <Route path="challenges/:challengeId" element={<ChallengePageStandIn />} />
    </Routes>
  ),
  play: async ({ canvas }) => {
    const before = db.tables.groupChallenges.length;
    let f = within(await form(canvas));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Spring Cut');
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await goAwayAndBack(canvas);
    f = within(await form(canvas));
    await expect(f.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue('Spring Cut');
    await expect(f.getByRole('button', { name: 'Creating...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // the create answers after 600 ms
    await expect(
      await canvas.findByText(/^Challenge page \d+$/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(db.tables.groupChallenges).toHaveLength(before + 1);
  },
};

/**
 * She presses Create Challenge and goes to the group's page before the server has answered. She
 * stays where she went; the challenge is created, and the group lists it. Opening Create
 * Challenge again gives an empty form: what she typed went with the challenge it made, and a
 * second press would have made it twice.
 */
export const CreatedAfterSheLeft: Story = {
  parameters: createAnsweredLate,
  render: () => (
    <Routes>
      <Route
        path="challenges/create"
        element={
          <>
            <CreateChallengePage />
            <Link to={`/groups/${DAWN_PATROL}`}>Go to the group</Link>
          </>
        }
      />
      <Route
        index
        element={
          <>
            <GroupPage />
            <Link to="challenges/create">Create a challenge</Link>
          </>
        }
      />
    </Routes>
  ),
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Spring Cut');
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the group' }));
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());

    // the create answers after 600 ms; the group's page, read again, lists it, and she is still
    // on the group's page
    await expect(
      await canvas.findByRole('link', { name: /Spring Cut/ }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a challenge' })).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: 'Create a challenge' }));
    const again = within(await form(canvas));
    await expect(again.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue('');
  },
};

/**
 * A challenge of one day, today: it opens ready for her measurements, which are saved, and the
 * group lists it among its active challenges with that one day as its dates.
 */
export const EndsToday: Story = {
  parameters: { chromatic: { disableSnapshot: true }, ...inTheGroup },
  render: () => groupRoutes,
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Sunrise Sprint');
    const today = (f.getByLabelText('Start Date') as HTMLInputElement).value;
    const end = f.getByLabelText('End Date');
    await userEvent.clear(end);
    await userEvent.type(end, today);
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sunrise Sprint' }),
    ).toBeVisible();
    await expect(canvas.getByText('Nov 18, 2026', { exact: true })).toBeVisible();
    const entry = within(await canvas.findByRole('form', { name: 'Enter Measurements' }));
    await userEvent.type(entry.getByRole('spinbutton', { name: /Weight/ }), '82.4');
    await userEvent.type(entry.getByRole('spinbutton', { name: /Waist/ }), '90');
    await userEvent.click(entry.getByRole('button', { name: 'Save Measurements' }));
    await expect(await entry.findByText('Measurements saved.')).toBeVisible();
    await expect(entry.queryByText(/Failed to submit measurements/)).toBeNull();

    await userEvent.click(canvas.getByRole('link', { name: 'Back to Group' }));
    const active = await canvas.findByRole('region', { name: 'Active Challenges' });
    const card = within(active)
      .getByRole('link', { name: 'Sunrise Sprint' })
      .closest('article') as HTMLElement;
    await expect(within(card).getByText('Nov 18, 2026', { exact: true })).toBeVisible();
    const completed = canvas.getByRole('region', { name: 'Completed Challenges' });
    await expect(within(completed).queryByRole('link', { name: 'Sunrise Sprint' })).toBeNull();
  },
};

const challengeNamed = (name: string) =>
  db.tables.groupChallenges.find((challenge) => challenge.name === name);

// Dec 3, 17:30 in Los Angeles: already Dec 4, 01:30 in UTC, where Dec 3 has ended
const losAngelesEvening: Clock = {
  now: () => new DateInZone('2026-12-04T01:30:00.000Z', 'America/Los_Angeles'),
};

/**
 * Los Angeles, Dec 3 at 17:30, when the UTC day is already Dec 4: Dec 3 is still hers to start
 * on, but not to end on, as its end (midnight UTC) has passed. The End Date field offers Dec 4
 * at the earliest; Dec 3 typed in is refused, so no challenge is created already over. Ending on
 * Dec 4 creates it.
 */
export const EndsTodayBehindUtc: Story = {
  parameters: { chromatic: { disableSnapshot: true }, ...inTheGroup },
  render: () => <ClockProvider clock={losAngelesEvening}>{groupRoutes}</ClockProvider>,
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    const start = f.getByLabelText('Start Date');
    const end = f.getByLabelText('End Date');
    await expect(start).toHaveValue('2026-12-03');
    await expect(start).toHaveAttribute('min', '2026-12-03');
    await expect(end).toHaveAttribute('min', '2026-12-04');

    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Sunset Sprint');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-03');
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() =>
      expect(end).toHaveAccessibleDescription(
        'Challenges end at midnight UTC, so this day is already over. Choose a later end date.',
      ),
    );
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(start).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(end).toHaveFocus());
    await expect(challengeNamed('Sunset Sprint')).toBeUndefined();

    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-04');
    await expect(end).not.toHaveAttribute('aria-invalid');
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sunset Sprint' }),
    ).toBeVisible();
    await expect(challengeNamed('Sunset Sprint')).toMatchObject({
      startDate: '2026-12-03T00:00:00.000Z',
      endDate: '2026-12-04T23:59:59.999Z',
    });
  },
};

/**
 * A date that names no day is not taken for an empty field (which means today): a year of five
 * digits, or Feb 30 as the browser holds it, is refused with 'Enter a valid date' on its field,
 * and nothing is created. A real day in its place clears the message.
 */
export const UnreadableDate: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const f = within(await form(canvas));
    await userEvent.type(f.getByRole('textbox', { name: /Challenge Name/ }), 'Leap Day Cut');
    const end = f.getByLabelText('End Date');
    await userEvent.clear(end);
    await userEvent.type(end, '20000-01-01');
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(end).toHaveAccessibleDescription('Enter a valid date'));
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(end).toHaveFocus());

    await userEvent.clear(end);
    const unreadable = holdBadInput(end);
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(end).toHaveAccessibleDescription('Enter a valid date'));
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    unreadable.restore();

    const start = f.getByLabelText('Start Date');
    const startUnreadable = holdBadInput(start);
    await userEvent.click(f.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(start).toHaveAccessibleDescription('Enter a valid date'));
    await waitFor(() => expect(start).toHaveFocus());
    startUnreadable.restore();
    await expect(challengeNamed('Leap Day Cut')).toBeUndefined();
    await expect(canvas.getByRole('form', { name: 'Create Challenge' })).toBeVisible();

    await userEvent.type(end, '2027-02-28');
    await userEvent.type(start, '2026-12-01');
    await expect(start).not.toHaveAttribute('aria-invalid');
    await expect(end).not.toHaveAttribute('aria-invalid');
  },
};
