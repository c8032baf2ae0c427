import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { hostileLabel, hostileParagraph, longWord, scriptText } from '../Field/hostile-content';
import { TextField, textFieldTypes } from './TextField';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/TextField',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: TextField,
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  args: { label: 'Name', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Ana');
    await expect(input).toHaveValue('Ana');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const WithDescription: Story = {
  args: { label: 'Email', type: 'email', description: 'We send group invites to this address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send group invites to this address.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Email', defaultValue: 'ana@', error: 'Please enter a valid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

export const Required: Story = {
  args: { label: 'Group name', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Group name' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ana Souza' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  },
};

export const LongHostileContent: Story = {
  args: { label: hostileLabel, defaultValue: longWord, description: hostileParagraph },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText(scriptText, { exact: false }).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('script')).toBeNull();
    // the long word wraps instead of widening the page
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A name typed in Arabic reads right to left as she types it; an email address stays left to right. */
export const RightToLeftWords: Story = {
  args: { label: 'Name' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input.matches(':dir(ltr)')).toBe(true);
    await userEvent.type(input, 'ليلى حداد');
    await expect(input.matches(':dir(rtl)')).toBe(true);
  },
};

export const AddressesStayLeftToRight: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'ليلى@example.com' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' }).matches(':dir(ltr)')).toBe(true);
  },
};
