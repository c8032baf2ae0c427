import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../../layout/Stack';
import { NumberField } from './NumberField';
import { componentModes } from '../../foundations/modes';
import { holdBadInput } from '../../testing/bad-input';

const meta = {
  title: 'Primitives/NumberField',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: NumberField,
  args: { label: 'Weight (kg)', min: 0, step: 0.01, onValueChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Weight (kg)' });
    await userEvent.type(input, '72.5');
    await expect(input).toHaveValue(72.5);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('72.5', 72.5);
  },
};

/**
 * Text the browser cannot read as a number ('10e'): the input reads as empty, so the form's check
 * says the value is missing; the field says `unreadableError` instead, about what she can see.
 * With a number she can read in its place, the field says the form's words again.
 */
export const UnreadableEntry: Story = {
  args: {
    label: 'Completion Criteria',
    integer: true,
    min: 1,
    step: undefined,
    error: 'Completion criteria is required',
    unreadableError: 'Completion criteria must be at least 1',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Completion Criteria' });
    await expect(input).toHaveAccessibleDescription('Completion criteria is required');
    // '10e' typed: the browser holds it, and reads the field as empty
    const held = holdBadInput(input, { sendInput: true });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Completion criteria must be at least 1'),
    );
    // a number she can read in its place: the form's own words are said again
    held.restore();
    await userEvent.type(input, '5');
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Completion criteria is required'),
    );
  },
};

/** The monthly goal: an integer above 0 (input minimum 1); the parent decides and says why. */
export const MonthlyGoal: Story = {
  args: { label: 'Monthly goal (workouts)', integer: true, min: 1, step: undefined },
  render: function MonthlyGoalForm(args) {
    const [raw, setRaw] = useState('');
    const [parsed, setParsed] = useState<number | null>(null);
    const [error, setError] = useState<string | undefined>();
    return (
      <Stack gap="sm" align="flex-start">
        <NumberField
          {...args}
          value={raw}
          error={error}
          onValueChange={(nextRaw, next) => {
            setRaw(nextRaw);
            setParsed(next);
            setError(undefined);
          }}
        />
        <Button
          onClick={() =>
            setError(parsed !== null && parsed > 0 ? undefined : 'Enter a whole number above 0')
          }
        >
          Set Goal
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Monthly goal (workouts)' });
    await expect(input).toHaveAttribute('min', '1');
    await expect(input).toHaveAttribute('step', '1');
    await userEvent.type(input, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Goal' }));
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a whole number above 0');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Goal' }));
    await expect(input).not.toBeInvalid();
  },
};

export const WithDescription: Story = {
  args: { description: 'Measured in the morning, before breakfast.', defaultValue: '72.4' },
};

export const WithError: Story = {
  args: { error: 'Value is required', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Weight (kg)' })).toBeInvalid();
  },
};

/**
 * Described by text elsewhere on the page too (which challenge a value is for): that is read
 * after the field's own description and error, not instead of them.
 */
export const AlsoDescribedElsewhere: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    description: 'Measured in the morning.',
    error: 'Value is required',
    'aria-describedby': 'weight-context',
  },
  render: (args) => (
    <>
      <p id="weight-context">For Spring Cut</p>
      <NumberField {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('spinbutton', { name: 'Weight (kg)' }),
    ).toHaveAccessibleDescription('Measured in the morning. Value is required For Spring Cut');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '72.4' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Weight (kg)' })).toBeDisabled();
  },
};
