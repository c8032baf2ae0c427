import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';
import * as styles from './Field.css';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/Field',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Field,
  args: {
    label: 'Group name',
    children: (control) => <input className={styles.control()} {...control} />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Members see this name in their group list.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Group name' });
    await expect(input).toHaveAccessibleDescription('Members see this name in their group list.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithErrorAndRequired: Story = {
  args: {
    required: true,
    description: 'Members see this name in their group list.',
    error: 'Group name is required',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Group name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Members see this name in their group list. Group name is required',
    );
  },
};
