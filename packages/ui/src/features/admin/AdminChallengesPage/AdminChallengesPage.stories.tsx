import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hostile, db, handlers, lostAnswers, outage, scenarios } from '@reprally/mocks';
import {
  DELETE_BANNER_MS,
  adminChallengeFormMachine,
  challengeFormDefaults,
} from '@reprally/machines';
import { AdminChallengesPage } from './AdminChallengesPage';
import { screenModes } from '../../../foundations/modes';
import { AwayAndBack, goAwayAndBack } from '../../../testing/away-and-back';
import { passTimer } from '../../../testing/story-time';
import { focusedFailureBanner } from '../testing/focused-failure';
import { listLoaded } from '../testing/list-loaded';
import { expectRefusalAlone, expectRefusedRequest, withLogoutWatched } from '../testing/refusal';
import { inMainRegion } from '../../../testing/main-region';
import { expectEmptyStateInCard } from '../../../testing/empty-state';
import { heardOnArrival, heardText } from '../../../testing/heard-on-arrival';
import { holdBadInput } from '../../../testing/bad-input';

const meta = {
  title: 'Admin/AdminChallengesPage',
  component: AdminChallengesPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/admin/challenges' },
  },
  globals: { persona: 'admin' },
} satisfies Meta<typeof AdminChallengesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The first challenge card, once the list is there. */
async function firstCard(canvas: ReturnType<typeof within>): Promise<HTMLElement> {
  const [first] = await canvas.findAllByRole('article');
  if (!first) throw new globalThis.Error('no challenge cards');
  return first;
}

/** Another tab deletes the challenge named `name` on the server, behind the page's back. */
function deleteElsewhere(name: string) {
  const row = db.tables.challenges.findIndex((challenge) => challenge.name === name);
  if (row < 0) throw new globalThis.Error(`no challenge named ${name}`);
  db.tables.challenges.splice(row, 1);
}

/** The whole of `element` is in the window, neither above nor below what she sees. */
async function expectInWindow(element: HTMLElement) {
  const { top, bottom } = element.getBoundingClientRect();
  await expect(top).toBeGreaterThanOrEqual(0);
  await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
}

type Played = Parameters<NonNullable<Story['play']>>[0];

/** 'New Challenge', 'Iron Month' as its name, and Create. */
async function createIronMonth({ canvas, userEvent }: Pick<Played, 'canvas' | 'userEvent'>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'New Challenge' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Challenge Name/ }), 'Iron Month');
  await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
}

/** Create answers 'Database unavailable' (500) after `ms`, in time for her to have left. */
const createFailsAfter = (ms: number) => ({
  chromatic: { disableSnapshot: true },
  msw: {
    handlers: {
      adminChallenges: scenarios.adminChallenges.error(500, {
        calls: ['admin.challenges.create'],
        message: 'Database unavailable',
        after: ms,
      }),
    },
  },
});

/** The page she leaves for another part of the app ('Go elsewhere') and comes back to. */
const awayAndBack = () => (
  <AwayAndBack>
    <AdminChallengesPage />
  </AwayAndBack>
);

/** Form closed: the seeded challenges as cards and 'New Challenge'. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Manage Challenges' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Manage Challenges | Admin | RepRally'));
    await expect(await canvas.findAllByRole('article')).toHaveLength(db.tables.challenges.length);
    await expect(
      within(await firstCard(canvas)).getByText(/^Criteria: \d+ Workouts$/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Challenge' })).toBeVisible();
    // a card's facts read alike and its description is muted, as on a monthly badge's card
    const first = within(await firstCard(canvas));
    const colour = (text: RegExp) => getComputedStyle(first.getByText(text)).color;
    await expect(colour(/^Badge:/)).toBe(colour(/^Criteria: /));
    await expect(colour(/^Log your first workout/)).not.toBe(colour(/^Criteria: /));
  },
};

/** Create: the form with its defaults (criteria 1, badge Bronze, active); 'New Challenge' hidden. */
/**
 * An inactive challenge's card lays out as an active one's: its 'Inactive' tag is no taller than
 * the name's line, so its criteria (and what follows) stand as far below its top as every other
 * card's, level with its neighbours' in a row.
 */
export const InactiveCardKeepsTheRowsRhythm: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    // how far each card's criteria line stands below the card's top
    const offsets = cards.map(
      (card) =>
        within(card)
          .getByText(/^Criteria: \d+ Workouts$/)
          .getBoundingClientRect().top - card.getBoundingClientRect().top,
    );
    const inactive = cards.findIndex((card) => within(card).queryByText('Inactive') !== null);
    await expect(inactive).toBeGreaterThan(0);
    await expect(offsets[inactive]).toBeCloseTo(offsets[0] ?? Number.NaN, 0);
  },
};

