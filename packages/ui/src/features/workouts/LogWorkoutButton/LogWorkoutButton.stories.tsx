import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db, scenarios } from '@reprally/mocks';
import { Stack } from '../../../layout/Stack';
import { SummaryStats } from '../SummaryStats';
import { LogWorkoutButton, LogWorkoutButtonView } from './LogWorkoutButton';

/** The figure under a SummaryStats label, e.g. 'Total Workouts' -> '117'. */
function figureOf(canvasElement: HTMLElement, label: string): string {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
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
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).toBeEnabled();
  },
};

/** Ana logs a workout: the button is busy, then her totals refresh (117 -> 118, 1,170 -> 1,180). */
export const LogsAndRefreshes: Story = {
  parameters: { msw: { handlers: slowLog } },
  render: () => (
    <Stack gap="md">
      <LogWorkoutButton />
      <SummaryStats />
    </Stack>
  ),
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
  },
};

/** A double-click logs one workout, not two. */
export const DoubleClickLogsOnce: Story = {
  parameters: { msw: { handlers: slowLog } },
  render: () => (
    <Stack gap="md">
      <LogWorkoutButton />
      <SummaryStats />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(figureOf(canvasElement, 'Total Workouts')).toBe('117'));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Log Workout' }));
    await waitFor(() => expect(figureOf(canvasElement, 'Total Workouts')).toBe('118'));
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(figureOf(canvasElement, 'Total Workouts')).toBe('118');
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
