import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { hostileParagraph } from '../Field/hostile-content';
import { Switch } from './Switch';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/Switch',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Switch,
  args: { label: 'Private group', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Private group' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    defaultChecked: true,
    description: 'Only invited members can join and see content.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Private group' })).toHaveAccessibleDescription(
      'Only invited members can join and see content.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Failed to update group' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Private group' })).toHaveAccessibleDescription(
      'Failed to update group',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Private group' })).toBeDisabled();
  },
};

/**
 * Long words, markup, emoji and right-to-left text render as text and wrap.
 * At a phone's width, the narrowest screen a member has: primitives are captured in the light
 * desktop mode only, so this story sets the viewport itself for its overflow check.
 */
export const LongHostileContent: Story = {
  args: { label: hostileParagraph },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
