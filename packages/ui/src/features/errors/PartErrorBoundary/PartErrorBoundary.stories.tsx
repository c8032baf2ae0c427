import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense } from 'react';
import { expect, waitFor } from 'storybook/test';
import { db } from '@reprally/mocks';
import { Heading } from '../../../primitives/Heading';
import { Text } from '../../../primitives/Text';
import { onRetryOfFailedCode } from '../../../api/online';
import { PartErrorBoundary } from './PartErrorBoundary';

/** Whether the part's code fails to load, as a chunk answered with an error does. */
const fuse = { lit: true };

const meta = {
  title: 'Errors/PartErrorBoundary',
  tags: ['autodocs'],
  component: PartErrorBoundary,
  parameters: { layout: 'fullscreen' },
  args: { message: 'Failed to load the chart', children: null },
  beforeEach: () => {
    fuse.lit = true;
    LazyChart = lazy(loadChart);
  },
} satisfies Meta<typeof PartErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

const reportsOf = (message: string) =>
  db.tables.errorReports.filter((row) => row.report.message === message);

const PART_MESSAGE = 'Failed to fetch dynamically imported module: /assets/FrequencyLineChart.js';

function Chart() {
  return <Text>Line chart of workouts per week</Text>;
}

/** The part's code, arriving a moment after it is asked for: failing while the fuse is lit. */
const loadChart = () =>
  new Promise<{ default: typeof Chart }>((resolve, reject) => {
    setTimeout(() => {
      if (!fuse.lit) return resolve({ default: Chart });
      // as a lazily loaded part does: the boundary's 'Try Again' loads the code anew
      onRetryOfFailedCode(() => {
        LazyChart = lazy(loadChart);
      });
      reject(new TypeError(PART_MESSAGE));
    }, 30);
  });
let LazyChart = lazy(loadChart);

function FlakyChart() {
  return (
    <Suspense fallback={<Text tone="muted">Loading chart…</Text>}>
      <LazyChart />
    </Suspense>
  );
}

/** A dashboard whose chart failed: the heading stays, the chart's place says so. */
const dashboardWithFlakyChart = ({ message }: { message: string }) => (
  <>
    <Heading level={1}>Your Dashboard</Heading>
    <PartErrorBoundary message={message}>
      <FlakyChart />
    </PartErrorBoundary>
  </>
);

/**
 * A part of a screen fails (its code could not be loaded): its place says so, announced, with
 * 'Try Again'; the rest of the screen stays, and the error reaches POST /errors once.
 */
export const Failed: Story = {
  render: dashboardWithFlakyChart,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load the chart');
    await expect(canvas.getByRole('heading', { name: 'Your Dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    await waitFor(() => expect(reportsOf(PART_MESSAGE)).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveAccessibleDescription(
      'Failed to load the chart',
    );
  },
};

/** 'Try Again' on a failed part renders it again, in its place. */
export const TriesAgain: Story = {
  render: dashboardWithFlakyChart,
  // its picture would be the part alone, after the press: nothing to review beside Failed
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const retry = await canvas.findByRole('button', { name: 'Try Again' });
    fuse.lit = false;
    retry.focus();
    await userEvent.keyboard('{Enter}');
    const chart = await canvas.findByText('Line chart of workouts per week');
    await expect(chart).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // focus stays where the part is, not at the top of the document
    await expect(chart.closest('[tabindex="-1"]')).toHaveFocus();
  },
};

/**
 * 'Try Again' while the code still fails: the place says so again, announced, and keeps focus,
 * so the next Tab reaches the new 'Try Again'.
 */
export const FailsAgain: Story = {
  render: dashboardWithFlakyChart,
  // its picture is Failed's
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const retry = await canvas.findByRole('button', { name: 'Try Again' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(retry).not.toBeInTheDocument());
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load the chart');
    const place = alert.closest('[tabindex="-1"]');
    await expect(place).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus();
  },
};