export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Challenge' }));
    const form = canvas.getByRole('form', { name: 'New Challenge' });
    await expect(within(form).getByRole('spinbutton', { name: /Completion Criteria/ })).toHaveValue(
      1,
    );
    await expect(within(form).getByRole('textbox', { name: /Badge Name/ })).toHaveValue('Bronze');
    await expect(within(form).getByRole('checkbox', { name: 'Active Challenge' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'New Challenge' })).toBeNull();
    // Cancel is drawn as every other form's and dialog's Cancel: an outlined button, as tall as
    // the submit beside it, which comes first, as in every form of the app
    const cancel = within(form).getByRole('button', { name: 'Cancel' });
    const create = within(form).getByRole('button', { name: 'Create' });
    await expect(getComputedStyle(cancel).borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(cancel.getBoundingClientRect().height).toBe(create.getBoundingClientRect().height);
    await expect(cancel.getBoundingClientRect().left).toBeGreaterThan(
      create.getBoundingClientRect().right,
    );
  },
};

/** Validation: an empty name and a criteria below 1 are refused, nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Challenge' }));
    const criteria = canvas.getByRole('spinbutton', { name: /Completion Criteria/ });
    await userEvent.clear(criteria);
    await userEvent.type(criteria, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(
      canvas.getByRole('textbox', { name: /Challenge Name/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Challenge name is required'));
    await expect(criteria).toHaveAccessibleDescription(
      expect.stringContaining('Completion criteria must be at least 1'),
    );
    // focus left Create for the first field to fix
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Challenge Name/ })).toHaveFocus(),
    );
  },
};

/**
 * Criteria with a fraction ('2.5') is refused under its field, as it was typed: it was sent as 2,
 * a challenge she did not ask for. Nothing is created, and focus goes to the field to fix.
 */
export const FractionalCriteriaRefused: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Challenge' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Challenge Name/ }), 'Half Way');
    const criteria = canvas.getByRole('spinbutton', { name: /Completion Criteria/ });
    await userEvent.clear(criteria);
    await userEvent.type(criteria, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(criteria).toHaveAccessibleDescription(
      expect.stringContaining('Completion criteria must be a whole number'),
    );
    await waitFor(() => expect(criteria).toHaveFocus());
    // what she typed stays, and the form stays open with it
    await expect(criteria).toHaveValue(2.5);
    await expect(canvas.getByRole('form', { name: 'New Challenge' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Half Way' })).toBeNull();
  },
};

/**
 * Criteria longer than a number holds exactly ('12345678901234567890') was saved rounded, as
 * 12,345,678,901,234,567,000 workouts: criteria above 1,000,000 is refused under its field, as it
 * was typed, and nothing is created.
 */
export const CriteriaAboveTheMostRefused: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Challenge' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Challenge Name/ }), 'Forever');
    const criteria = canvas.getByRole('spinbutton', { name: /Completion Criteria/ });
    // the field names its most to assistive technology and the arrow keys
    await expect(criteria).toHaveAttribute('max', '1000000');
    await userEvent.clear(criteria);
    await userEvent.type(criteria, '12345678901234567890');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(criteria).toHaveAccessibleDescription(
      expect.stringContaining('Completion criteria must be at most 1,000,000'),
    );
    await waitFor(() => expect(criteria).toHaveFocus());
    await expect(canvas.getByRole('form', { name: 'New Challenge' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Forever' })).toBeNull();
  },
};

/**
 * Criteria the browser cannot read as a number ('10e') is refused as what it is, no number, so
 * below 1, not as a missing criteria beside the text she can see. What she typed stays.
 */
export const UnreadableCriteriaRefused: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Challenge' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Challenge Name/ }), 'Ten E');
    const criteria = canvas.getByRole('spinbutton', { name: /Completion Criteria/ });
    await userEvent.clear(criteria);
    // '10e' typed: the browser holds it, and reads the field as empty
    const held = holdBadInput(criteria, { sendInput: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(criteria).toHaveAccessibleDescription(
      expect.stringContaining('Completion criteria must be at least 1'),
    );
    await expect(criteria).not.toHaveAccessibleDescription(
      expect.stringContaining('Completion criteria is required'),
    );
    await waitFor(() => expect(criteria).toHaveFocus());
    await expect(canvas.queryByRole('article', { name: 'Ten E' })).toBeNull();
    held.restore();
  },
};

/**
 * On a phone, Create sits at the foot of the form, far below its first field: a submit the form's
 * own checks stop takes her to the first field they marked, in the window, which reads its
 * message. The check runs in every mode, so the story sets the phone's viewport itself, for the
 * form's height on a phone; it takes no picture (the form's own stories picture it).
 */
export const ValidationTakesFocusOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Challenge' }));
    const form = canvas.getByRole('form', { name: 'New Challenge' });
    const create = within(form).getByRole('button', { name: 'Create' });
    create.scrollIntoView({ block: 'end' });
    await userEvent.click(create);
    const name = within(form).getByRole('textbox', { name: /Challenge Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Challenge name is required'),
    );
    await expectInWindow(name);
  },
};

/** Create succeeds: the banner, the form closed and the new card in the reloaded list. */
export const CreateSucceeds: Story = {
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await createIronMonth({ canvas, userEvent });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Challenge created successfully!',
    );
    await expect(await canvas.findByRole('article', { name: 'Iron Month' })).toBeVisible();
    // the form closed with the Create button she pressed: focus is back on 'New Challenge'
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'New Challenge' })).toHaveFocus(),
    );
  },
};

