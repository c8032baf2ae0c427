import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { hostileLabel, longWord, rightToLeftText } from '../Field/hostile-content';
import { Select, type SelectOption } from './Select';
import { componentModes } from '../../foundations/modes';

// the photo types of a group feed post; Meal is the default
const photoTypes: SelectOption[] = [
  { value: 'Meal', label: 'Meal' },
  { value: 'Temptation', label: 'Temptation' },
  { value: 'Progress', label: 'Progress' },
  { value: 'Workout', label: 'Workout' },
];

/**
 * While open, Radix hides the page behind the list with aria-hidden and keeps focus in the list,
 * so the hidden trigger cannot be reached; axe's aria-hidden-focus cannot see that trap.
 */
const openOverlayParameters = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
};

const meta = {
  title: 'Primitives/Select',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Select,
  args: { label: 'Photo type', options: photoTypes, onValueChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'Meal' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Photo type' });
    await expect(trigger).toHaveTextContent('Meal');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Progress' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Progress');
    await expect(trigger).toHaveTextContent('Progress');
    await expect(trigger).toHaveFocus();
  },
};

export const WithKeyboard: Story = {
  args: { placeholder: 'Choose a type' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Photo type' });
    await expect(trigger).toHaveTextContent('Choose a type');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(trigger).not.toHaveTextContent('Choose a type');
  },
};

export const Open: Story = {
  parameters: openOverlayParameters,
  args: { defaultValue: 'Workout', description: 'What the photo shows.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Photo type' }));
    await expect(await screen.findByRole('option', { name: 'Workout' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithError: Story = {
  args: { placeholder: 'Choose a type', required: true, error: 'Please choose a photo type' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Photo type' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please choose a photo type');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Meal', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Photo type' })).toBeDisabled();
  },
};

export const LongHostileContent: Story = {
  args: {
    label: hostileLabel,
    defaultValue: 'long',
    options: [
      { value: 'long', label: longWord },
      { value: 'rtl', label: rightToLeftText },
    ],
  },
};
