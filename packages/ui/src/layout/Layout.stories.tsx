import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';
import { Inline } from './Inline';
import { Stack } from './Stack';
import * as styles from './Layout.css';

/** Layout goes through these three, so every gap and padding comes from the space scale. */
const meta = {
  title: 'Layout/Box, Stack and Inline',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Sample = ({ children }: { children: string }) => (
  <div className={styles.sample}>{children}</div>
);

export const StackGaps: Story = {
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

export const InlineWrapsOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Inline gap="xs" data-testid="inline">
      {['Push', 'Pull', 'Legs', 'Core', 'Cardio', 'Mobility', 'Rest day', 'Stretching'].map(
        (tag) => (
          <Sample key={tag}>{tag}</Sample>
        ),
      )}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('inline')).flexWrap).toBe('wrap');
  },
};

/** Responsive values: one column on a phone, three from desktop width. */
export const ResponsiveGrid: Story = {
  render: () => (
    <Box
      display="grid"
      gridTemplateColumns={{ mobile: 1, desktop: 3 }}
      gap={{ mobile: 'sm', desktop: 'lg' }}
      data-testid="grid"
    >
      <Sample>Total Workouts</Sample>
      <Sample>Weekly Average</Sample>
      <Sample>Current Streak</Sample>
    </Box>
  ),
  play: async ({ canvas }) => {
    const columns = getComputedStyle(canvas.getByTestId('grid')).gridTemplateColumns.split(' ');
    await expect(columns).toHaveLength(3);
  },
};

export const ResponsiveGridOnPhone: Story = {
  ...ResponsiveGrid,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const columns = getComputedStyle(canvas.getByTestId('grid')).gridTemplateColumns.split(' ');
    await expect(columns).toHaveLength(1);
  },
};

export const BoxAsSurface: Story = {
  render: () => (
    <Box
      as="section"
      background="surface"
      padding="lg"
      borderRadius="lg"
      boxShadow="md"
      aria-label="Surface"
    >
      <Stack gap="xs">
        <strong>A surface</strong>
        <span>Padding, radius and shadow all come from tokens.</span>
      </Stack>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Surface' })).toBeVisible();
  },
};
