import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandMark } from './BrandMark';

const meta = {
  title: 'Shell/BrandMark',
  tags: ['autodocs'],
  component: BrandMark,
  args: { appName: 'RepRally' },
} satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RepRally')).toBeVisible();
  },
};

export const Large: Story = { args: { size: 'lg' } };

/** Beside a heading that already names the product, the mark stands alone. */
export const MarkOnly: Story = {
  args: { size: 'lg', showName: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('RepRally')).toBeNull();
  },
};

/**
 * In the signed-in phone header the name gives way to the menu and account controls. The light
 * phone mode captures the look; this story stays because only its play function asserts the
 * hidden name.
 */
export const NameFromTabletOnPhone: Story = {
  args: { showName: 'fromTablet' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RepRally')).not.toBeVisible();
  },
};