/**
 * The success banner is heard: it arrives as an empty region, and its words come into it once a
 * screen reader knows the region (a status arriving with its words is not read by many).
 */
export const CreateSucceedsHeardAfterItsRegion: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await listLoaded(canvas);
    const heard = heardOnArrival(canvasElement, 'status');
    await createIronMonth({ canvas, userEvent });
    const banner = await canvas.findByText('Challenge created successfully!');
    const region = banner.closest('[role="status"]');
    if (!region) throw new globalThis.Error('the success banner is not a status');
    await expect(region).not.toHaveAttribute('tabindex');
    // it arrived saying nothing yet
    await expect(heard.filter((words) => words.includes('created'))).toEqual([]);
    await waitFor(() => expect(heardText(region)).toBe('Challenge created successfully!'));
  },
};

/**
 * From the keyboard: 'New Challenge' takes her to the form's first field, and Cancel back to
 * 'New Challenge', which is there again; focus never falls to the page.
 */
export const NewAndCancelFromTheKeyboard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    (await canvas.findByRole('button', { name: 'New Challenge' })).focus();
    await userEvent.keyboard('{Enter}');
    const form = canvas.getByRole('form', { name: 'New Challenge' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Challenge Name/ })).toHaveFocus(),
    );
    within(form).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'New Challenge' })).toHaveFocus(),
    );
  },
};

/**
 * On a phone the cards run far below the place at the top where the form opens. The light phone
 * mode captures the page as it loads; this story plays at a phone's size so that pressing the
 * last card's Edit is pressed far down: the form comes into the window with focus on its first
 * field, and after the update focus is back on that Edit, in the window.
 */
export const EditTheLastCardOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const last = (await canvas.findAllByRole('article')).at(-1);
    if (!last) throw new globalThis.Error('no challenge cards');
    // she has scrolled down to the last card: the screen's heading is out of sight above
    last.scrollIntoView({ block: 'end' });
    await expect(
      canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().bottom,
    ).toBeLessThan(0);
    const edit = within(last).getByRole('button', { name: /^Edit / });
    await userEvent.click(edit);
    const form = canvas.getByRole('form', { name: 'Edit Challenge' });
    const name = within(form).getByRole('textbox', { name: /Challenge Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expectInWindow(canvas.getByRole('heading', { name: 'Edit Challenge' }));
    await expectInWindow(name);

    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed Challenge');
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Challenge updated successfully!',
    );
    await waitFor(() => expect(edit).toHaveFocus());
    await expectInWindow(edit);
    // the reloaded list names the card anew; the button, and her focus on it, stay
    await waitFor(() => expect(edit).toHaveAccessibleName('Edit Renamed Challenge'));
    await expect(edit).toHaveFocus();
  },
};

/** An admin writes in Arabic: the new card's name and description both read from the right. */
export const CreateRightToLeft: Story = {
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Challenge' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Challenge Name/ }), 'تحدي الجري');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Description/ }),
      'عشرة تمارين في الشهر',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    const card = await canvas.findByRole('article', { name: 'تحدي الجري' });
    await expect(within(card).getByRole('heading').matches(':dir(rtl)')).toBe(true);
    await expect(within(card).getByText('عشرة تمارين في الشهر').matches(':dir(rtl)')).toBe(true);
    // the other cards' English names still read from the left
    await expect((await firstCard(canvas)).querySelector('h2')?.matches(':dir(ltr)')).toBe(true);
  },
};

