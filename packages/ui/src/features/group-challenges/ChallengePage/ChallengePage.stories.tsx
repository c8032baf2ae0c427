import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createMeasurement,
  db,
  FIXED_NOW,
  handlerForCall,
  handlers,
  heldAnswers,
  outage,
  personas,
  scenarios,
} from '@reprally/mocks';
import { Route, Routes } from 'react-router-dom';
import { isTitlePending } from '../../../app-config/title-pending';
import { GroupPage } from '../../groups/GroupPage';
import { useGroup } from '../../groups/useGroup';
import { ChallengePage } from './ChallengePage';
import { CHALLENGE_COMPLETED, CHALLENGE_UPCOMING } from '../ChallengePhaseTag';
import {
  CHALLENGE_ENDED,
  HISTORY_SHOWN,
  MEASUREMENTS_SAVED,
  SHOW_LATEST_ENTRIES,
  showAllEntries,
} from './MyProgress';
import { NOT_MEMBER_TITLE } from '../../groups/GroupPage/NotMemberNotice';
import { chartPlace } from './ChallengePage.css';
import * as headPlaceholder from '../../groups/GroupPage/PageHeadPlaceholder.css';
import { sharedTokens } from '../../../theme/tokens';
import { screenModes } from '../../../foundations/modes';
import {
  GroupReader,
  readGroupAgain,
  removeAnaFrom,
} from '../../../testing/group-changed-elsewhere';
import { brokenWords, expectShownWhole } from '../../../testing/text-shown';
import { ClockProvider } from '../../../clock/ClockProvider';
import { settableClock } from '../../../testing/settable-clock';
import { DraftsWatched, leavingAsks } from '../../../testing/leaving-asks';
import { inMainRegion } from '../../../testing/main-region';
import { tryAgainStillFails } from '../../../testing/try-again';
import { expectCompactEmptyState } from '../../../testing/empty-state';

// Dawn Patrol Lifters' seeded challenges: November Recomp (running, Ana measures Weight, Waist
// and Body Fat weekly) and New Year Cut (upcoming, $25 buy-in, Ana not in it yet)
const DAWN_PATROL = 1;
const NOVEMBER_RECOMP = 1;
const NEW_YEAR_CUT = 2;
const SUMMER_BULK = 3;
// Kettlebell Collective: a public group someone else created, Ana an Admin in it; its running
// challenge Kettlebell Gains measures Muscle Mass and Arms
const KETTLEBELL = 3;
const KETTLEBELL_GAINS = 6;

const at = (challengeId: number | string, search = '') => ({
  router: {
    path: `/groups/${DAWN_PATROL}/challenges/${challengeId}${search}`,
    route: '/groups/:groupId/challenges/:challengeId',
  },
});

/** What the page says when the challenge cannot be read. */
const CHALLENGE_NOT_FOUND_TEXT = "Challenge not found or you don't have access.";

const meta = {
  title: 'Group Challenges/ChallengePage',
  component: ChallengePage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    ...at(NOVEMBER_RECOMP),
  },
} satisfies Meta<typeof ChallengePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The progress chart's height, from the theme's tokens: its drawing, the room for its top value,
 * the gap and its row of dates. The chart and its place while it loads are both this tall.
 */
const chartPlaceHeight = () => {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const px = (length: string) => parseFloat(length) * (length.endsWith('rem') ? rem : 1);
  const { size, space, fontSize, lineHeight } = sharedTokens;
  return px(size.chartHeight) + 2 * px(space.xs) + px(fontSize.xs) * Number(lineHeight.snug);
};

/** My Progress: per type the initial, current and change values, the trend in words, chart and table. */
export const MyProgress: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'November Recomp' }),
    ).toBeVisible();
    // the browser's tab names the challenge, its name set apart for the text direction
    await waitFor(() => expect(document.title).toBe('\u2068November Recomp\u2069 | RepRally'));
    await expect(canvas.getByRole('link', { name: 'Back to Group' })).toHaveAttribute(
      'href',
      `/groups/${DAWN_PATROL}`,
    );
    await expect(canvas.getByText('No buy-in')).toBeVisible();
    await expect(canvas.getByText(/participants?$/)).toBeVisible();
    // a running challenge is neither upcoming nor completed
    await expect(canvas.queryByText(CHALLENGE_UPCOMING)).toBeNull();
    await expect(canvas.queryByText(CHALLENGE_COMPLETED)).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'My Progress' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // the three tabs fit side by side, also on a phone: none lies behind the faded edge
    const tabs = canvas.getByRole('tablist', { name: 'Challenge sections' });
    await expect(tabs.scrollWidth).toBeLessThanOrEqual(tabs.clientWidth);
    const weight = await canvas.findByRole('article', { name: 'Weight' });
    await expect(within(weight).getByText('Initial')).toBeVisible();
    await expect(within(weight).getAllByText(/\d\.\d kg$/).length).toBeGreaterThan(1);
    await expect(within(weight).getByRole('table', { name: 'Weight history' })).toBeVisible();
    const chart = await within(weight).findByRole(
      'img',
      { name: /^Weight from/ },
      { timeout: 5000 },
    );
    await expect(chart).toBeVisible();
    // 92.0 kg to 91.6 kg is drawn as the small step it is, on a range of round numbers labelled
    // beside it, and not across the chart's whole height
    const frame = chart.parentElement as HTMLElement;
    await expect(frame).toHaveTextContent(/^95\.0 kg85\.0 kgNov 1Nov 15$/);
    const dots = [...chart.querySelectorAll('circle')].map((dot) => dot.getBoundingClientRect());
    const plot = chart.getBoundingClientRect();
    const [start, , end] = dots.map((dot) => dot.top + dot.height / 2);
    await expect(((end ?? 0) - (start ?? 0)) / plot.height).toBeCloseTo(0.04, 2);
    // as tall as the place that held it while its code or data loaded (see MeasurementsLoading)
    await expect(frame.getBoundingClientRect().height).toBeCloseTo(chartPlaceHeight(), 0);
    const fat = canvas.getByRole('article', { name: 'Body Fat' });
    await expect(within(fat).getAllByText(/^\d+\.\d%$/).length).toBeGreaterThan(1);
    await expect(within(fat).getByText(/^(Progress|Going the wrong way|No change)$/)).toBeVisible();
  },
};

/**
 * Ana's Weight in November Recomp as a weigh-in every morning since the challenge began: one a
 * day from Nov 1 to Nov 18, in place of her weekly ones.
 */
function weighInEveryMorning() {
  const { measurements, measurementTypes, groupChallenges } = db.tables;
  const challenge = groupChallenges.find((row) => row.id === NOVEMBER_RECOMP);
  const weight = measurementTypes.find(
    (row) => row.challengeId === NOVEMBER_RECOMP && row.name === 'Weight',
  );
  if (!challenge || !weight) throw new globalThis.Error('November Recomp has no Weight');
  const mine = (row: (typeof measurements)[number]) =>
    row.measurementTypeId === weight.id && row.memberId === personas.member.sub;
  db.tables.measurements = measurements.filter((row) => !mine(row));
  const days = Math.floor((FIXED_NOW.getTime() - Date.parse(challenge.startDate)) / 86_400_000);
  for (let day = 0; day <= days; day += 1) {
    db.tables.measurements.push(
      createMeasurement({
        challengeId: NOVEMBER_RECOMP,
        measurementTypeId: weight.id,
        memberId: personas.member.sub,
        value: Math.round((82 - day * 0.1) * 10) / 10,
        recordedAt: new Date(
          Date.parse(challenge.startDate) + day * 86_400_000 + 7 * 3_600_000,
        ).toISOString(),
      }),
    );
  }
  return days + 1;
}

/**
 * A weigh-in every morning: the Weight history shows its latest ten entries, up to today's, and
 * a button under it shows all of them and then the latest again. The chart draws every entry.
 */
export const DailyWeighIns: Story = {
  loaders: [() => void weighInEveryMorning()],
  play: async ({ canvas, userEvent }) => {
    const weight = await canvas.findByRole('article', { name: 'Weight' });
    const table = await within(weight).findByRole('table', { name: 'Weight history' });
    const dates = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstElementChild?.textContent);
    await expect(dates()).toHaveLength(HISTORY_SHOWN);
    await expect(dates().at(0)).toBe('Nov 9, 2026');
    await expect(dates().at(-1)).toBe('Nov 18, 2026');

    const more = within(weight).getByRole('button', { name: showAllEntries(18) });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(dates()).toHaveLength(18);
    await expect(dates().at(0)).toBe('Nov 1, 2026');
    const fewer = within(weight).getByRole('button', { name: SHOW_LATEST_ENTRIES });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await expect(fewer).toHaveFocus();
    await userEvent.click(fewer);
    await expect(dates()).toHaveLength(HISTORY_SHOWN);

    // the other measurements, weekly, have no button
    const waist = canvas.getByRole('article', { name: 'Waist' });
    await expect(within(waist).queryByRole('button', { name: /^Show/ })).toBeNull();
    const chart = await within(weight).findByRole(
      'img',
      { name: /^Weight from/ },
      { timeout: 5000 },
    );
    await expect(chart.querySelectorAll('circle')).toHaveLength(18);
  },
};

