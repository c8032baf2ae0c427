import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { db, scenarios } from '@reprally/mocks';
import { Heading } from '../../../primitives/Heading';
import { AppErrorBoundary } from './AppErrorBoundary';

const MESSAGE = 'Cannot read the streak of a workout list that never loaded';

/** A screen that throws while its fuse is lit, and renders once it is out. */
const fuse = { lit: true };
function FlakyScreen() {
  if (fuse.lit) throw new Error(MESSAGE);
  return <Heading level={1}>Your Dashboard</Heading>;
}

const meta = {
  title: 'Errors/AppErrorBoundary',
  tags: ['autodocs'],
  component: AppErrorBoundary,
  parameters: { layout: 'fullscreen' },
  args: { children: <FlakyScreen /> },
  beforeEach: () => {
    fuse.lit = true;
  },
} satisfies Meta<typeof AppErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

const reportsOf = (message: string) =>
  db.tables.errorReports.filter((row) => row.report.message === message);

/**
 * A screen throws: the error page shows and the error reaches POST /errors once, with React's
 * component stack; 'Try Again' renders the screen again.
 */
export const CatchesAndReports: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByText(MESSAGE)).toBeVisible();
    await waitFor(() => expect(reportsOf(MESSAGE)).toHaveLength(1));
    await expect(reportsOf(MESSAGE)[0]?.report.componentStack).toMatch(/FlakyScreen/);
    fuse.lit = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { name: 'Your Dashboard' })).toBeVisible();
    await expect(reportsOf(MESSAGE)).toHaveLength(1);
  },
};

/** A failing error report is ignored: the member still gets the error page. */
export const ReportFails: Story = {
  parameters: { msw: { handlers: { errorReports: scenarios.errorReports.error(500) } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** Nothing thrown: the children render untouched. */
export const NoError: Story = {
  beforeEach: () => {
    fuse.lit = false;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Dashboard' })).toBeVisible();
  },
};
