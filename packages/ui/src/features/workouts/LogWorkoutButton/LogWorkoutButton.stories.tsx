import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pressTwiceAtOnce } from '../../../testing/press-twice';
import { db, handlers, heldAnswers, lostAnswers, scenarios } from '@reprally/mocks';
import { Stack } from '../../../layout/Stack';
import { PageHeader } from '../../../primitives/PageHeader';
import { SummaryStats } from '../SummaryStats';
import { AwayAndBack, goAwayAndBack } from '../../../testing/away-and-back';
import { storyTime } from '../../../testing/story-time';
import { workoutLoggedGone } from '../../../testing/workout-logged';
import { CONFIRMATION_MS, LogWorkoutButton, LogWorkoutButtonView } from './LogWorkoutButton';

/** The figure under a SummaryStats label, e.g. 'Total Workouts' -> '117'. */
function figureOf(canvasElement: HTMLElement, label: string): string {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

/** The button above her totals, which a logged workout moves. */
function WithHerTotals() {
  return (
    <Stack gap="md">
      <LogWorkoutButton />
      <SummaryStats />
    </Stack>
  );
}

/** The log call answers after a short wait, so the busy button can be seen. */
const slowLog = { workouts: scenarios.workouts.slow(100, { calls: ['workouts.log'] }) };

const meta = {
  title: 'Workouts/LogWorkoutButton',
  tags: ['autodocs'],
  component: LogWorkoutButton,
} satisfies Meta<typeof LogWorkoutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Ana logs a workout: the button is busy, then her totals refresh (117 -> 118, 1,170 -> 1,180). */
export const LogsAndRefreshes: Story = {
  parameters: { msw: { handlers: slowLog } },
  render: () => <WithHerTotals />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(figureOf(canvasElement, 'Total Workouts')).toBe('117'));
    const button = canvas.getByRole('button', { name: 'Log Workout' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleName('Logging...');
    // the status is in the page from the start, empty, so the line is heard when it comes
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Workout logged'));
    await waitFor(() => expect(figureOf(canvasElement, 'Total Workouts')).toBe('118'));
    await expect(figureOf(canvasElement, 'Points Earned')).toBe('1,180');
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(button).toHaveAccessibleName('Log Workout');
    await workoutLoggedGone(canvasElement);
    await expect(figureOf(canvasElement, 'Points Earned')).toBe('1,180');
  },
};

/** 'Workout logged' stays 4 s after the log's answer, then goes by itself; the button stays. */
export const LoggedLineGoesAfterFourSeconds: Story = {
  parameters: { msw: { handlers: slowLog }, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const time = storyTime();
    time.hold();
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    const line = canvas.getByRole('status');
    await waitFor(() => expect(line).toHaveTextContent('Workout logged'));
    await waitFor(() => expect(time.untilNext()).toBe(CONFIRMATION_MS));

    time.pass(CONFIRMATION_MS - 1);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(line).toHaveTextContent('Workout logged');
    time.pass(1);
    await waitFor(() => expect(line.textContent).toBe(''));
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).toHaveFocus();
  },
};

/** A double press logs one workout, not two, even when both land before the busy button is drawn. */
export const DoubleClickLogsOnce: Story = {
  parameters: { msw: { handlers: slowLog } },
  render: () => <WithHerTotals />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(figureOf(canvasElement, 'Total Workouts')).toBe('117'));
    pressTwiceAtOnce(canvas.getByRole('button', { name: 'Log Workout' }));
    await waitFor(() => expect(figureOf(canvasElement, 'Total Workouts')).toBe('118'));
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(figureOf(canvasElement, 'Total Workouts')).toBe('118');
    await workoutLoggedGone(canvasElement);
  },
};

/** The request never answers: the button keeps showing progress and refuses more presses. */
export const Pending: Story = {
  parameters: {
    msw: { handlers: { workouts: scenarios.workouts.pending({ calls: ['workouts.log'] }) } },
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Log Workout' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleName('Logging...');
  },
};

/** The server fails: 'Failed to log workout' in a dismissible alert, and the error is reported. */
export const Failure: Story = {
  parameters: {
    msw: { handlers: { workouts: scenarios.workouts.error(500, { calls: ['workouts.log'] }) } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to log workout');
    // a failed log reaches POST /errors, not only the console
    await waitFor(() =>
      expect(db.tables.errorReports.map((row) => row.report.message)).toContain(
        'Failed to log workout: 500',
      ),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Log Workout' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    // the alert left with focus in it: focus is back on the button, ready to try again
    await expect(button).toHaveFocus();
  },
};

const failedLog = { workouts: scenarios.workouts.error(500, { calls: ['workouts.log'] }) };

/** The button ending a page header's row, as on the dashboard. */
const inPageHeader = () => (
  <PageHeader title="Your Dashboard" actions={<LogWorkoutButton size="lg" />} />
);

/** Logs made by the server whose answers are lost on the way back. */
const lostLogs = lostAnswers('workouts.log');

/**
 * The workout is logged but its answer never comes back (the connection dropped): the failure is
 * said, and her totals, read again, show it was counted (117 -> 118), so she is not led to log it
 * a second time.
 */
export const AnswerLost: Story = {
  parameters: { msw: { handlers: { workouts: [lostLogs.handler, ...handlers.workouts] } } },
  beforeEach: () => {
    lostLogs.on = true;
  },
  render: () => <WithHerTotals />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(figureOf(canvasElement, 'Total Workouts')).toBe('117'));
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to log workout');
    await waitFor(() => expect(figureOf(canvasElement, 'Total Workouts')).toBe('118'));
  },
};

