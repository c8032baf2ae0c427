import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { componentModes } from '../../foundations/modes';
import { NoValue } from './NoValue';

const meta = {
  title: 'Primitives/NoValue',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: NoValue,
  args: { meaning: 'Not measured' },
} satisfies Meta<typeof NoValue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A dash is all that shows; its meaning is what a screen reader hears. */
export const Default: Story = {
  render: (args) => (
    <dl>
      <dt>Initial</dt>
      <dd>
        <NoValue {...args} />
      </dd>
    </dl>
  ),
  play: async ({ canvas }) => {
    const dash = canvas.getByText('–');
    await expect(dash).toBeVisible();
    await expect(dash).toHaveAttribute('aria-hidden', 'true');
    const meaning = canvas.getByText('Not measured');
    // drawn nowhere, yet in the page's text
    await expect(meaning.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('definition')).toHaveTextContent('–Not measured');
  },
};
