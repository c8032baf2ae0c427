import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { hostileParagraph } from '../Field/hostile-content';
import { TextArea } from './TextArea';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/TextArea',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: TextArea,
  args: { label: 'Bio', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const bio = canvas.getByRole('textbox', { name: 'Bio' });
    await userEvent.type(bio, 'Leg day{Enter}every day');
    await expect(bio).toHaveValue('Leg day\nevery day');
  },
};

export const WithCharacterCount: Story = {
  args: { maxLength: 20, showCount: true, description: 'A line about you for your groups.' },
  play: async ({ canvas, userEvent }) => {
    const bio = canvas.getByRole('textbox', { name: 'Bio' });
    await expect(canvas.getByText('0/20 characters')).toBeVisible();
    await userEvent.type(bio, 'Runner');
    await expect(canvas.getByText('6/20 characters')).toBeVisible();
    await expect(bio).toHaveAccessibleDescription(
      'A line about you for your groups. 6/20 characters',
    );
  },
};

/**
 * Described by text elsewhere on the page too (whose post a reply is for): that is read after
 * the field's own description, error and count, not instead of them.
 */
export const AlsoDescribedElsewhere: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    maxLength: 20,
    showCount: true,
    description: 'A line about you.',
    error: 'Bio is too long',
    'aria-describedby': 'bio-context',
  },
  render: (args) => (
    <>
      <p id="bio-context">Shown on Iron Sisters</p>
      <TextArea {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveAccessibleDescription(
      'A line about you. Bio is too long 0/20 characters Shown on Iron Sisters',
    );
  },
};

export const ControlledWithCount: Story = {
  render: function ControlledBio(args) {
    const [bio, setBio] = useState('Morning lifts');
    return (
      <TextArea
        {...args}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        showCount
        maxLength={160}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('13/160 characters')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'Failed to update profile', defaultValue: 'Morning lifts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toBeInvalid();
  },
};

export const Required: Story = {
  args: { label: 'Description', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Morning lifts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toBeDisabled();
  },
};

export const LongHostileContent: Story = {
  args: { defaultValue: hostileParagraph, showCount: true, required: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveValue(hostileParagraph);
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A bio written in Hebrew reads right to left as she writes it. */
export const RightToLeftWords: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const bio = canvas.getByRole('textbox', { name: 'Bio' });
    await userEvent.type(bio, 'מתאמנת כל בוקר');
    await expect(bio.matches(':dir(rtl)')).toBe(true);
  },
};
