import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { emptyGroupDraft, type GroupDraft } from '../group-form';
import { GroupFields } from './GroupFields';

const meta = {
  title: 'Groups/GroupFields',
  component: GroupFields,
  tags: ['autodocs'],
  args: { draft: emptyGroupDraft, onChange: fn() },
  render: function Render(args) {
    const [draft, setDraft] = useState<GroupDraft>(args.draft);
    return (
      <GroupFields
        {...args}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof GroupFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new group: empty and private; switching to Public reports the change. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const privacy = canvas.getByRole('combobox', { name: 'Privacy' });
    await expect(privacy).toHaveTextContent('Private');
    await userEvent.click(privacy);
    await userEvent.click(await screen.findByRole('option', { name: 'Public' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyGroupDraft, isPrivate: false });
    await expect(privacy).toHaveTextContent('Public');
  },
};

/** The name's error under the field, tied to it for screen readers. */
export const NameError: Story = {
  args: {
    draft: { ...emptyGroupDraft, name: 'ab' },
    errors: { name: 'Group name must be at least 3 characters long' },
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: /Group name/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Group name must be at least 3 characters long/);
  },
};

/** While saving, every field is locked. */
export const Disabled: Story = {
  args: {
    draft: {
      name: 'Dawn Patrol Lifters',
      description: 'Lifting before sunrise.',
      isPrivate: false,
    },
    disabled: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Group name/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Privacy' })).toBeDisabled();
  },
};
