import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useParams } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { db, scenarios } from '@reprally/mocks';
import { pressTwiceAtOnce } from '../../../testing/press-twice';
import { CreateGroupPage } from './CreateGroupPage';
import { MyGroupsPage } from '../MyGroupsPage';
import { screenModes } from '../../../foundations/modes';
import { AwayAndBack, goAwayAndBack } from '../../../testing/away-and-back';
import { Link } from '../../../primitives/Link';

/** Stands in for the group page, to show where a created group leads. */
function GroupPageStandIn() {
  const { groupId } = useParams();
  return <p>Group page {groupId}</p>;
}

/** The form, left and come back to in place, and the group page a created group leads to. */
function AwayAndBackRoutes() {
  return (
    <Routes>
      <Route
        path="/groups/create"
        element={
          <AwayAndBack>
            <CreateGroupPage />
          </AwayAndBack>
        }
      />
      <Route
        path="/groups/:groupId"
        element={
          <>
            <GroupPageStandIn />
            <Link to="/groups/create">Create another group</Link>
          </>
        }
      />
    </Routes>
  );
}

const meta = {
  title: 'Groups/CreateGroupPage',
  component: CreateGroupPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/groups/create' },
  },
  render: () => (
    <Routes>
      <Route path="/groups/create" element={<CreateGroupPage />} />
      <Route path="/groups/:groupId" element={<GroupPageStandIn />} />
    </Routes>
  ),
} satisfies Meta<typeof CreateGroupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameField = () => screen.getByRole('textbox', { name: /Group name/ });
const createButton = () => screen.getByRole('button', { name: 'Create Group' });

/** An empty form: private by default, each privacy choice explained. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Group' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Create Group | RepRally'));
    await expect(nameField()).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Privacy' })).toHaveTextContent('Private');
    await expect(canvas.getByText(/^Private: only invited members can join/)).toBeVisible();
    await expect(
      canvas.getByText(
        'Public: anyone signed in can see the group’s challenges and photos; only invited members can join and take part.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Groups' })).toHaveAttribute(
      'href',
      '/groups',
    );
  },
};

/**
 * 'Create Group' stands at the form's start, under its fields, where 'Save Changes' stands in the
 * group's settings and the submit buttons of the app's other forms stand: on a wide screen too.
 */
export const SubmitAtTheStart: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async () => {
    const field = nameField().getBoundingClientRect();
    const button = createButton().getBoundingClientRect();
    await expect(Math.abs(button.left - field.left)).toBeLessThan(1);
    await expect(button.top).toBeGreaterThan(field.bottom);
  },
};

/** Creating with no name: 'Group name is required', focus on the field (its picture). */
export const NameRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(createButton());
    await expect(canvas.getByText('Group name is required')).toBeVisible();
    await expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(nameField()).toHaveFocus());
  },
};

/** The message goes as soon as the name is edited (no picture: it ends as the form began). */
export const NameRequiredClearedByTyping: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async (context) => {
    await NameRequired.play?.(context);
    await context.userEvent.type(nameField(), 'D');
    await expect(context.canvas.queryByText('Group name is required')).toBeNull();
  },
};

/** A two-character name: 'Group name must be at least 3 characters long'. */
export const NameTooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(nameField(), 'ab{Enter}');
    await expect(canvas.getByText('Group name must be at least 3 characters long')).toBeVisible();
    await expect(nameField()).toHaveValue('ab');
  },
};

/** A public group created: one request, and the new group's page opens. */
export const Created: Story = {
  play: async ({ canvas, userEvent }) => {
    const before = db.tables.groups.length;
    await userEvent.type(nameField(), 'Lunch Break Lifters');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Description' }),
      'Thirty minutes, three lifts.',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Privacy' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Public' }));
    pressTwiceAtOnce(createButton());
    await expect(await canvas.findByText(/^Group page \d+$/)).toBeVisible();
    const created = db.tables.groups.filter((group) => group.name === 'Lunch Break Lifters');
    await expect(created).toHaveLength(1);
    await expect(db.tables.groups).toHaveLength(before + 1);
    await expect(created[0]).toMatchObject({
      description: 'Thirty minutes, three lifts.',
      isPrivate: false,
    });
  },
};

/**
 * She starts a group, leaves for another part of the app and comes back: what she typed is
 * there. Once the group is created, the form starts empty again.
 */