/**
 * Ana's latest Weight in November Recomp entered twice, at the same moment and with the same
 * value (a double press from two tabs, or a server that keeps the day only).
 */
function sameEntryTwice() {
  const weight = db.tables.measurementTypes.find(
    (row) => row.challengeId === NOVEMBER_RECOMP && row.name === 'Weight',
  );
  const mine = db.tables.measurements.filter(
    (row) => row.measurementTypeId === weight?.id && row.memberId === personas.member.sub,
  );
  const latest = mine.reduce<(typeof mine)[number] | undefined>(
    (last, row) => (last && last.recordedAt >= row.recordedAt ? last : row),
    undefined,
  );
  if (!latest) throw new globalThis.Error('Ana has no Weight in November Recomp');
  const { id: _own, ...entry } = latest;
  db.tables.measurements.push(createMeasurement(entry));
  return latest;
}

/**
 * A weigh-in every morning, the latest entered twice at one moment with one value: the Weight
 * history shows both, one row each, told apart by their place in it, and all its entries, one
 * row each, once she asks for them, and the latest ten again.
 */
export const SameEntryTwice: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  loaders: [
    () => {
      weighInEveryMorning();
      sameEntryTwice();
    },
  ],
  play: async ({ canvas, userEvent }) => {
    const weight = await canvas.findByRole('article', { name: 'Weight' });
    const table = await within(weight).findByRole('table', { name: 'Weight history' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    await expect(rows()).toHaveLength(HISTORY_SHOWN);
    await expect(rows().at(-1)).toBe(rows().at(-2));
    await userEvent.click(within(weight).getByRole('button', { name: showAllEntries(19) }));
    await expect(rows()).toHaveLength(19);
    await expect(new Set(rows()).size).toBe(18);
    await userEvent.click(within(weight).getByRole('button', { name: SHOW_LATEST_ENTRIES }));
    await expect(rows()).toHaveLength(HISTORY_SHOWN);
  },
};

/**
 * Noor opens November Recomp in Dawn Patrol Lifters, a public group she is not in: she is told
 * so, has no progress and no form to enter measurements; the leaderboard and the feed are hers
 * to read, the feed without the share form, Heart buttons or comment form.
 */
export const NotAMember: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'November Recomp' }),
    ).toBeVisible();
    const notice = await canvas.findByText(NOT_MEMBER_TITLE);
    await expect(notice).toBeVisible();
    // opened as a non-member, the page keeps its own focus: the notice takes none
    await expect(notice.closest('[role="status"]')).not.toHaveFocus();
    await expect(canvas.queryByRole('form', { name: 'Enter Measurements' })).toBeNull();
    await expect(canvas.getByText('You are not taking part in this challenge.')).toBeVisible();
    await expect(canvas.queryByText(/^No measurements yet/)).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Feed' }));
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('form', { name: 'Share a photo' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: 'Heart' })).toHaveLength(0);
    await userEvent.click(canvas.getByRole('tab', { name: 'My Progress' }));
    await expect(await canvas.findByText(NOT_MEMBER_TITLE)).toBeVisible();
  },
};

/** While the group is still on its way, the page is shown as today: the form, no notice. */
export const NotAMemberGroupLoading: Story = {
  globals: { persona: 'newcomer' },
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: scenarios.groups.pending() } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Enter Measurements' })).toBeVisible();
    await expect(canvas.queryByText(NOT_MEMBER_TITLE)).toBeNull();
  },
};

/** A challenge Ana has not measured in yet, with a buy-in. */
export const NoMeasurementsYet: Story = {
  parameters: at(NEW_YEAR_CUT),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Buy-in: $25.00')).toBeVisible();
    // New Year Cut has not started: the top of the page says so beside its dates
    const header = canvas
      .getByRole('heading', { level: 1, name: 'New Year Cut' })
      .closest('header');
    await expect(within(header ?? document.body).getByText(CHALLENGE_UPCOMING)).toBeVisible();
    await expect(canvas.queryByText(CHALLENGE_COMPLETED)).toBeNull();
    const message = await canvas.findByText('No measurements yet.');
    await expect(message).toBeVisible();
    // a line in a card where her measurement cards will stand, centred, with its hint under it
    await expectCompactEmptyState(message);
    await expect(canvas.getByText('Enter your first values below to start.')).toBeVisible();
    // Ana is a member of the group: nothing tells her otherwise
    await expect(canvas.queryByText(NOT_MEMBER_TITLE)).toBeNull();
    const form = canvas.getByRole('form', { name: 'Enter Measurements' });
    const weight = within(form).getByRole('spinbutton', { name: /Weight/ });
    await expect(weight).toHaveAttribute('step', '0.01');
    await expect(weight).toBeRequired();
  },
};

/** Entering measurements: every value required; after saving, the new values show at once. */
export const EnterMeasurements: Story = {
  parameters: at(NEW_YEAR_CUT),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Enter Measurements' });
    const f = within(form);
    // the type's name, as the creator wrote it, is set apart from its unit for the text direction
    await expect(f.getByRole('spinbutton', { name: 'Weight (kg)' })).toBeVisible();
    await expect(f.getByText('Weight', { selector: 'label span' })).toHaveStyle({
      unicodeBidi: 'isolate',
    });
    await userEvent.type(f.getByRole('spinbutton', { name: /Weight/ }), '82.4');
    await userEvent.click(f.getByRole('button', { name: 'Save Measurements' }));
    await expect(f.getByText('Enter a number')).toBeVisible();
    // focus goes to the value still missing
    await waitFor(() => expect(f.getByRole('spinbutton', { name: /Waist/ })).toHaveFocus());
    await userEvent.type(f.getByRole('spinbutton', { name: /Waist/ }), '90.25');
    await userEvent.click(f.getByRole('button', { name: 'Save Measurements' }));
    const weight = await canvas.findByRole('article', { name: 'Weight' });
    await expect(within(weight).getAllByText('82.4 kg').length).toBeGreaterThan(0);
    // the form empties as its save's answer reaches it, which may be a moment after the history
    await waitFor(() => expect(f.getByRole('spinbutton', { name: /Weight/ })).toHaveValue(null));
  },
};

/**
 * 'Save Measurements' stands at the form's start, under its fields, where the app's other forms
 * place their submit: on a wide screen too.
 */
export const MeasurementsSubmitAtTheStart: Story = {
  parameters: { ...at(NEW_YEAR_CUT), chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Enter Measurements' }));
    const fields = form.getAllByRole('spinbutton').map((field) => field.getBoundingClientRect());
    const button = form.getByRole('button', { name: 'Save Measurements' }).getBoundingClientRect();
    await expect(Math.abs(button.left - (fields[0]?.left ?? NaN))).toBeLessThan(1);
    await expect(button.top).toBeGreaterThan(Math.max(...fields.map((field) => field.bottom)));
  },
};

/**
 * She types her weight, looks at the leaderboard (the form is gone from the page meanwhile) and
 * comes back: it is still there. Once saved, the form starts empty again.
 */
export const KeptAcrossTabs: Story = {
  parameters: { ...at(NEW_YEAR_CUT), chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const form = () => canvas.getByRole('form', { name: 'Enter Measurements' });
    const weight = () => within(form()).getByRole('spinbutton', { name: /Weight/ });
    const waist = () => within(form()).getByRole('spinbutton', { name: /Waist/ });
    await canvas.findByRole('form', { name: 'Enter Measurements' });
    await userEvent.type(weight(), '82.4');
    await userEvent.click(canvas.getByRole('tab', { name: 'Leaderboard' }));
    await expect(await canvas.findByRole('table', { name: /^Leaderboard/ })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Enter Measurements' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'My Progress' }));
    await expect(await canvas.findByRole('form', { name: 'Enter Measurements' })).toBeVisible();
    await expect(weight()).toHaveValue(82.4);

    await userEvent.type(waist(), '90.25');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save Measurements' }));
    await expect(await within(form()).findByText('Measurements saved.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Leaderboard' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'My Progress' }));
    await expect(await canvas.findByRole('form', { name: 'Enter Measurements' })).toBeVisible();
    await expect(weight()).toHaveValue(null);
    await expect(waist()).toHaveValue(null);
  },
};

/** The participant count in `root`, as shown ('3 participants'). */
const participantsIn = (root: HTMLElement) => {
  const count = within(root).getByText(/^\d+ participants?$/).textContent ?? '';
  return Number.parseInt(count, 10);
};

