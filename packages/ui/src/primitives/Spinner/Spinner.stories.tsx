import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Spinner, spinnerSizes } from './Spinner';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/Spinner',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { label: 'Loading your dashboard' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your dashboard');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="lg">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </Inline>
  ),
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true, label: 'Checking your sign-in...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking your sign-in...')).toBeVisible();
  },
};