export const KeptWhileAway: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <AwayAndBackRoutes />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(nameField(), 'Lunch Break Lifters');
    const description = () => canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(description(), 'Thirty minutes,');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Privacy' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Public' }));

    await goAwayAndBack(canvas);
    await expect(nameField()).toHaveValue('Lunch Break Lifters');
    await expect(description()).toHaveValue('Thirty minutes,');
    await expect(canvas.getByRole('combobox', { name: 'Privacy' })).toHaveTextContent('Public');

    await userEvent.type(description(), ' three lifts.');
    await userEvent.click(createButton());
    await expect(await canvas.findByText(/^Group page \d+$/)).toBeVisible();
    const created = db.tables.groups.filter((group) => group.name === 'Lunch Break Lifters');
    await expect(created[0]).toMatchObject({ description: 'Thirty minutes, three lifts.' });
    // sent: nothing of it waits in the form any more
    await userEvent.click(canvas.getByRole('link', { name: 'Create another group' }));
    await expect(await screen.findByRole('textbox', { name: /Group name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  },
};

/**
 * She presses Create Group and goes to My Groups before the server has answered. She stays where
 * she went: the group is made, and My Groups, read again, lists it. Opening Create Group again
 * gives an empty form: what she typed went with the group it made.
 */
export const CreatedAfterSheLeft: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: scenarios.groups.slow(600, { calls: ['groups.create'] }) } },
  },
  render: () => (
    <Routes>
      <Route
        path="/groups/create"
        element={
          <>
            <CreateGroupPage />
            <Link to="/groups">Go to My Groups</Link>
          </>
        }
      />
      <Route
        path="/groups"
        element={
          <>
            <MyGroupsPage />
            <Link to="/groups/create">Start another group</Link>
          </>
        }
      />
      <Route path="/groups/:groupId" element={<GroupPageStandIn />} />
    </Routes>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(nameField(), 'Lunch Break Lifters');
    await userEvent.click(createButton());
    await userEvent.click(canvas.getByRole('link', { name: 'Go to My Groups' }));
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());

    // the create answers after 600 ms: My Groups lists the group, and she is still there
    await expect(
      await canvas.findByRole('link', { name: /Lunch Break Lifters/ }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Group page \d+$/)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Groups' })).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: 'Start another group' }));
    // a navigation renders in a transition: the form shows a moment after the press
    await expect(await screen.findByRole('textbox', { name: /Group name/ })).toHaveValue('');
  },
};

/**
 * She presses Create Group, leaves for another part of the app and comes back before the server
 * has answered: the form shows what she typed, busy with that press ('Creating...', no second
 * press), and when the group is made it opens, as if she had never left. One group is made.
 */
export const CameBackBeforeTheAnswer: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: scenarios.groups.slow(600, { calls: ['groups.create'] }) } },
  },
  render: () => <AwayAndBackRoutes />,
  play: async ({ canvas, userEvent }) => {
    const before = db.tables.groups.length;
    await userEvent.type(nameField(), 'Lunch Break Lifters');
    await userEvent.click(createButton());
    await goAwayAndBack(canvas);
    await expect(nameField()).toHaveValue('Lunch Break Lifters');
    const busy = canvas.getByRole('button', { name: 'Creating...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);

    // the create answers after 600 ms
    await expect(await canvas.findByText(/^Group page \d+$/, {}, { timeout: 5000 })).toBeVisible();
    await expect(db.tables.groups).toHaveLength(before + 1);
  },
};

/**
 * As above, but the create fails after she has come back: the form says why, as if she had
 * never left, and keeps what she typed for another press.
 */
export const CameBackBeforeTheFailure: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groups: scenarios.groups.error(500, { calls: ['groups.create'], after: 600 }),
      },
    },
  },
  render: () => <AwayAndBackRoutes />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(nameField(), 'Lunch Break Lifters');
    await userEvent.click(createButton());
    await goAwayAndBack(canvas);
    await expect(canvas.getByRole('button', { name: 'Creating...' })).toBeVisible();

    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Failed to create group: 500');
    await expect(nameField()).toHaveValue('Lunch Break Lifters');
    await expect(createButton()).not.toHaveAttribute('aria-busy');
  },
};

/**
 * She presses Create Group and leaves; the create fails while she is elsewhere. Coming back, her
 * form holds what she typed and says why, as if she had stayed, once: leaving again and coming
 * back, her words are there without it.
 */