/** New Year Cut, her measurements' save answered after 600 ms. */
const saveAnsweredLate = {
  ...at(NEW_YEAR_CUT),
  chromatic: { disableSnapshot: true },
  msw: {
    handlers: {
      groupChallenges: scenarios.groupChallenges.slow(600, {
        calls: ['groups.challenges.submitMeasurements'],
      }),
    },
  },
};

/**
 * She presses Save Measurements, opens the leaderboard and comes back to My Progress before the
 * server has answered: the form shows what she typed, busy with that press ('Saving...'), and
 * says 'Measurements saved.' when they are, as if she had never left. They are saved once.
 */
export const CameBackBeforeTheAnswer: Story = {
  parameters: saveAnsweredLate,
  play: async ({ canvas }) => {
    const form = () => canvas.findByRole('form', { name: 'Enter Measurements' });
    const before = db.tables.measurements.length;
    let f = within(await form());
    await userEvent.type(f.getByRole('spinbutton', { name: /Weight/ }), '82.4');
    await userEvent.type(f.getByRole('spinbutton', { name: /Waist/ }), '90');
    await userEvent.click(f.getByRole('button', { name: 'Save Measurements' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Leaderboard' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'My Progress' }));
    f = within(await form());
    await expect(f.getByRole('spinbutton', { name: /Weight/ })).toHaveValue(82.4);
    await expect(f.getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // the save answers after 600 ms
    await expect(await f.findByText(MEASUREMENTS_SAVED, {}, { timeout: 5000 })).toBeVisible();
    await expect(f.getByRole('spinbutton', { name: /Weight/ })).toHaveValue(null);
    await expect(db.tables.measurements).toHaveLength(before + 2);
  },
};

/**
 * She presses Save Measurements and opens the leaderboard before the server has answered. Her
 * measurements are saved, and the challenge, read again, counts her. Back on My Progress the
 * form is empty: what she typed went with what it saved, and a second press would have saved
 * it twice.
 */
export const SavedAfterSheLeft: Story = {
  parameters: saveAnsweredLate,
  play: async ({ canvas, canvasElement }) => {
    const f = within(await canvas.findByRole('form', { name: 'Enter Measurements' }));
    const before = participantsIn(canvasElement);
    await userEvent.type(f.getByRole('spinbutton', { name: /Weight/ }), '82.4');
    await userEvent.type(f.getByRole('spinbutton', { name: /Waist/ }), '90');
    await userEvent.click(f.getByRole('button', { name: 'Save Measurements' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Leaderboard' }));
    await waitFor(() =>
      expect(canvas.queryByRole('form', { name: 'Enter Measurements' })).toBeNull(),
    );

    // the save answers after 600 ms, and the challenge, read again, counts her
    await waitFor(() => expect(participantsIn(canvasElement)).toBe(before + 1), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('tab', { name: 'My Progress' }));
    const again = within(await canvas.findByRole('form', { name: 'Enter Measurements' }));
    await expect(again.getByRole('spinbutton', { name: /Weight/ })).toHaveValue(null);
    await expect(again.getByRole('spinbutton', { name: /Waist/ })).toHaveValue(null);
  },
};

/**
 * Her first measurements make her a participant: the challenge's header counts her at once, and
 * so does its card on the group's page when she goes back there (read before she came).
 */
export const JoinedCountOnGroupPage: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    router: { path: `/groups/${DAWN_PATROL}`, route: '/groups/:groupId/*' },
  },
  render: () => (
    <Routes>
      <Route index element={<GroupPage />} />
      <Route path="challenges/:challengeId" element={<ChallengePage />} />
    </Routes>
  ),
  play: async ({ canvas, canvasElement }) => {
    const card = () => canvas.findByRole('article', { name: 'New Year Cut' });
    const before = participantsIn(await card());
    await userEvent.click(within(await card()).getByRole('link', { name: 'New Year Cut' }));
    const form = await canvas.findByRole('form', { name: 'Enter Measurements' });
    await userEvent.type(within(form).getByRole('spinbutton', { name: /Weight/ }), '82.4');
    await userEvent.type(within(form).getByRole('spinbutton', { name: /Waist/ }), '90');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Measurements' }));
    await within(form).findByText('Measurements saved.');
    // the challenge's own page shows one count, beside its dates
    await waitFor(() => expect(participantsIn(canvasElement)).toBe(before + 1));
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Group' }));
    await waitFor(async () => expect(participantsIn(await card())).toBe(before + 1));
  },
};

/**
 * 'Measurements saved.' speaks of what was sent: it leaves as she types her next values, which
 * are not saved yet.
 */
export const SavedNoteLeavesOnEdit: Story = {
  parameters: { ...at(NEW_YEAR_CUT), chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const f = within(await canvas.findByRole('form', { name: 'Enter Measurements' }));
    await userEvent.type(f.getByRole('spinbutton', { name: /Weight/ }), '82.4');
    await userEvent.type(f.getByRole('spinbutton', { name: /Waist/ }), '90');
    await userEvent.click(f.getByRole('button', { name: 'Save Measurements' }));
    await expect(await f.findByRole('status')).toHaveTextContent(MEASUREMENTS_SAVED);
    await userEvent.type(f.getByRole('spinbutton', { name: /Weight/ }), '8');
    await expect(f.queryByText(MEASUREMENTS_SAVED)).toBeNull();
  },
};

/** Her measurements' save held back in the stories below, until they let it go. */
const heldSave = heldAnswers('groups.challenges.submitMeasurements');

/**
 * She corrects her weight while 'Saving...' shows: the save lands with the values it sent, the
 * waist it saved empties, and her corrected weight stays in its field, still to be saved; the
 * form does not say 'Measurements saved.' while it is there. Saved with a new waist, it does.
 */
export const ChangedWhileSaving: Story = {
  parameters: {
    ...at(NEW_YEAR_CUT),
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groupChallenges: [heldSave.handler, ...handlers.groupChallenges] } },
  },
  beforeEach: () => {
    heldSave.on = true;
    return () => heldSave.letGo();
  },
  play: async ({ canvas, userEvent }) => {
    const f = within(await canvas.findByRole('form', { name: 'Enter Measurements' }));
    const weight = f.getByRole('spinbutton', { name: /Weight/ });
    const waist = f.getByRole('spinbutton', { name: /Waist/ });
    await userEvent.type(weight, '82.4');
    await userEvent.type(waist, '90');
    await userEvent.click(f.getByRole('button', { name: 'Save Measurements' }));
    await waitFor(() => expect(heldSave.waiting).toBe(1));
    await expect(f.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await userEvent.clear(weight);
    await userEvent.type(weight, '82.6');

    heldSave.letGo();
    // what was sent is saved, and shows in her progress
    const card = await canvas.findByRole('article', { name: 'Weight' }, { timeout: 5000 });
    await expect(within(card).getAllByText('82.4 kg').length).toBeGreaterThan(0);
    await waitFor(() => expect(waist).toHaveValue(null));
    await expect(weight).toHaveValue(82.6);
    await expect(f.queryByText(MEASUREMENTS_SAVED)).toBeNull();
    await expect(f.getByRole('button', { name: 'Save Measurements' })).toBeVisible();

    await userEvent.type(waist, '89.5');
    await userEvent.click(f.getByRole('button', { name: 'Save Measurements' }));
    await expect(await f.findByText(MEASUREMENTS_SAVED)).toBeVisible();
    await expect(weight).toHaveValue(null);
    await expect(waist).toHaveValue(null);
    await expect(within(card).getAllByText('82.6 kg').length).toBeGreaterThan(0);
  },
};

/** Saving fails: the error shows and the typed values stay. */
export const SubmitFailure: Story = {
  parameters: {
    ...at(NEW_YEAR_CUT),
    msw: {
      handlers: {
        groupChallenges: scenarios.groupChallenges.error(500, {
          calls: ['groups.challenges.submitMeasurements'],
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Enter Measurements' });
    const f = within(form);
    await userEvent.type(f.getByRole('spinbutton', { name: /Weight/ }), '82.4');
    await userEvent.type(f.getByRole('spinbutton', { name: /Waist/ }), '90');
    await userEvent.click(f.getByRole('button', { name: 'Save Measurements' }));
    await waitFor(() =>
      expect(f.getByRole('alert')).toHaveTextContent('Failed to submit measurements'),
    );
    await expect(f.getByRole('spinbutton', { name: /Weight/ })).toHaveValue(82.4);
    await expect(f.getByRole('spinbutton', { name: /Waist/ })).toHaveValue(90);
  },
};

/**
 * The server refuses the second value: its message under the Waist field, which is invalid and
 * focused; no banner, both values kept, the button ready for another try; editing the value
 * clears the message until the next refusal.
 */
export const ValueRefused: Story = {
  parameters: {
    ...at(NEW_YEAR_CUT),
    msw: {
      handlers: {
        groupChallenges: scenarios.groupChallenges.error(400, {
          calls: ['groups.challenges.submitMeasurements'],
          message: '1.value: Waist must be between 40 and 250 cm',
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Enter Measurements' });
    const f = within(form);
    const weight = f.getByRole('spinbutton', { name: /Weight/ });
    const waist = f.getByRole('spinbutton', { name: /Waist/ });
    await userEvent.type(weight, '82.4');
    await userEvent.type(waist, '900');
    await userEvent.click(f.getByRole('button', { name: 'Save Measurements' }));
    await waitFor(() =>
      expect(waist).toHaveAccessibleDescription('Waist must be between 40 and 250 cm'),
    );
    await expect(waist).toHaveAttribute('aria-invalid', 'true');
    await expect(weight).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(waist).toHaveFocus());
    await expect(f.queryByRole('alert')).toBeNull();
    await expect(f.queryByText(/Failed to submit measurements/)).toBeNull();
    await expect(weight).toHaveValue(82.4);
    await expect(waist).toHaveValue(900);
    await expect(f.getByRole('button', { name: 'Save Measurements' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.type(waist, '0');
    await expect(waist).not.toHaveAttribute('aria-invalid');
    // refused again: the message is back and focus returns to the field
    await userEvent.click(f.getByRole('button', { name: 'Save Measurements' }));
    await waitFor(() => expect(waist).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(waist).toHaveFocus());
  },
};

/**
 * `?tab=leaderboard`: everyone ranked for the chosen type, Ana's row marked; switch the type. The
 * type's picker is as wide as its longest type, not a bar across the board.
 */
export const Leaderboard: Story = {
  parameters: at(NOVEMBER_RECOMP, '?tab=leaderboard'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Leaderboard: Weight' });
    const own = within(table).getByText(personas.member.name).closest('tr') as HTMLElement;
    await expect(own).toHaveAttribute('aria-current', 'true');
    // on a phone, too, names break between their words, never inside one
    await expect(brokenWords(within(table).getAllByRole('rowheader'))).toEqual([]);
    // and each row's trend is whole, not cut to 'Progre…' in its value's narrow column
    const trends = within(table).getAllByText(/^(Progress|Going the wrong way|No change)$/);
    await expect(trends.length).toBeGreaterThan(0);
    for (const trend of trends) await expectShownWhole(trend);
    const picker = canvas.getByRole('combobox', { name: 'Measurement type' });
    const pickerWidth = picker.getBoundingClientRect().width;
    await expect(pickerWidth).toBeLessThan(table.getBoundingClientRect().width / 2);
    await userEvent.click(picker);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Waist' }));
    await expect(await canvas.findByRole('table', { name: 'Leaderboard: Waist' })).toBeVisible();
    // another type leaves the picker as it was
    await expect(picker.getBoundingClientRect().width).toBe(pickerWidth);
  },
};

/** The board of `type` once shown: its table, its rows under the header, and each row's rank. */
async function boardRows(canvas: ReturnType<typeof within>, type: string) {
  const table = await canvas.findByRole('table', { name: `Leaderboard: ${type}` });
  const rows = within(table).getAllByRole('row').slice(1);
  const ranks = rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent);
  return { table, rows, ranks };
}

/**
 * The board's chosen type stays with her: Waist picked, My Progress looked at, and the Leaderboard
 * tab shows the waist board again, not the first type's. The address holds the choice.
 */
export const BoardTypeKeptAcrossTabs: Story = {
  parameters: { ...at(NOVEMBER_RECOMP, '?tab=leaderboard'), chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Leaderboard: Weight' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Measurement type' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Waist' }));
    await canvas.findByRole('table', { name: 'Leaderboard: Waist' });
    await userEvent.click(canvas.getByRole('tab', { name: 'My Progress' }));
    await canvas.findByRole('form', { name: 'Enter Measurements' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Leaderboard' }));
    await expect(await canvas.findByRole('table', { name: 'Leaderboard: Waist' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Measurement type' })).toHaveTextContent(
      'Waist',
    );
  },
};

/**
 * A count from 0 (push-ups): no one has a percentage of a start at 0, so the board ranks by the
 * change itself, equal counts sharing a rank (1, 2, 2), and the one who has not counted again last,
 * unranked. Each percentage says why it is missing.
 */
export const LeaderboardCountedFromZero: Story = {
  parameters: {
    ...at(NOVEMBER_RECOMP, '?tab=leaderboard'),
    msw: { handlers: { groupChallenges: scenarios.groupChallenges.leaderboardCountedFromZero() } },
  },
  play: async ({ canvas }) => {
    const { table, rows, ranks } = await boardRows(canvas, 'Push-ups');
    await expect(ranks).toEqual(['1', '2', '2', '–Not ranked']);
    await expect(rows[0]).toHaveTextContent('Kai Lindqvist');
    await expect(rows[1]).toHaveTextContent(personas.member.name);
    await expect(within(table).getAllByText('No percentage of a start at 0')).toHaveLength(3);
    // without a percentage, each change still says its direction; the one not counted again
    // has none to say
    for (const row of rows.slice(0, 3)) {
      await expect(within(row).getByText('Progress')).toBeVisible();
    }
    await expect(
      within(rows[3] as HTMLElement).queryByText(/^(Progress|Going the wrong way|No change)$/),
    ).toBeNull();
  },
};

/**
 * Equal progress shares a rank and the next skips: 1, 2, 2, 4, then the one measured once, whose
 * rank is a dash heard as 'Not ranked', and whose change is heard as not measured yet.
 */
export const LeaderboardTies: Story = {
  parameters: {
    ...at(NOVEMBER_RECOMP, '?tab=leaderboard'),
    msw: { handlers: { groupChallenges: scenarios.groupChallenges.leaderboardTies() } },
  },
  play: async ({ canvas }) => {
    const { table, rows, ranks } = await boardRows(canvas, 'Weight');
    await expect(ranks).toEqual(['1', '2', '2', '4', '–Not ranked']);
    const measuredOnce = rows.at(-1) as HTMLElement;
    await expect(within(measuredOnce).getAllByText('–')[0]).toHaveAttribute('aria-hidden', 'true');
    await expect(within(measuredOnce).getAllByText('No change measured yet')).toHaveLength(2);
    // each rank stands on its name's line, on a phone's stacked rows too
    const middle = (box: DOMRect) => (box.top + box.bottom) / 2;
    for (const row of rows) {
      const rank = document.createRange();
      rank.selectNodeContents(within(row).getAllByRole('cell')[0] as Node);
      const name = within(row).getByRole('rowheader').firstElementChild;
      if (!name) throw new globalThis.Error('a row without its name');
      const apart = middle(rank.getBoundingClientRect()) - middle(name.getBoundingClientRect());
      await expect(Math.abs(apart)).toBeLessThan(4);
    }
    await expect(rows[0]).toHaveTextContent('Kai Lindqvist');
    await expect(within(table).getAllByText('Progress').length).toBe(4);
    // a row adds up as it reads: 70.0 kg to 68.3 kg (68.25) is -1.7 kg, not -1.75 shown as -1.8
    const noor = rows.find((row) => row.textContent?.includes('Noor Haddad'));
    if (!noor) throw new globalThis.Error('no row for Noor');
    await expect(within(noor).getByText('68.3 kg')).toBeVisible();
    await expect(within(noor).getByText('-1.7 kg')).toBeVisible();
  },
};

/**
 * Every column of the board shows in the window without scrolling sideways, on a 390 px phone
 * too (there each row stands as a small card, each value under its label), with large text too,
 * and the board is still a table with its column and row headers.
 */
export const BoardShowsEveryColumn: Story = {
  parameters: { ...at(NOVEMBER_RECOMP, '?tab=leaderboard'), chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Leaderboard: Weight' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Rank',
      'Member',
      'Initial',
      'Current',
      'Change',
      'Change (%)',
    ]);
    await expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(1);
    // a table still where its rows are displayed as cards: every part says its role itself
    await expect(table).toHaveAttribute('role', 'table');
    for (const cell of table.querySelectorAll('td'))
      await expect(cell).toHaveAttribute('role', 'cell');
    const frame = table.parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
    const { left, right } = frame.getBoundingClientRect();
    for (const cell of within(table).getAllByRole('cell')) {
      const box = cell.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(left);
      await expect(box.right).toBeLessThanOrEqual(right + 1);
    }
    // with her text at twice its size, no value runs into the one beside it
    const root = document.documentElement;
    root.style.fontSize = '200%';
    try {
      await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1));
      // each value's text fits its own place in the row
      for (const cell of within(table).getAllByRole('cell')) {
        await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth + 1);
      }
    } finally {
      root.style.fontSize = '';
    }
  },
};

/** A challenge no one has joined yet: its count and its board agree. */
export const LeaderboardEmpty: Story = {
  beforeEach: () => {
    const { tables } = db;
    tables.challengeParticipants = tables.challengeParticipants.filter(
      (row) => row.challengeId !== NOVEMBER_RECOMP,
    );
    tables.measurements = tables.measurements.filter((row) => row.challengeId !== NOVEMBER_RECOMP);
  },
  parameters: at(NOVEMBER_RECOMP, '?tab=leaderboard'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0 participants')).toBeVisible();
    const message = await canvas.findByText('No participants yet');
    await expect(message).toBeVisible();
    // the board's name over the message in its box, and no header row over a row of no data
    await expect(canvas.queryByRole('table')).toBeNull();
    const boardName = canvas.getByText('Weight', { selector: 'bdi' }).parentElement;
    await expect(boardName).toHaveTextContent(/^Leaderboard: Weight$/);
    await expect(boardName).toBeVisible();
    await expectCompactEmptyState(message);
  },
};

/**
 * The Waist board's answer in LeaderboardTypeLoading waits for `answerWaist()`, made afresh for
 * each run of the story. The request may reach the mock a moment after the page shows it as
 * loading: released before, it goes through at once rather than waiting for good.
 */
let answerWaist = () => {};
let waistAnswered = Promise.resolve();

/**
 * She picks another type and its board takes a while: the picker says Waist at once, and the
 * Weight board stays, marked busy, with a spinner saying the Waist board is loading; nothing
 * moves. When the answer comes, the Waist board replaces it and the spinner goes.
 */
export const LeaderboardTypeLoading: Story = {
  beforeEach: () => {
    waistAnswered = new Promise<void>((resolve) => {
      answerWaist = resolve;
    });
  },
  parameters: {
    ...at(NOVEMBER_RECOMP, '?tab=leaderboard'),
    // it ends on the Waist board: the wait has no picture, as the story holds its answer
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groupChallenges: [
          handlerForCall('groups.challenges.leaderboard', async ({ request }) => {
            if (new URL(request.url).searchParams.get('measurementType') !== 'Waist') return;
            // then on to the real answer
            await waistAnswered;
          }),
          ...handlers.groupChallenges,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const weight = await canvas.findByRole('table', { name: 'Leaderboard: Weight' });
    await expect(weight.closest('[aria-busy="true"]')).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Measurement type' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Waist' }));
    await expect(canvas.getByRole('combobox', { name: 'Measurement type' })).toHaveTextContent(
      'Waist',
    );
    const top = weight.getBoundingClientRect().top;
    await waitFor(() => expect(weight.closest('[aria-busy="true"]')).not.toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading leaderboard: Waist');
    await expect(canvas.getByRole('table', { name: 'Leaderboard: Weight' })).toBe(weight);
    await expect(weight.getBoundingClientRect().top).toBe(top);

    answerWaist();
    const waist = await canvas.findByRole('table', { name: 'Leaderboard: Waist' });
    await expect(waist.closest('[aria-busy="true"]')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Whether the server fails the Waist board in LeaderboardTypeFails. */
const waistOutage = { on: true };

/**
 * The board of the type she picks cannot be read: the picker stays, showing her choice and
 * keeping her focus, with the reason and 'Try Again' in the board's place (its picture).
 */
export const LeaderboardTypeFails: Story = {
  parameters: {
    ...at(NOVEMBER_RECOMP, '?tab=leaderboard'),
    msw: {
      handlers: {
        groupChallenges: scenarios.groupChallenges.leaderboardFailsFor(
          'Waist',
          () => waistOutage.on,
        ),
      },
    },
  },
  beforeEach: () => {
    waistOutage.on = true;
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Leaderboard: Weight' });
    const picker = canvas.getByRole('combobox', { name: 'Measurement type' });
    await userEvent.click(picker);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Waist' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch challenge leaderboard: 500',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Measurement type' })).toHaveTextContent(
      'Waist',
    );
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Measurement type' })).toHaveFocus(),
    );
  },
};

/** Once 'Try Again' is answered, the board shows and focus goes to it (no picture). */
export const LeaderboardTypeFailsThenAnswers: Story = {
  ...LeaderboardTypeFails,
  parameters: { ...LeaderboardTypeFails.parameters, chromatic: { disableSnapshot: true } },
  play: async (context) => {
    await LeaderboardTypeFails.play?.(context);
    const { canvas } = context;
    waistOutage.on = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    const table = await canvas.findByRole('table', { name: 'Leaderboard: Waist' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(table.closest('[tabindex]')).toHaveFocus());
  },
};

/** An outage of the challenge's boards, in the stories whose first board cannot be read. */
const boardOutage = outage(500);

/**
 * The board tab opened while its board cannot be read (the outage starts before the story); once
 * the story ends the outage the server answers from `answering`, the seeded boards unless given.
 * No picture: the failure's own stories picture it.
 */
const boardDownAtFirst = (answering = handlers.groupChallenges) => ({
  parameters: {
    ...at(NOVEMBER_RECOMP, '?tab=leaderboard'),
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groupChallenges: [boardOutage.failing('groups.challenges.leaderboard'), ...answering],
      },
    },
  },
  beforeEach: () => {
    boardOutage.start();
  },
});

/** An outage of the challenge's boards that begins once she has seen one. */
const boardReadAgainOutage = outage(500);

/**
 * She has seen the board, saves new measurements on My Progress, and comes back to the board,
 * whose read fails: the board she saw stays, under the reason and 'Try Again', as her progress
 * would: it no longer counts her new values, so the failure is said, not hidden. 'Try Again'
 * brings the board with them.
 */
export const BoardReadAgainFailsAfterASave: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groupChallenges: [
          boardReadAgainOutage.failing('groups.challenges.leaderboard'),
          ...handlers.groupChallenges,
        ],
      },
    },
  },
  beforeEach: () => {
    boardReadAgainOutage.end();
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Weight' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Leaderboard' }));
    await canvas.findByRole('table', { name: 'Leaderboard: Weight' });
    await userEvent.click(canvas.getByRole('tab', { name: 'My Progress' }));
    boardReadAgainOutage.start();
    const form = within(await canvas.findByRole('form', { name: 'Enter Measurements' }));
    await userEvent.type(form.getByRole('spinbutton', { name: /Weight/ }), '61.5');
    await userEvent.type(form.getByRole('spinbutton', { name: /Waist/ }), '70.5');
    await userEvent.type(form.getByRole('spinbutton', { name: /Body Fat/ }), '29.5');
    await userEvent.click(form.getByRole('button', { name: 'Save Measurements' }));
    const weight = canvas.getByRole('article', { name: 'Weight' });
    await waitFor(() => expect(within(weight).getAllByText('61.5 kg').length).toBeGreaterThan(0));

    await userEvent.click(canvas.getByRole('tab', { name: 'Leaderboard' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch challenge leaderboard: 500',
    );
    const stale = canvas.getByRole('table', { name: 'Leaderboard: Weight' });
    await expect(within(stale).queryByText('61.5 kg')).toBeNull();

    boardReadAgainOutage.end();
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    const board = canvas.getByRole('table', { name: 'Leaderboard: Weight' });
    await expect(within(board).getAllByText('61.5 kg').length).toBeGreaterThan(0);
    await waitFor(() => expect(board.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/**
 * The first board she sees cannot be read: the reason and 'Try Again'. Once the server answers,
 * 'Try Again' (pressed from the keyboard) brings the board, and focus goes to it.
 */
export const FirstBoardFails: Story = {
  ...boardDownAtFirst(),
  play: async ({ canvas }) => {
    const tryAgain = await canvas.findByRole('button', { name: 'Try Again' }, { timeout: 5000 });
    await expect(canvas.queryByRole('table')).toBeNull();
    // a group screen's error can be dismissed
    await expect(
      within(canvas.getByRole('alert')).getByRole('button', { name: 'Dismiss' }),
    ).toBeVisible();
    boardOutage.end();
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: 'Leaderboard: Weight' });
    await waitFor(() => expect(table.closest('[tabindex]')).toHaveFocus());
  },
};

/**
 * The first board cannot be read, and once the server answers no one is on it yet: 'Try Again'
 * brings the board's name and 'No participants yet', and focus goes there, where a screen reader
 * hears both, not back to the top of the page.
 */
export const EmptyBoardAfterTryAgain: Story = {
  ...boardDownAtFirst(
    scenarios.groupChallenges.empty({ calls: ['groups.challenges.leaderboard'] }),
  ),
  play: async ({ canvas }) => {
    const tryAgain = await canvas.findByRole('button', { name: 'Try Again' }, { timeout: 5000 });
    boardOutage.end();
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    const board = await canvas.findByRole('group', { name: 'Leaderboard: Weight' });
    await expect(within(board).getByText('No participants yet')).toBeVisible();
    await waitFor(() => expect(board).toHaveFocus());
  },
};

/** `?tab=feed`: the challenge's photo feed with its share form. */
export const FeedTab: Story = {
  parameters: at(NOVEMBER_RECOMP, '?tab=feed'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Share a photo' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Group Feed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // the posts have come, so the picture is of the feed, not of its first moments
    await expect(
      await canvas.findByText('Cheat day cheesecake, no regrets', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Switching tabs: each panel shows its own content. */
export const SwitchingTabs: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Leaderboard' }));
    await expect(await canvas.findByRole('table', { name: /^Leaderboard/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Feed' }));
    await expect(await canvas.findByRole('form', { name: 'Share a photo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'My Progress' }));
    await expect(await canvas.findByRole('form', { name: 'Enter Measurements' })).toBeVisible();
  },
};

/**
 * While the challenge loads its page is laid out as it will be: title, description, dates and the
 * tabs, so the tabs come where their row stood and nothing under them jumps.
 */
export const PlaceholderHoldsThePage: Story = {
  parameters: {
    msw: {
      handlers: {
        groupChallenges: scenarios.groupChallenges.slow(1500, { calls: ['groups.challenges.get'] }),
      },
    },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvas }) => {
    const held = canvas.getByText('Loading challenge').closest('[aria-busy]');
    const tabsPlace = held?.querySelector(`.${headPlaceholder.tabs}`);
    if (!tabsPlace) throw new globalThis.Error('no tabs in the placeholder');
    const placeBottom = tabsPlace.getBoundingClientRect().bottom;
    const tabs = await canvas.findByRole('tablist', {}, { timeout: 5000 });
    const shift = tabs.getBoundingClientRect().bottom - placeBottom;
    // on a phone a long description or the dates' tags can take a line more than was held
    if (window.innerWidth < 640) await expect(shift).toBeGreaterThan(-8);
    else await expect(Math.abs(shift)).toBeLessThan(8);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { groupChallenges: scenarios.groupChallenges.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading challenge')).toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/**
 * The challenge is here, her measurements are on their way: a card per measured type, named and
 * laid out as one with a history (facts, progress line, chart), holds the place the cards will
 * take, so the form below them stays where they will leave it.
 */
export const MeasurementsLoading: Story = {
  parameters: {
    msw: {
      handlers: {
        groupChallenges: scenarios.groupChallenges.pending({
          calls: ['groups.challenges.myMeasurements'],
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'November Recomp' });
    const loading = canvas.getByText('Loading your measurements').closest('[aria-busy="true"]');
    await expect(loading).not.toBeNull();
    const places = within(loading as HTMLElement);
    for (const name of ['Weight', 'Waist', 'Body Fat']) {
      await expect(places.getByText(name)).toBeVisible();
    }
    // the places are taller than a chart alone (a third of a card's width), and the form is
    // below them; a single bar stood here before
    const form = canvas.getByRole('form', { name: 'Enter Measurements' });
    const cards = (loading as HTMLElement).getBoundingClientRect();
    await expect(cards.height).toBeGreaterThan(cards.width / 3);
    const chartPlaces = [...(loading as HTMLElement).querySelectorAll(`.${chartPlace}`)];
    await expect(chartPlaces).toHaveLength(3);
    for (const place of chartPlaces) {
      await expect(place.getBoundingClientRect().height).toBeCloseTo(chartPlaceHeight(), 0);
    }
    await expect(form.getBoundingClientRect().top).toBeGreaterThan(cards.bottom);
  },
};

/** An outage of her measurements in MeasurementsFail and its Try Again. */
const measurementsOutage = outage(500);

const measurementsFailing = {
  ...at(NOVEMBER_RECOMP),
  msw: {
    handlers: {
      groupChallenges: [
        measurementsOutage.failing('groups.challenges.myMeasurements'),
        ...handlers.groupChallenges,
      ],
    },
  },
};

/**
 * Her measurements cannot be read: the reason shows with 'Try Again' where her cards go, and the
 * form below still takes new values.
 */
export const MeasurementsFail: Story = {
  parameters: measurementsFailing,
  beforeEach: () => {
    measurementsOutage.start();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch user measurements: 500',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // a group screen's error can be dismissed
    await expect(
      within(canvas.getByRole('alert')).getByRole('button', { name: 'Dismiss' }),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Enter Measurements' })).toBeVisible();
  },
};

/**
 * Once the server answers, 'Try Again' (pressed from the keyboard) brings her cards, and her
 * focus goes to them rather than back to the top of the page.
 */
export const MeasurementsFailThenTryAgain: Story = {
  parameters: {
    ...measurementsFailing,
    // it ends as the default story's picture does
    chromatic: { disableSnapshot: true },
  },
  beforeEach: () => {
    measurementsOutage.start();
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
    measurementsOutage.end();
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    const weight = await canvas.findByRole('article', { name: 'Weight' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(weight.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/**
 * Her values are on the page when a read of them fails (after a save, the read that would bring
 * the new ones): the values she had stay, with the reason and 'Try Again' above them, which then
 * brings her new values and gives them her focus.
 */
export const MeasurementsReadAgainFails: Story = {
  parameters: {
    ...measurementsFailing,
    chromatic: { disableSnapshot: true },
  },
  beforeEach: () => {
    measurementsOutage.end();
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Weight' });
    measurementsOutage.start();
    const form = within(canvas.getByRole('form', { name: 'Enter Measurements' }));
    await userEvent.type(form.getByRole('spinbutton', { name: /Weight/ }), '88.8');
    await userEvent.type(form.getByRole('spinbutton', { name: /Waist/ }), '70.5');
    await userEvent.type(form.getByRole('spinbutton', { name: /Body Fat/ }), '29.5');
    await userEvent.click(form.getByRole('button', { name: 'Save Measurements' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch user measurements: 500',
    );
    await expect(canvas.getByRole('article', { name: 'Weight' })).toBeVisible();

    measurementsOutage.end();
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    const weight = canvas.getByRole('article', { name: 'Weight' });
    await expect(within(weight).getAllByText('88.8 kg').length).toBeGreaterThan(0);
    await waitFor(() => expect(weight.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/**
 * Her measurements still cannot be read when she tries again: while it asks, the reason and the
 * busy 'Try Again' stay, so her focus stays on the button; the new failure is said again with her
 * focus still there. Once the server answers, her cards come and take her focus.
 */
export const MeasurementsTryAgainStillFailing: Story = {
  parameters: {
    ...measurementsFailing,
    chromatic: { disableSnapshot: true },
  },
  beforeEach: () => {
    measurementsOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainStillFails(canvas, 'Failed to fetch user measurements: 500');

    measurementsOutage.end();
    await userEvent.keyboard('{Enter}');
    const weight = await canvas.findByRole('article', { name: 'Weight' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(weight.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/**
 * The first board still cannot be read when she tries again: the reason and the busy 'Try
 * Again' stay while it asks, the new failure is said again, and her focus stays on the button;
 * once the server answers, the board comes and takes her focus.
 */
export const FirstBoardTryAgainStillFailing: Story = {
  ...boardDownAtFirst(),
  play: async ({ canvas, userEvent }) => {
    await tryAgainStillFails(canvas, 'Failed to fetch challenge leaderboard: 500');
    await expect(canvas.queryByRole('table')).toBeNull();

    boardOutage.end();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: 'Leaderboard: Weight' });
    await waitFor(() => expect(table.closest('[tabindex]')).toHaveFocus());
  },
};

/**
 * A type's board still cannot be read when she tries again: the reason and the busy 'Try Again'
 * stay while it asks (not the previous type's board, which stood in for it while it first
 * loaded), the new failure is said again with her focus kept on the button; once the server
 * answers, the board comes and takes her focus.
 */
export const LeaderboardTypeTryAgainStillFailing: Story = {
  parameters: {
    ...LeaderboardTypeFails.parameters,
    chromatic: { disableSnapshot: true },
  },
  beforeEach: () => {
    waistOutage.on = true;
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'Leaderboard: Weight' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Measurement type' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Waist' }));
    await tryAgainStillFails(canvas, 'Failed to fetch challenge leaderboard: 500');
    await expect(canvas.queryByRole('table')).toBeNull();

    waistOutage.on = false;
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: 'Leaderboard: Waist' });
    await waitFor(() => expect(table.closest('[tabindex]')).toHaveFocus());
  },
};

/** The boards' answers held back in TryAgainThenAnotherType, let go at its end. */
const heldBoards = heldAnswers('groups.challenges.leaderboard');

/**
 * She presses 'Try Again' under a type's board that failed: while it asks, the reason and the
 * busy button stay, with her focus. She then picks another type: its board is on its way (the
 * board shown before stays, marked busy, with a spinner naming the type), and the first type's
 * failure and its button go; the board she picked comes once the server answers.
 */
export const TryAgainThenAnotherType: Story = {
  parameters: {
    ...at(NOVEMBER_RECOMP, '?tab=leaderboard'),
    // it ends on the Body Fat board, as LeaderboardTypeLoading ends on Waist's
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groupChallenges: [
          heldBoards.handler,
          ...scenarios.groupChallenges.leaderboardFailsFor('Waist', () => waistOutage.on),
        ],
      },
    },
  },
  beforeEach: () => {
    waistOutage.on = true;
    heldBoards.on = false;
    return () => heldBoards.letGo();
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'Leaderboard: Weight' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Measurement type' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Waist' }));
    const tryAgain = await canvas.findByRole('button', { name: 'Try Again' });
    waistOutage.on = false;
    heldBoards.on = true;
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tryAgain).toHaveAttribute('aria-busy', 'true'));
    await expect(tryAgain).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to fetch challenge leaderboard: 500',
    );
    await expect(canvas.queryByRole('table')).toBeNull();

    await userEvent.click(canvas.getByRole('combobox', { name: 'Measurement type' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Body Fat' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Loading leaderboard: Body Fat',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();

    heldBoards.letGo();
    await expect(await canvas.findByRole('table', { name: 'Leaderboard: Body Fat' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The server fails the read (500): the spec's message, with 'Try Again' under it, as another try
 * may answer.
 */
export const Error: Story = {
  parameters: { msw: { handlers: { groupChallenges: scenarios.groupChallenges.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHALLENGE_NOT_FOUND_TEXT);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveAccessibleDescription(
      CHALLENGE_NOT_FOUND_TEXT,
    );
    // a group screen's error can be dismissed
    await expect(
      within(canvas.getByRole('alert')).getByRole('button', { name: 'Dismiss' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Group Challenge | RepRally'));
  },
};

/** The challenge is not there, or not hers to see (404): that is the answer, with nothing to try. */
export const NotFound: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groupChallenges: scenarios.groupChallenges.error(404) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHALLENGE_NOT_FOUND_TEXT);
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

/** An outage of the challenge's read (a story that brings it back). */
const challengeOutage = outage();

/**
 * The server fails the challenge's read, and again at the first 'Try Again' (said again, focus
 * kept on the button), then comes back: 'Try Again' brings the challenge, and focus goes to the
 * page rather than the document's start.
 */
export const TryAgainAfterAServerFailure: Story = {
  parameters: {
    // it ends as MyProgress's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groupChallenges: [
          challengeOutage.failing('groups.challenges.get'),
          ...handlers.groupChallenges,
        ],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    challengeOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHALLENGE_NOT_FOUND_TEXT);
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(CHALLENGE_NOT_FOUND_TEXT);
    await expect(tryAgain).toHaveFocus();

    challengeOutage.end();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'November Recomp' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/**
 * Summer Bulk ended weeks ago: My Progress shows Ana's measurements and says the challenge has
 * ended, with no form for new values (the server would refuse them).
 */
export const Ended: Story = {
  parameters: {
    router: {
      path: `/groups/${DAWN_PATROL}/challenges/${SUMMER_BULK}`,
      route: '/groups/:groupId/challenges/:challengeId',
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CHALLENGE_ENDED)).toBeVisible();
    // the top of the page says so too, beside its dates, whatever tab is open
    const header = canvas.getByRole('heading', { level: 1, name: 'Summer Bulk' }).closest('header');
    await expect(within(header ?? document.body).getByText(CHALLENGE_COMPLETED)).toBeVisible();
    await expect(await canvas.findByRole('article', { name: 'Arms' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Enter Measurements' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save Measurements' })).toBeNull();
  },
};

/** Her clock in the stories below: it stands where the story sets it. */
const herClock = settableClock(FIXED_NOW.getTime());

/** November Recomp's end instant: the last millisecond of its last day, in UTC. */
function novemberRecompEnd(): number {
  const challenge = db.tables.groupChallenges.find((row) => row.id === NOVEMBER_RECOMP);
  if (!challenge) throw new globalThis.Error('no November Recomp');
  return Date.parse(challenge.endDate);
}

/** A story's loaders: her clock stands `ms` before November Recomp's end. */
const beforeTheEnd = (ms: number) => [
  () => {
    herClock.setTo(novemberRecompEnd() - ms);
  },
];

/** Her clock runs past November Recomp's end. */
const passTheEnd = () => herClock.setTo(novemberRecompEnd() + 1);

/** The challenge page on her clock, its drafts watched (`leavingAsks`). */
const onHerClock = () => (
  <DraftsWatched>
    <ClockProvider clock={herClock.clock}>
      <ChallengePage />
    </ClockProvider>
  </DraftsWatched>
);

/** The stories below that open the challenge page an hour before its end, on her clock. */
const anHourBeforeTheEnd = {
  parameters: { chromatic: { disableSnapshot: true } },
  loaders: beforeTheEnd(60 * 60 * 1000),
  render: onHerClock,
};

/** She types her weight into Enter Measurements; returns the form. */
async function typeHerWeight(
  canvas: ReturnType<typeof within>,
  userEvent: { type: (element: Element, text: string) => Promise<void> },
) {
  const form = within(await canvas.findByRole('form', { name: 'Enter Measurements' }));
  await userEvent.type(form.getByRole('spinbutton', { name: /Weight/ }), '82.4');
  return form;
}

/** The form has given way to 'This challenge has ended.', which has her focus. */
async function endedWithHerFocus(canvas: ReturnType<typeof within>, timeout = 5000) {
  const ended = await canvas.findByText(CHALLENGE_ENDED, {}, { timeout });
  await expect(ended).toBeVisible();
  await expect(canvas.queryByRole('form', { name: 'Enter Measurements' })).toBeNull();
  await waitFor(() => expect(ended).toHaveFocus());
}

/**
 * November Recomp is open a second before its end, and she is typing her weight when the end
 * passes: the form gives way to 'This challenge has ended.', which takes her focus.
 */
export const EndsWhileOpen: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  loaders: beforeTheEnd(1000),
  render: onHerClock,
  play: async ({ canvas, userEvent }) => {
    await typeHerWeight(canvas, userEvent);
    await expect(canvas.queryByText(CHALLENGE_ENDED)).toBeNull();
    await expect(canvas.queryByText(CHALLENGE_COMPLETED)).toBeNull();
    // time runs on past the end
    passTheEnd();
    await endedWithHerFocus(canvas);
    await expect(canvas.getByRole('article', { name: 'Weight' })).toBeVisible();
    // and the top of the page says it is over
    await expect(await canvas.findByText(CHALLENGE_COMPLETED)).toBeVisible();
  },
};

/** The challenge's answer held back in TitlePendingUntilNamed, let go in its play. */
const heldChallenge = heldAnswers('groups.challenges.get');

/**
 * While the challenge is read, the page's title is the generic 'Group Challenge | RepRally' and says it
 * is pending, so the shell's announcement of the new page waits for the name; once read, the
 * title names the challenge and is pending no more.
 */
export const TitlePendingUntilNamed: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groupChallenges: [heldChallenge.handler, ...handlers.groupChallenges] } },
  },
  beforeEach: () => {
    heldChallenge.on = true;
    return () => heldChallenge.letGo();
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(heldChallenge.waiting).toBe(1));
    await expect(document.title).toBe('Group Challenge | RepRally');
    await expect(isTitlePending()).toBe(true);
    heldChallenge.letGo();
    await canvas.findByRole('heading', { level: 1, name: 'November Recomp' });
    await waitFor(() => expect(document.title).toBe('\u2068November Recomp\u2069 | RepRally'));
    await expect(isTitlePending()).toBe(false);
  },
};

/** Her values' answer held back in EndsWhileHerValuesLoad, let go at its end. */
const heldValues = heldAnswers('groups.challenges.myMeasurements');

/**
 * The end passes while she types and her values are still on their way: they arrive first, and
 * the page waits for its reading of the clock, so the form gives way to 'This challenge has
 * ended.' with her focus, not behind her back.
 */
export const EndsWhileHerValuesLoad: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groupChallenges: [heldValues.handler, ...handlers.groupChallenges] } },
  },
  loaders: beforeTheEnd(1000),
  beforeEach: () => {
    heldValues.on = true;
    return () => heldValues.letGo();
  },
  render: onHerClock,
  play: async ({ canvas, userEvent }) => {
    await typeHerWeight(canvas, userEvent);
    await expect(canvas.getByText('Loading your measurements')).toBeInTheDocument();
    passTheEnd();
    heldValues.letGo();
    await canvas.findByRole('article', { name: 'Weight' });
    await endedWithHerFocus(canvas);
  },
};

/**
 * She was typing in another tab when the end passed, and a hidden tab's timers may fire late:
 * coming back reads the clock, so the form gives way to 'This challenge has ended.' at once.
 */
export const EndedWhileSheWasInAnotherTab: Story = {
  ...anHourBeforeTheEnd,
  play: async ({ canvas, userEvent }) => {
    await typeHerWeight(canvas, userEvent);
    passTheEnd();
    // she comes back to the tab (the page is visible again)
    document.dispatchEvent(new Event('visibilitychange'));
    await endedWithHerFocus(canvas, 500);
  },
};

/**
 * What she typed for a challenge that then ended can never be sent, so it is not kept: closing the
 * page asked 'Leave site?' while she typed, and asks nothing once the challenge has ended.
 */
export const EndedForgetsWhatSheTyped: Story = {
  ...anHourBeforeTheEnd,
  play: async ({ canvas, userEvent }) => {
    await typeHerWeight(canvas, userEvent);
    await waitFor(() => expect(leavingAsks()).toBe(true));
    passTheEnd();
    document.dispatchEvent(new Event('visibilitychange'));
    await endedWithHerFocus(canvas, 500);
    await waitFor(() => expect(leavingAsks()).toBe(false));
  },
};

/**
 * She types her values, then looks at the leaderboard (My Progress and its form are gone from the
 * page meanwhile) while the challenge ends: what she typed is not kept either.
 */
export const EndedWhileOnTheLeaderboard: Story = {
  ...anHourBeforeTheEnd,
  play: async ({ canvas, userEvent }) => {
    await typeHerWeight(canvas, userEvent);
    await userEvent.click(canvas.getByRole('tab', { name: 'Leaderboard' }));
    await expect(canvas.queryByRole('form', { name: 'Enter Measurements' })).toBeNull();
    await waitFor(() => expect(leavingAsks()).toBe(true));
    passTheEnd();
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(leavingAsks()).toBe(false));
    await userEvent.click(canvas.getByRole('tab', { name: 'My Progress' }));
    await expect(await canvas.findByText(CHALLENGE_ENDED)).toBeVisible();
  },
};

/**
 * Her device slept through the end (a timer an hour off had not fired): saving after the end
 * sends nothing and the page says the challenge has ended, instead of the server's refusal.
 */
export const SavedAfterTheEnd: Story = {
  ...anHourBeforeTheEnd,
  play: async ({ canvas, userEvent }) => {
    const form = await typeHerWeight(canvas, userEvent);
    await userEvent.type(form.getByRole('spinbutton', { name: /Waist/ }), '90');
    await userEvent.type(form.getByRole('spinbutton', { name: /Body Fat/ }), '21.5');
    const saved = db.tables.measurements.length;
    passTheEnd();
    await userEvent.click(form.getByRole('button', { name: 'Save Measurements' }));
    await endedWithHerFocus(canvas);
    await expect(canvas.queryByText(/Failed to submit measurements/)).toBeNull();
    await expect(db.tables.measurements).toHaveLength(saved);
  },
};

/**
 * Strength Club's challenge is named in Arabic, then in English: its heading reads from the
 * right, as its card on the group's page and its description under the heading do, so the name
 * is not turned around between the two pages.
 */
export const RightToLeftName: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    router: {
      path: '/groups/5/challenges/9',
      route: '/groups/:groupId/challenges/:challengeId',
    },
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: 'تحدي الجري 🏃 Run Club',
    });
    const name = within(heading).getByText('تحدي الجري 🏃 Run Club');
    await expect(name.matches(':dir(rtl)')).toBe(true);
    await expect(canvas.getByText('عدد الكيلومترات كل أسبوع').matches(':dir(rtl)')).toBe(true);
  },
};

/** A measurement type's name in Arabic, given in place of November Recomp's Waist. */
const WAIST_IN_ARABIC = 'محيط الخصر';

/**
 * A type named from the right (its creator wrote it in Arabic): its card's title reads from the
 * right, and in the sentences around it ('… history', 'Leaderboard: …') the name keeps its own
 * direction without turning the English words around it.
 */
export const RightToLeftTypeName: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  loaders: [
    () => {
      const waist = db.tables.measurementTypes.find(
        (type) => type.challengeId === NOVEMBER_RECOMP && type.name === 'Waist',
      );
      if (!waist) throw new globalThis.Error('November Recomp measures no Waist');
      waist.name = WAIST_IN_ARABIC;
    },
  ],
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: WAIST_IN_ARABIC });
    const title = within(card).getByRole('heading', { name: WAIST_IN_ARABIC });
    await expect(within(title).getByText(WAIST_IN_ARABIC).matches(':dir(rtl)')).toBe(true);
    const history = within(card).getByRole('table', { name: `${WAIST_IN_ARABIC} history` });
    const caption = history.querySelector('caption');
    await expect(caption?.matches(':dir(ltr)')).toBe(true);
    await expect(caption?.querySelector('bdi')).toHaveTextContent(WAIST_IN_ARABIC);

    await userEvent.click(canvas.getByRole('tab', { name: 'Leaderboard' }));
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Measurement type' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: WAIST_IN_ARABIC }),
    );
    const board = await canvas.findByRole('table', { name: `Leaderboard: ${WAIST_IN_ARABIC}` });
    await expect(board.querySelector('caption bdi')).toHaveTextContent(WAIST_IN_ARABIC);
  },
};

/** An address whose ids cannot be ids. */
export const InvalidId: Story = {
  parameters: at('first'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid group or challenge ID');
  },
};

/**
 * Marks (hidden) that the group has been read into the cache the page reads, and lets the story
 * read it again.
 */
function GroupRead({ groupId }: { groupId: number }) {
  const { data } = useGroup(groupId);
  return (
    <>
      <GroupReader />
      {data ? <span hidden data-group-read /> : null}
    </>
  );
}

/**
 * Ana is taken out of Kettlebell Collective while Kettlebell Gains is open and then saves her
 * measurements: the server refuses them (403), the failure is reported, and the group is read
 * again, so the page says she is not a member of the group and no longer asks for her
 * measurements; the notice takes the focus the form had. What she typed is kept: put back in the
 * group, she finds both values in the form.
 */
export const SubmitRefusedAfterRemoval: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    router: {
      path: `/groups/${KETTLEBELL}/challenges/${KETTLEBELL_GAINS}`,
      route: '/groups/:groupId/challenges/:challengeId',
    },
  },
  render: () => (
    <>
      <ChallengePage />
      <GroupRead groupId={KETTLEBELL} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole('form', { name: 'Enter Measurements' });
    const f = within(form);
    await userEvent.type(f.getByRole('spinbutton', { name: /Muscle Mass/ }), '41.5');
    await userEvent.type(f.getByRole('spinbutton', { name: /Arms/ }), '33');
    // the page has read her in the group; then she is taken out of it
    await waitFor(() => expect(canvasElement.querySelector('[data-group-read]')).not.toBeNull());
    await expect(canvas.queryByText(NOT_MEMBER_TITLE)).toBeNull();
    removeAnaFrom(KETTLEBELL);
    await userEvent.click(f.getByRole('button', { name: 'Save Measurements' }));
    await waitFor(() =>
      expect(
        db.tables.errorReports.filter(
          (row) => row.report.message === 'Failed to submit measurements: 403',
        ),
      ).toHaveLength(1),
    );
    const notice = await canvas.findByText(NOT_MEMBER_TITLE);
    await expect(notice).toBeVisible();
    // the form she was in went with her membership: the notice takes its focus
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    await expect(canvas.getByText('You are not taking part in this challenge.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Enter Measurements' })).toBeNull();

    db.tables.groupMemberships.push({
      groupId: KETTLEBELL,
      memberId: personas.member.sub,
      role: 'Member',
      joinedAt: new Date().toISOString(),
    });
    await readGroupAgain(KETTLEBELL);
    const again = within(await canvas.findByRole('form', { name: 'Enter Measurements' }));
    await expect(again.getByRole('spinbutton', { name: /Muscle Mass/ })).toHaveValue(41.5);
    await expect(again.getByRole('spinbutton', { name: /Arms/ })).toHaveValue(33);
  },
};

/**
 * The same in a private group: once she is out of it the server refuses her the group itself
 * (403), so the group as she last read it is all the page has. The refusal is what counts: the
 * page says she is not a member and no longer asks for her measurements.
 */
export const SubmitRefusedAfterRemovalFromAPrivateGroup: Story = {
  parameters: SubmitRefusedAfterRemoval.parameters,
  render: SubmitRefusedAfterRemoval.render,
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole('form', { name: 'Enter Measurements' });
    await userEvent.type(within(form).getByRole('spinbutton', { name: /Muscle Mass/ }), '41.5');
    await userEvent.type(within(form).getByRole('spinbutton', { name: /Arms/ }), '33');
    await waitFor(() => expect(canvasElement.querySelector('[data-group-read]')).not.toBeNull());
    const group = db.tables.groups.find((row) => row.id === KETTLEBELL);
    if (!group) throw new globalThis.Error('no seeded group 3');
    group.isPrivate = true;
    removeAnaFrom(KETTLEBELL);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Measurements' }));
    await expect(await canvas.findByText(NOT_MEMBER_TITLE)).toBeVisible();
    await expect(canvas.getByText('You are not taking part in this challenge.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Enter Measurements' })).toBeNull();
  },
};
