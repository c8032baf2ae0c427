import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../../layout/Inline';
import { NavIcon, navIconNames } from './NavIcon';

const meta = {
  title: 'Shell/NavIcon',
  tags: ['autodocs'],
  component: NavIcon,
  args: { name: 'dashboard' },
  argTypes: { name: { control: 'select', options: navIconNames } },
} satisfies Meta<typeof NavIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

/** Every tab icon; they are decorative, so none reaches the accessibility tree. */
export const All: Story = {
  render: () => (
    <Inline gap="md">
      {navIconNames.map((name) => (
        <NavIcon key={name} name={name} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(navIconNames.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
