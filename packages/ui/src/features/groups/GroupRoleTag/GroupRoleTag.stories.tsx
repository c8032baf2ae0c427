import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../../layout/Inline';
import { GroupRoleTag } from './GroupRoleTag';

const meta = {
  title: 'Groups/GroupRoleTag',
  component: GroupRoleTag,
  tags: ['autodocs'],
  args: { standing: 'Creator' },
} satisfies Meta<typeof GroupRoleTag>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every standing side by side: the creator's two names share a colour, an Admin's differs. */
export const AllRoles: Story = {
  render: () => (
    <Inline gap="sm">
      <GroupRoleTag standing="Creator" />
      <GroupRoleTag standing="Owner" />
      <GroupRoleTag standing="Admin" />
      <GroupRoleTag standing="Owner" size="md" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    // the text sits in the tag's label; the tag around it carries the colour
    const colour = (role: string) =>
      getComputedStyle(canvas.getAllByText(role)[0]?.parentElement as HTMLElement).backgroundColor;
    await expect(colour('Creator')).toBe(colour('Owner'));
    await expect(colour('Admin')).not.toBe(colour('Creator'));
  },
};