/**
 * The button fails where it ends a page header's row on a phone: 'Failed to log workout' reads
 * across the header's width under the title and the button, which stay where they were, rather
 * than in the button's narrow column. It is announced at once, and one Tab from the button
 * reaches its Dismiss. Widgets are captured in the light desktop mode only, so this story sets
 * the phone viewport itself.
 */
export const FailureInPageHeaderOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { msw: { handlers: failedLog } },
  render: inPageHeader,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Your Dashboard' });
    const button = canvas.getByRole('button', { name: 'Log Workout' });
    const titleBox = title.getBoundingClientRect();
    const buttonBox = button.getBoundingClientRect();
    await userEvent.click(button);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to log workout');
    for (const [element, box] of [
      [title, titleBox],
      [button, buttonBox],
    ] as const) {
      await expect(element.getBoundingClientRect().top).toBe(box.top);
      await expect(element.getBoundingClientRect().left).toBe(box.left);
    }
    const header = canvasElement.querySelector('header')!.getBoundingClientRect();
    const message = alert.getBoundingClientRect();
    await expect(message.top).toBeGreaterThanOrEqual(Math.max(titleBox.bottom, buttonBox.bottom));
    await expect(Math.abs(message.left - header.left)).toBeLessThan(1);
    await expect(Math.abs(message.right - header.right)).toBeLessThan(1);
    // on one line: 'Failed to log workout' is not wrapped word by word
    const text = within(alert).getByText('Failed to log workout');
    await expect(text.getClientRects()).toHaveLength(1);
    button.focus();
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  },
};

/**
 * Dismissed from the keyboard, the message under the page header leaves focus on the button,
 * ready to try again, and the header is as it was before the failure. Widgets are captured in the
 * light desktop mode only, so this story sets the phone viewport itself, as the story above does
 * (whose picture shows the message); no picture of its own.
 */
export const FailureInPageHeaderDismissed: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { msw: { handlers: failedLog }, chromatic: { disableSnapshot: true } },
  render: inPageHeader,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const header = canvasElement.querySelector('header')!;
    const before = header.getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Log Workout' });
    await userEvent.click(button);
    const alert = await canvas.findByRole('alert');
    within(alert).getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(header.getBoundingClientRect().height).toBe(before.height);
  },
};

/** The log's answers, held back in the stories below until they let them go. */
const heldLog = heldAnswers('workouts.log');

/** The button and her totals, and a way to leave them and come back. */
const awayAndBack = () => (
  <AwayAndBack>
    <WithHerTotals />
  </AwayAndBack>
);

/**
 * She logs a workout and leaves before the answer, then comes back (or goes on to another page
 * with the button) while it is still on its way: the button says 'Logging...' and takes no second
 * press, and once it lands says 'Workout logged', one workout counted.
 */
export const CameBackBeforeTheAnswer: Story = {
  render: awayAndBack,
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { workouts: [heldLog.handler, ...handlers.workouts] } },
  },
  beforeEach: () => {
    heldLog.on = true;
    return () => heldLog.letGo();
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(figureOf(canvasElement, 'Total Workouts')).toBe('117'));
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    await waitFor(() => expect(heldLog.waiting).toBe(1));
    await goAwayAndBack(canvas);
    const busy = await canvas.findByRole('button', { name: 'Logging...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    // a second request would reach the server within this time
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(heldLog.waiting).toBe(1);
    heldLog.letGo();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Workout logged'));
    await waitFor(() => expect(figureOf(canvasElement, 'Total Workouts')).toBe('118'));
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).not.toHaveAttribute(
      'aria-busy',
    );
    await workoutLoggedGone(canvasElement);
    await expect(figureOf(canvasElement, 'Total Workouts')).toBe('118');
  },
};

/**
 * The same log fails while she is away: coming back, the button says 'Failed to log workout',
 * once, ready to be pressed again; away and back again, it is as it was.
 */
export const FailedWhileSheWasAway: Story = {
  render: awayAndBack,
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { workouts: [heldLog.handler, ...failedLog.workouts] } },
  },
  beforeEach: () => {
    heldLog.on = true;
    return () => heldLog.letGo();
  },
  play: async ({ canvas }) => {
    const failed = 'Failed to log workout: 500';
    const reports = () => db.tables.errorReports.filter(({ report }) => report.message === failed);
    const before = reports().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    await waitFor(() => expect(heldLog.waiting).toBe(1));
    await goAwayAndBack(canvas, {
      until: () => {
        heldLog.letGo();
        expect(reports()).toHaveLength(before + 1);
      },
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to log workout');
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // said once: away and back again, the button is as it was
    await goAwayAndBack(canvas);
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const PendingAsProps: Story = {
  render: () => <LogWorkoutButtonView pending failed={false} onLog={fn()} onDismissError={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Logging...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const SucceededAsProps: Story = {
  render: () => (
    <LogWorkoutButtonView
      pending={false}
      failed={false}
      succeeded
      onLog={fn()}
      onDismissError={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Workout logged');
  },
};

export const FailedAsProps: Story = {
  render: () => {
    const onDismissError = fn();
    return (
      <LogWorkoutButtonView pending={false} failed onLog={fn()} onDismissError={onDismissError} />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to log workout');
  },
};