/**
 * Saving: the create request is under way; the button is busy, and the fields hold what is being
 * sent (read-only, the checkbox disabled) rather than take typing back key by key.
 */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: {
        adminChallenges: scenarios.adminChallenges.pending({ calls: ['admin.challenges.create'] }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await createIronMonth({ canvas, userEvent });
    await expect(await canvas.findByRole('button', { name: 'Creating...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const name = canvas.getByRole('textbox', { name: /Challenge Name/ });
    await expect(name).toHaveAttribute('readonly');
    await userEvent.type(name, ' II');
    await expect(name).toHaveValue('Iron Month');
    await expect(canvas.getByRole('spinbutton', { name: /Completion Criteria/ })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Active Challenge' })).toBeDisabled();
  },
};

/** Create fails: the server's message in a red banner, the typed name kept, reported. */
export const CreateFails: Story = {
  parameters: {
    msw: {
      handlers: {
        adminChallenges: scenarios.adminChallenges.error(409, {
          calls: ['admin.challenges.create'],
          message: 'A challenge with this name exists',
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await createIronMonth({ canvas, userEvent });
    await focusedFailureBanner('A challenge with this name exists');
    await expect(canvas.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue('Iron Month');
    await waitFor(() =>
      expect(db.tables.errorReports.map((row) => row.report.message)).toContain(
        'A challenge with this name exists',
      ),
    );
  },
};

/**
 * The server refuses the name: its message (without the 'name: ' it arrives with) under
 * Challenge Name, which is invalid and focused; no banner; the typed values stay, reported.
 */
export const CreateRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: {
        adminChallenges: scenarios.adminChallenges.error(400, {
          calls: ['admin.challenges.create'],
          message: 'name: Challenge names can be at most 40 characters',
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    const longName = 'Forty Days of Iron: The Ultimate Squat Series';
    await userEvent.click(await canvas.findByRole('button', { name: 'New Challenge' }));
    const name = canvas.getByRole('textbox', { name: /Challenge Name/ });
    await userEvent.type(name, longName);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Challenge names can be at most 40 characters'),
    );
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(/^name: /)).toBeNull();
    await expect(name).toHaveValue(longName);
    await expect(canvas.getByRole('button', { name: 'Create' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await waitFor(() =>
      expect(db.tables.errorReports.map((row) => row.report.message)).toContain(
        'name: Challenge names can be at most 40 characters',
      ),
    );
  },
};

/**
 * Her sign-in lost the Admin role while the list was on screen: the create is refused (403). The
 * banner says why beside the message, with her ways on under it, and the form keeps what she typed.
 */
export const CreateRefusedForTheRole: Story = {
  decorators: [withLogoutWatched],
  parameters: {
    msw: {
      handlers: {
        adminChallenges: scenarios.adminChallenges.error(403, {
          calls: ['admin.challenges.create'],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await createIronMonth({ canvas, userEvent });
    const banner = await focusedFailureBanner('Failed to create challenge: 403');
    await expect(canvas.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue('Iron Month');
    await expectRefusedRequest(banner, 'Failed to create challenge: 403', userEvent);
  },
};

/** Edit: a card's values prefilled, the button reads Update; the update reloads the list. */
export const Edit: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    const field = canvas.getByRole('textbox', { name: /Challenge Name/ });
    await expect(field).toHaveValue(name);
    await userEvent.clear(field);
    await userEvent.type(field, 'Renamed Challenge');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Challenge updated successfully!',
    );
    await expect(await canvas.findByRole('article', { name: 'Renamed Challenge' })).toBeVisible();
  },
};

/**
 * The form's state for StartedAfterFailedUpdate. A machine's snapshot holds its machine, so it is
 * not plain data: the story renders with it instead of passing it as an arg (args must be
 * JSON-serializable).
 */
const failedUpdate = adminChallengeFormMachine.resolveState({
  value: 'edit',
  context: {
    values: { ...challengeFormDefaults, name: 'Spring Sprint', criteria: '12' },
    errors: {},
    refusedSave: null,
    editingId: 1,
    submitted: null,
    openedValues: challengeFormDefaults,
    pendingDeleteId: null,
    formBehind: null,
    pendingEdit: null,
    feedback: { tone: 'error', message: 'Failed to update challenge: 500' },
  },
});

/** Started in edit with a failed update: the error and the typed values are both there. */
export const StartedAfterFailedUpdate: Story = {
  render: () => <AdminChallengesPage startFrom={failedUpdate} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to update challenge: 500',
    );
    await expect(canvas.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue(
      'Spring Sprint',
    );
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

/**
 * Delete asks first in an accessible dialog; confirming removes the card, banner for 3 s, and the
 * card that took its place has focus.
 */
export const DeleteConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Delete ${name}` }));
    // the question names the item, in its name's own direction; the spec's sentence under it
    const dialog = await body().findByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(within(dialog).getByText(name).tagName).toBe('BDI');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this challenge?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Challenge deleted successfully!',
    );
    await waitFor(() => expect(canvas.queryByRole('article', { name })).toBeNull());
    // the card that took its place has focus, not the page: the next Tab reaches its Edit
    await waitFor(async () => expect((await firstCard(canvas)).closest('li')).toHaveFocus());
    // the success banner goes by itself after 3 s: the story passes that time, so the picture is
    // the list after it, whatever the pace of the run
    await passTimer(DELETE_BANNER_MS);
    await waitFor(() => expect(canvas.queryByText('Challenge deleted successfully!')).toBeNull());
  },
};

/**
 * A challenge another tab deleted while this page showed it: its Delete is done all the same (what
 * she asked for is so), with the success banner, and the card leaves the list read again.
 */
export const DeleteOneDeletedElsewhere: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    deleteElsewhere(name);
    await userEvent.click(within(first).getByRole('button', { name: `Delete ${name}` }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Challenge deleted successfully!',
    );
    await waitFor(() => expect(canvas.queryByRole('article', { name })).toBeNull());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A challenge another tab deleted while its form was open here: Update shows the server's
 * 'Challenge not found' with everything she typed kept, the card leaves the list read again, and
 * the form is a new challenge's, whose Create would save her values anew.
 */
export const UpdateOneDeletedElsewhere: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    const field = canvas.getByRole('textbox', { name: /Challenge Name/ });
    await userEvent.type(field, ' Plus');
    deleteElsewhere(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));

    await focusedFailureBanner('Challenge not found');
    await expect(field).toHaveValue(`${name} Plus`);
    await waitFor(() => expect(canvas.queryByRole('article', { name })).toBeNull());
    await expect(canvas.getByRole('form', { name: 'New Challenge' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

/**
 * The last challenge deleted: the empty state takes the list's place, and focus goes to its
 * 'Create Your First Challenge'. Answered from the keyboard; the empty state's picture is Empty's.
 */
export const DeleteTheLastOne: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  loaders: [() => void db.tables.challenges.splice(1)],
  play: async ({ canvas, userEvent }) => {
    const only = await firstCard(canvas);
    within(only)
      .getByRole('button', { name: /^Delete / })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('alertdialog');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const createFirst = await canvas.findByRole('button', { name: 'Create Your First Challenge' });
    await waitFor(() => expect(createFirst).toHaveFocus());
  },
};

/** Cancel keeps the challenge, and focus goes back to the Delete that asked. */
export const DeleteCancelled: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const remove = within(await firstCard(canvas)).getByRole('button', { name: /^Delete / });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getAllByRole('article')).toHaveLength(db.tables.challenges.length);
  },
};

/** The first two challenge cards and their names, once the list is there. */
async function firstTwoCards(canvas: ReturnType<typeof within>) {
  const [first, second] = await canvas.findAllByRole('article');
  if (!first || !second) throw new globalThis.Error('fewer than two challenge cards');
  const nameOf = (card: HTMLElement) => within(card).getByRole('heading').textContent ?? '';
  return { first, second, firstName: nameOf(first), secondName: nameOf(second) };
}

/** She opens the first card's form and adds ' Plus' to its name, changes she has not saved. */
async function editFirstWithChanges(
  canvas: ReturnType<typeof within>,
  userEvent: {
    click(element: Element): Promise<void>;
    type(element: Element, text: string): Promise<void>;
  },
) {
  const cards = await firstTwoCards(canvas);
  await userEvent.click(
    within(cards.first).getByRole('button', { name: `Edit ${cards.firstName}` }),
  );
  const name = canvas.getByRole('textbox', { name: /Challenge Name/ });
  await userEvent.type(name, ' Plus');
  return { ...cards, name };
}

/**
 * She edits a challenge and presses another card's Delete: it asks, with her form as she left it
 * behind the question. Cancel brings her back to that Delete and the form as typed; confirmed, the
 * other card goes, the banner says so, and her form is still there as typed.
 */
export const DeleteWhileEditing: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const { second, firstName, secondName, name } = await editFirstWithChanges(canvas, userEvent);

    const remove = within(second).getByRole('button', { name: `Delete ${secondName}` });
    await expect(remove).not.toHaveAttribute('aria-disabled');
    await userEvent.click(remove);
    let dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this challenge?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getByRole('form', { name: 'Edit Challenge' })).toBeVisible();
    await expect(name).toHaveValue(`${firstName} Plus`);

    await userEvent.click(remove);
    dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Challenge deleted successfully!',
    );
    await waitFor(() => expect(canvas.queryByRole('article', { name: secondName })).toBeNull());
    await expect(canvas.getByRole('form', { name: 'Edit Challenge' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue(
      `${firstName} Plus`,
    );
  },
};

/**
 * She has changed a challenge in its form and presses another card's Edit: 'Discard your
 * changes?' asks first. Keep Editing leaves her changes and takes her back to that Edit; Discard
 * opens the other challenge, with focus on its first field.
 */
export const EditAnotherWithUnsavedChanges: Story = {
  // it ends as Edit's form does
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const { first, second, firstName, secondName, name } = await editFirstWithChanges(
      canvas,
      userEvent,
    );

    const editSecond = within(second).getByRole('button', { name: `Edit ${secondName}` });
    await userEvent.click(editSecond);
    let dialog = await body().findByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(dialog).toHaveAccessibleDescription('What you changed in the form will be lost.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(editSecond).toHaveFocus());
    await expect(name).toHaveValue(`${firstName} Plus`);

    // her own card's Edit leaves her changes as they are, and takes her to the form
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${firstName}` }));
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue(`${firstName} Plus`);

    await userEvent.click(editSecond);
    dialog = await body().findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    const field = canvas.getByRole('textbox', { name: /Challenge Name/ });
    await expect(field).toHaveValue(secondName);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** Delete fails: the fallback or server message in a red banner. */
export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: {
        adminChallenges: scenarios.adminChallenges.error(500, {
          calls: ['admin.challenges.delete'],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    await userEvent.click(within(first).getByRole('button', { name: /^Delete / }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to delete challenge: 500',
    );
  },
};

/** Deletes the server makes whose answers are lost on the way back. */
const lostDeletes = lostAnswers('admin.challenges.delete');

/**
 * The server deletes the challenge but its answer never comes back (the connection dropped): the
 * failure is said, and the list, read again, no longer holds it, so she is not left offered a
 * Delete for a challenge that is gone.
 */
export const DeleteAnswerLost: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { adminChallenges: [lostDeletes.handler, ...handlers.adminChallenges] } },
  },
  beforeEach: () => {
    lostDeletes.on = true;
  },
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: /^Delete / }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to delete challenge: the server could not be reached',
    );
    await waitFor(() => expect(canvas.queryByRole('heading', { name })).toBeNull());
    await expect(db.tables.challenges.some((challenge) => challenge.name === name)).toBe(false);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { adminChallenges: scenarios.adminChallenges.empty() } } },
  play: async ({ canvas, userEvent }) => {
    const message = await canvas.findByRole('heading', { name: 'No challenges found.' });
    await expect(message).toBeVisible();
    // in a card of its own where the cards would stand, centred in it
    await expectEmptyStateInCard(message, canvas.getByRole('heading', { level: 1 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Your First Challenge' }));
    await expect(canvas.getByRole('form', { name: 'New Challenge' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminChallenges: scenarios.adminChallenges.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading challenges...');
  },
};

/** The list fails: the failure in a red box, and 'Try Again' under it. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { adminChallenges: scenarios.adminChallenges.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch admin challenges: 500',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveAccessibleDescription(
      'Failed to fetch admin challenges: 500',
    );
  },
};

/** An outage of the challenge list; it ends during the story. */
const listOutage = outage(500);

/**
 * The list fails, and 'Try Again' (from the keyboard) still fails: the failure is said again and
 * focus stays on the button. The server comes back: the next press brings the cards, and focus,
 * which was on the button, goes to the page rather than the document's start.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminChallenges: [listOutage.failing('admin.challenges.list'), ...handlers.adminChallenges],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    listOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('alert');
    await expect(first).toHaveTextContent('Failed to fetch admin challenges: 500');
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch admin challenges: 500',
    );
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-busy'));
    await expect(tryAgain).toHaveFocus();

    listOutage.end();
    await userEvent.keyboard('{Enter}');
    await expect(await firstCard(canvas)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/** An outage of the challenge list that starts once the list is on screen. */
const rereadOutage = outage(500);

/** The challenge list read through `rereadOutage`; no picture (the list's own stories have it). */
const rereadFailing = {
  chromatic: { disableSnapshot: true },
  msw: {
    handlers: {
      adminChallenges: [rereadOutage.failing('admin.challenges.list'), ...handlers.adminChallenges],
    },
  },
};

/**
 * The list read again after a create fails: the cards read before stay, with the failure and
 * 'Try Again' above them. The server comes back: 'Try Again' brings the list with the new
 * challenge, the failure goes, and focus, which was on the button, goes to the page.
 */
export const ListReadAgainFailsAfterACreate: Story = {
  parameters: rereadFailing,
  decorators: [inMainRegion],
  beforeEach: () => {
    rereadOutage.end();
  },
  play: async ({ canvas, userEvent }) => {
    const seeded = db.tables.challenges.length;
    await listLoaded(canvas);
    rereadOutage.start();
    await createIronMonth({ canvas, userEvent });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Challenge created successfully!',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch admin challenges: 500',
    );
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toHaveAccessibleDescription('Failed to fetch admin challenges: 500');
    // the list she had stays under the failure, its cards' actions at hand
    await expect(canvas.getAllByRole('article')).toHaveLength(seeded);
    await expect(
      within(await firstCard(canvas)).getByRole('button', { name: /^Edit / }),
    ).not.toHaveAttribute('aria-disabled');

    rereadOutage.end();
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('article', { name: 'Iron Month' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getAllByRole('article')).toHaveLength(seeded + 1);
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/**
 * The list read again after an update, then after a delete, fails: the cards show what the server
 * took all the same. The updated card reads its new name (and its Edit says so), under 'updated
 * successfully!', not the name she replaced; the deleted one leaves under 'deleted successfully!'.
 */
export const ListReadAgainFailsAfterAnUpdateAndADelete: Story = {
  parameters: rereadFailing,
  beforeEach: () => {
    rereadOutage.end();
  },
  play: async ({ canvas, userEvent }) => {
    const seeded = db.tables.challenges.length;
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    rereadOutage.start();
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    const field = canvas.getByRole('textbox', { name: /Challenge Name/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Renamed Challenge');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Challenge updated successfully!',
    );
    const renamed = await canvas.findByRole('article', { name: 'Renamed Challenge' });
    await expect(
      within(renamed).getByRole('button', { name: 'Edit Renamed Challenge' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('article', { name })).toBeNull();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch admin challenges: 500',
    );

    await userEvent.click(
      within(renamed).getByRole('button', { name: 'Delete Renamed Challenge' }),
    );
    const dialog = await body().findByRole('alertdialog', { name: 'Delete Renamed Challenge?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Challenge deleted successfully!',
    );
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Renamed Challenge' })).toBeNull(),
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(seeded - 1);
  },
};

/**
 * The first challenge, from the empty list: 'Create Your First Challenge', a name, Create. The
 * list read again holds it and the empty state goes; focus is on 'New Challenge', not lost to
 * the page with the button that opened the form.
 */
export const CreateTheFirstFromTheEmptyList: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  loaders: [() => void db.tables.challenges.splice(0)],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Create Your First Challenge' }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Challenge Name/ }), 'Iron Month');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('article', { name: 'Iron Month' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create Your First Challenge' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('button', { name: 'New Challenge' })),
    );
  },
};

/**
 * The token lost the Admin role: 403 and a clear message, with her way back to her dashboard and
 * 'Log Out' under it, and no 'New Challenge' to press for a refusal.
 */
export const Forbidden: Story = {
  globals: { persona: 'member' },
  decorators: [withLogoutWatched],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Admin access required');
    await expect(alert).toHaveTextContent('Failed to fetch admin challenges: 403');
    // the same sign-in is refused again: nothing to try again
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expectRefusalAlone(canvasElement, userEvent, [{ role: 'button', name: 'New Challenge' }]);
  },
};

/**
 * She leaves a form for another part of the app and comes back: it is open again, on the same
 * challenge, with her changes; a new one too. 'Cancel' drops it, and a form left as it opened
 * keeps nothing.
 */
export const KeptWhileAway: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: awayAndBack,
  play: async ({ canvas, userEvent }) => {
    const nameField = () => canvas.getByRole('textbox', { name: /Challenge Name/ });

    // an edit
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Renamed Challenge');
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('form', { name: 'Edit Challenge' })).toBeVisible();
    await expect(nameField()).toHaveValue('Renamed Challenge');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('button', { name: 'New Challenge' })).toBeVisible();

    // a new one: opened and left as it was, nothing; typed in, kept
    await userEvent.click(canvas.getByRole('button', { name: 'New Challenge' }));
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('button', { name: 'New Challenge' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New Challenge' }));
    await userEvent.type(nameField(), 'Iron Month');
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('form', { name: 'New Challenge' })).toBeVisible();
    await expect(nameField()).toHaveValue('Iron Month');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('article', { name: 'Iron Month' })).toBeVisible();
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('button', { name: 'New Challenge' })).toBeVisible();
  },
};

/**
 * She presses Create and leaves for another part of the app before the server has answered, and
 * comes back before it has answered too. The form does not reopen with what she had typed (a
 * second Create would make it twice): it waits for the answer, and once the challenge is
 * created, the list, read again, shows it once, and no form opens.
 */
export const SavedWhileAway: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminChallenges: scenarios.adminChallenges.slow(600, {
          calls: ['admin.challenges.create'],
        }),
      },
    },
  },
  render: awayAndBack,
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await createIronMonth({ canvas, userEvent });
    await goAwayAndBack(canvas);
    // back before the answer: the list as it was, no form, and its actions resting
    await expect(canvas.queryByRole('article', { name: 'Iron Month' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'New Challenge' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const [firstEdit] = canvas.getAllByRole('button', { name: /^Edit / });
    await expect(firstEdit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('form')).toBeNull();

    // the create answers after 600 ms, too close to findBy's default 1 s on a busy machine
    await expect(
      await canvas.findByRole('article', { name: 'Iron Month' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(db.tables.challenges.filter(({ name }) => name === 'Iron Month')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'New Challenge' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/**
 * As above, but the create fails after she has come back: her form opens again with what she had
 * typed, as she left it, saying why, for another Create. Nothing was made.
 */
export const SaveFailedWhileAway: Story = {
  parameters: createFailsAfter(600),
  render: awayAndBack,
  play: async ({ canvas, userEvent }) => {
    const before = db.tables.challenges.length;
    await listLoaded(canvas);
    await createIronMonth({ canvas, userEvent });
    await goAwayAndBack(canvas);
    await expect(canvas.queryByRole('form')).toBeNull();

    await expect(
      await canvas.findByRole('form', { name: 'New Challenge' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue('Iron Month');
    await focusedFailureBanner('Database unavailable');
    await expect(canvas.getByRole('button', { name: 'Create' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(canvas.queryByRole('article', { name: 'Iron Month' })).toBeNull();
    await expect(db.tables.challenges).toHaveLength(before);
  },
};

/**
 * She presses Create and leaves; the create fails while she is elsewhere, and the failure is
 * reported. Coming back, her form is open with what she typed and says why ('Database
 * unavailable', focused), as if she had stayed; it is not reported a second time.
 */
export const SaveFailedWhileSheWasAway: Story = {
  parameters: createFailsAfter(300),
  render: awayAndBack,
  play: async ({ canvas, userEvent }) => {
    const reports = () =>
      db.tables.errorReports.filter(({ report }) => report.message === 'Database unavailable');
    const reportedBefore = reports().length;
    await listLoaded(canvas);
    await createIronMonth({ canvas, userEvent });
    await goAwayAndBack(canvas, {
      until: () => expect(reports()).toHaveLength(reportedBefore + 1),
    });

    await expect(await canvas.findByRole('form', { name: 'New Challenge' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue('Iron Month');
    await focusedFailureBanner('Database unavailable');
    await expect(canvas.getByRole('button', { name: 'Create' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(reports()).toHaveLength(reportedBefore + 1);

    // told once: leaving again and coming back, her form is there without it
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('form', { name: 'New Challenge' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue('Iron Month');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * She presses Update on a challenge that another tab has just deleted, and leaves before the
 * answer. Coming back, her values are in a new challenge's form with the server's message
 * (focused), as when she sees that answer in place: Create can save them as a new challenge.
 */
export const UpdateOfOneDeletedFailedWhileSheWasAway: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminChallenges: scenarios.adminChallenges.slow(300, {
          calls: ['admin.challenges.update'],
        }),
      },
    },
  },
  render: awayAndBack,
  play: async ({ canvas, userEvent }) => {
    const reports = () =>
      db.tables.errorReports.filter(({ report }) => report.message === 'Challenge not found');
    const reportedBefore = reports().length;
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Challenge Name/ }), ' Plus');
    deleteElsewhere(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await goAwayAndBack(canvas, {
      until: () => expect(reports()).toHaveLength(reportedBefore + 1),
    });

    await expect(await canvas.findByRole('form', { name: 'New Challenge' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Challenge Name/ })).toHaveValue(
      `${name} Plus`,
    );
    await focusedFailureBanner('Challenge not found');
    await waitFor(() => expect(canvas.queryByRole('article', { name })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

/**
 * She leaves a challenge's form for another part of the app, and meanwhile another tab deletes
 * the challenge: coming back, the list is read again, and the form does not reopen on a challenge
 * that is gone; its card is gone too.
 */
export const DeletedWhileAway: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: awayAndBack,
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Challenge Name/ }), ' Plus');
    await userEvent.click(canvas.getByRole('button', { name: 'Go elsewhere' }));
    deleteElsewhere(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));

    await expect(await canvas.findByRole('button', { name: 'New Challenge' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('article', { name })).toBeNull());
    await expect(canvas.getAllByRole('article')).toHaveLength(db.tables.challenges.length);
    await expect(canvas.queryByRole('form')).toBeNull();
    // nothing is kept for a next return either
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('button', { name: 'New Challenge' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/**
 * Names, badges and descriptions an admin wrote: a 200-letter word, Arabic and Hebrew with emoji,
 * emoji alone. They wrap inside their cards, never wider than the page, and each reads in its own
 * direction: a badge's name inside 'Badge: …' too, the line keeping the page's.
 */
/** Hostile names, badges and descriptions dealt over the seeded challenges in turn. */
function dealHostileNames() {
  const words = [
    hostile.longWord,
    `${hostile.arabic} ${hostile.emoji} Warrior`,
    hostile.hebrew,
    hostile.emoji,
    `${hostile.longWord} ${hostile.longWord}`,
  ];
  db.tables.challenges.forEach((row, index) =>
    Object.assign(row, {
      name: words[index % words.length] ?? row.name,
      badge: words[(index + 1) % words.length] ?? row.badge,
      description: words[(index + 2) % words.length] ?? row.description,
    }),
  );
}

export const HostileNames: Story = {
  loaders: [dealHostileNames],
  play: async ({ canvas }) => {
    await listLoaded(canvas);
    const [first] = canvas.getAllByRole('article');
    if (!first) throw new globalThis.Error('no challenge cards');
    const badgeLine = within(first).getByText(/^Badge:/);
    await expect(badgeLine.matches(':dir(ltr)')).toBe(true);
    await expect(
      within(badgeLine)
        .getByText(`${hostile.arabic} ${hostile.emoji} Warrior`)
        .matches(':dir(rtl)'),
    ).toBe(true);
    // the names are dealt in turn, so each shows on more than one card
    const [rightToLeft] = canvas.getAllByRole('heading', {
      name: `${hostile.arabic} ${hostile.emoji} Warrior`,
    });
    await expect(rightToLeft?.matches(':dir(rtl)')).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * The delete confirmation names a challenge whose name is one 200-letter word: the name wraps
 * inside the dialog's title, on a phone too, and the dialog is never wider than the window.
 */
export const DeleteConfirmLongName: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  loaders: [dealHostileNames],
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(
      canvas.getAllByRole('button', { name: `Delete ${hostile.longWord}` })[0] as HTMLElement,
    );
    const dialog = await body().findByRole('alertdialog', { name: `Delete ${hostile.longWord}?` });
    const title = within(dialog).getByText(hostile.longWord).parentElement as HTMLElement;
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * A refused update from the keyboard: focus is on the refusal, Tab reaches its Dismiss, then her
 * ways on; dismissed, the refusal and its ways on go, focus stays on the page, not the document,
 * and the form keeps her change.
 */
export const UpdateRefusedFromTheKeyboard: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminChallenges: scenarios.adminChallenges.error(403, {
          calls: ['admin.challenges.update'],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    await userEvent.click(within(first).getByRole('button', { name: /^Edit / }));
    const name = await canvas.findByRole('textbox', { name: /Challenge Name/ });
    await userEvent.type(name, ' Plus');
    const typed = (name as HTMLInputElement).value;
    await userEvent.keyboard('{Enter}');
    await focusedFailureBanner('Failed to update challenge: 403');
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Dismiss');
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Back to My Dashboard');
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Log Out');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('Admin access required')).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Log Out' })).toBeNull();
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    await expect(name).toHaveValue(typed);
  },
};
