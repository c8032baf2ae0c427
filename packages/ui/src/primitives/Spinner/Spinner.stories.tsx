import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../../layout/Inline';
import { Spinner, spinnerSizes } from './Spinner';
import { componentModes } from '../../foundations/modes';
import { heardOnArrival, heardText } from '../../testing/heard-on-arrival';

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

function LoadsOnPress() {
  const [loading, setLoading] = useState(false);
  return (
    <Inline gap="md">
      <Button onClick={() => setLoading(true)}>Load</Button>
      {loading ? <Spinner label="Checking your sign-in..." showLabel /> : null}
    </Inline>
  );
}

/**
 * A spinner arrives as a polite status with its words kept from the screen reader, and they come
 * into it a moment later, when the screen reader knows the region and reads them. On screen they
 * are there from the start.
 */
export const HeardAfterItArrives: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <LoadsOnPress />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heard = heardOnArrival(canvasElement, 'status');
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    const status = await canvas.findByRole('status');
    await expect(canvas.getByText('Checking your sign-in...')).toBeVisible();
    await expect(heard).toEqual(['']);
    await waitFor(() => expect(heardText(status)).toBe('Checking your sign-in...'));
  },
};