export const FailedWhileSheWasAway: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groups: scenarios.groups.error(500, { calls: ['groups.create'], after: 300 }),
      },
    },
  },
  render: () => <AwayAndBackRoutes />,
  play: async ({ canvas, userEvent }) => {
    const reports = () =>
      db.tables.errorReports.filter(({ report }) =>
        String(report.message).startsWith('Failed to create group'),
      );
    const reportedBefore = reports().length;
    await userEvent.type(nameField(), 'Lunch Break Lifters');
    await userEvent.click(createButton());
    await goAwayAndBack(canvas, {
      until: () => expect(reports()).toHaveLength(reportedBefore + 1),
    });

    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create group: 500');
    await expect(nameField()).toHaveValue('Lunch Break Lifters');
    await expect(createButton()).not.toHaveAttribute('aria-busy');

    await goAwayAndBack(canvas);
    await expect(nameField()).toHaveValue('Lunch Break Lifters');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * While the request runs the button says 'Creating...' and takes no second press; the fields
 * hold what was sent: what she types on is not taken, as the group is made as it was.
 */
export const Creating: Story = {
  parameters: {
    msw: { handlers: { groups: scenarios.groups.pending({ calls: ['groups.create'] }) } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(nameField(), 'Lunch Break Lifters{Enter}');
    const busy = await canvas.findByRole('button', { name: 'Creating...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(nameField()).toHaveValue('Lunch Break Lifters');
    await expect(nameField()).toHaveFocus();
    await userEvent.type(nameField(), ' Club');
    await expect(nameField()).toHaveValue('Lunch Break Lifters');
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveAttribute('readonly');
    await expect(canvas.getByRole('combobox', { name: 'Privacy' })).toBeDisabled();
  },
};

/** The server refuses: its message in the red banner, everything typed kept (its picture). */
export const CreateFailed: Story = {
  parameters: {
    msw: { handlers: { groups: scenarios.groups.error(500, { calls: ['groups.create'] }) } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(nameField(), 'Lunch Break Lifters');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Three lifts.');
    await userEvent.click(createButton());
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to create group: 500');
    await expect(nameField()).toHaveValue('Lunch Break Lifters');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('Three lifts.');
    await expect(createButton()).not.toHaveAttribute('aria-busy');
  },
};

/** Dismiss closes the banner, and what she typed stays (no picture). */
export const CreateFailedDismissed: Story = {
  parameters: { ...CreateFailed.parameters, chromatic: { disableSnapshot: true } },
  play: async (context) => {
    await CreateFailed.play?.(context);
    const { canvas, userEvent } = context;
    await userEvent.click(
      within(canvas.getByRole('alert')).getByRole('button', { name: 'Dismiss' }),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(nameField()).toHaveValue('Lunch Break Lifters');
  },
};

/**
 * The server refuses the name: its message under the name field, which is invalid and focused;
 * no banner, everything kept; editing the name clears the message until the next refusal.
 */
export const NameRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        groups: scenarios.groups.error(400, {
          calls: ['groups.create'],
          message: 'name: A group with this name already exists',
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(nameField(), 'Dawn Patrol Lifters');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Three lifts.');
    await userEvent.click(createButton());
    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription('A group with this name already exists'),
    );
    await expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(nameField()).toHaveFocus());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(/Failed to create group/)).toBeNull();
    await expect(nameField()).toHaveValue('Dawn Patrol Lifters');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('Three lifts.');
    await expect(createButton()).not.toHaveAttribute('aria-disabled');
    await expect(createButton()).not.toHaveAttribute('aria-busy');
    await userEvent.type(nameField(), ' Two');
    await expect(nameField()).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('A group with this name already exists')).toBeNull();
    // refused again: the message is back and focus returns to the field
    await userEvent.click(createButton());
    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription('A group with this name already exists'),
    );
    await waitFor(() => expect(nameField()).toHaveFocus());
    await expect(nameField()).toHaveValue('Dawn Patrol Lifters Two');
  },
};

/** No answer at all: the client's message in the banner, inputs kept. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { groups: scenarios.groups.networkError({ calls: ['groups.create'] }) } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(nameField(), 'Lunch Break Lifters{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to create group: the server could not be reached',
    );
    await expect(nameField()).toHaveValue('Lunch Break Lifters');
  },
};
