import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { componentModes } from '../foundations/modes';
import { Inline } from './Inline';
import { Stack } from './Stack';
import * as styles from './Layout.css';

const meta = {
  title: 'Layout/Stack',
  tags: ['autodocs'],
  component: Stack,
  parameters: { layout: 'padded', chromatic: { modes: componentModes } },
  args: { gap: 'md' },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const Sample = ({ children }: { children: string }) => (
  <div className={styles.sample}>{children}</div>
);

/** One column; change the gap in Controls. */
export const Default: Story = {
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <Sample>Squats</Sample>
      <Sample>Deadlifts</Sample>
      <Sample>Bench press</Sample>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('stack')).flexDirection).toBe('column');
  },
};

/** Three gaps from the space scale side by side: 2xs, sm and lg. */
export const Gaps: Story = {
  render: () => (
    <Inline gap="xl" align="flex-start">
      {(['2xs', 'sm', 'lg'] as const).map((gap) => (
        <Stack key={gap} gap={gap} data-testid={`stack-${gap}`}>
          <Sample>{`gap ${gap}`}</Sample>
          <Sample>Squats</Sample>
          <Sample>Deadlifts</Sample>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack-lg');
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('24px');
  },
};
