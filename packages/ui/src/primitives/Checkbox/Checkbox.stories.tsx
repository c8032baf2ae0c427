import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { hostileParagraph } from '../Field/hostile-content';
import { Checkbox } from './Checkbox';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/Checkbox',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Checkbox,
  args: { label: 'Active Badge', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Active Badge' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    // the label toggles it too
    await userEvent.click(canvas.getByText('Active Badge'));
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Month-Specific Badge',
    description: 'Only awarded in the month you pick.',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Month-Specific Badge' }),
    ).toHaveAccessibleDescription('Only awarded in the month you pick.');
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all members', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all members' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the group rules',
    required: true,
    error: 'Please accept the group rules',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the group rules' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the group rules');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Active Badge' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongHostileContent: Story = {
  args: { label: hostileParagraph },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
