import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { db } from '@reprally/mocks';
import { Heading } from '../../../primitives/Heading';
import { Text } from '../../../primitives/Text';
import { PartErrorBoundary } from './PartErrorBoundary';

/** A part that throws while its fuse is lit, as code that failed to load does. */
const fuse = { lit: true };

const meta = {
  title: 'Errors/PartErrorBoundary',
  tags: ['autodocs'],
  component: PartErrorBoundary,
  parameters: { layout: 'fullscreen' },
  args: { message: 'Failed to load the chart', children: null },
  beforeEach: () => {
    fuse.lit = true;
  },
} satisfies Meta<typeof PartErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

const reportsOf = (message: string) =>
  db.tables.errorReports.filter((row) => row.report.message === message);

const PART_MESSAGE = 'Failed to fetch dynamically imported module: /assets/FrequencyLineChart.js';

function FlakyChart() {
  if (fuse.lit) throw new TypeError(PART_MESSAGE);
  return <Text>Line chart of workouts per week</Text>;
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
    await userEvent.click(retry);
    await expect(await canvas.findByText('Line chart of workouts per week')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
