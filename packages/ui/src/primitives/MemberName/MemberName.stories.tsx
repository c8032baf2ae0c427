import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { componentModes } from '../../foundations/modes';
import { Avatar } from '../Avatar';
import { Inline } from '../../layout/Inline';
import { MemberName } from './MemberName';

const meta = {
  title: 'Primitives/MemberName',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: MemberName,
  args: { name: 'Ana Moreno' },
  render: (args) => (
    <Inline gap="sm" wrap={false}>
      <Avatar name={args.name} size="sm" decorative />
      <MemberName {...args} />
    </Inline>
  ),
} satisfies Meta<typeof MemberName>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member's name, as text, beside her initials. */
export const Named: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ana Moreno')).toBeVisible();
    await expect(await canvas.findByText('AM')).toBeVisible();
  },
};

/**
 * A member with no name (her identity provider gave none, and she saved none): 'No name set',
 * muted and set apart from a name, beside a silhouette rather than initials.
 */
export const NoName: Story = {
  args: { name: '' },
  play: async ({ canvas, canvasElement }) => {
    const missing = canvas.getByText('No name set');
    await expect(missing).toBeVisible();
    await expect(missing).toHaveStyle({ fontStyle: 'italic' });
    await waitFor(() => expect(canvasElement.querySelector('svg')).not.toBeNull());
  },
};

/** A name of spaces only is none: it shows as no name, not as an empty gap. */
export const SpacesOnly: Story = {
  args: { name: '   ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No name set')).toBeVisible();
  },
};
