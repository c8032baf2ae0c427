import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, waitFor } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Shell/OfflineBanner',
  tags: ['autodocs'],
  component: OfflineBanner,
  // the connection as the browser reports it; every story ends back online
  beforeEach: () => () => onlineManager.setOnline(true),
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The banner comes and goes with the connection: online it takes no room at all; offline it
 * says so, and that what is saved meanwhile is not lost.
 */
export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    onlineManager.setOnline(false);
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are offline');
    onlineManager.setOnline(true);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    onlineManager.setOnline(false);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You are offlineWhat you save now is sent when the connection returns.',
    );
  },
};

/** Above a page, the banner keeps the gap the page's own parts keep, clear of its heading. */
export const AboveAPage: Story = {
  render: () => (
    <>
      <OfflineBanner />
      <h1>Your Dashboard</h1>
    </>
  ),
  play: async ({ canvas }) => {
    onlineManager.setOnline(false);
    const banner = await canvas.findByRole('status');
    const heading = canvas.getByRole('heading', { level: 1 });
    const gap = heading.getBoundingClientRect().top - banner.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(16);
  },
};
