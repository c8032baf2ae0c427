import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DateField, dateFieldTypes } from './DateField';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/DateField',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: DateField,
  argTypes: { type: { control: 'inline-radio', options: dateFieldTypes } },
  args: { label: 'Start date', onChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Start date');
    await userEvent.type(input, '2026-12-01');
    await expect(input).toHaveValue('2026-12-01');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/**
 * Described by text elsewhere on the page too (which challenge a date is for): that is read after
 * the field's own description and error, not instead of them.
 */
export const AlsoDescribedElsewhere: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    description: 'The first day of the challenge.',
    error: 'Start date is required',
    'aria-describedby': 'date-context',
  },
  render: (args) => (
    <>
      <p id="date-context">For Spring Cut</p>
      <DateField {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Start date/)).toHaveAccessibleDescription(
      'The first day of the challenge. Start date is required For Spring Cut',
    );
  },
};

export const WithMinAndMax: Story = {
  args: {
    min: '2026-11-18',
    max: '2026-12-31',
    defaultValue: '2026-11-20',
    description: 'Between today and the end of the year.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Start date');
    await expect(input).toHaveAttribute('min', '2026-11-18');
    await expect(input).toHaveAttribute('max', '2026-12-31');
    await expect(input).toHaveAccessibleDescription('Between today and the end of the year.');
  },
};

export const DateAndTime: Story = {
  args: { type: 'datetime-local', label: 'Starts at', defaultValue: '2026-11-20T07:30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Starts at')).toHaveValue('2026-11-20T07:30');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'End date must be after the start date' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date', { exact: false })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-11-20' },
};
