import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { componentModes } from '../foundations/modes';
import { Box } from './Box';
import { Stack } from './Stack';
import * as styles from './Layout.css';

const meta = {
  title: 'Layout/Box',
  tags: ['autodocs'],
  component: Box,
  parameters: { layout: 'padded', chromatic: { modes: componentModes } },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

const Sample = ({ children }: { children: string }) => (
  <div className={styles.sample}>{children}</div>
);

/** A surface: padding, radius and shadow all come from tokens. */
export const Surface: Story = {
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

const grid = (
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
);

const columns = (element: HTMLElement) => getComputedStyle(element).gridTemplateColumns.split(' ');

/** Responsive values: one column on a phone, three from desktop width. */
export const ResponsiveGrid: Story = {
  render: () => grid,
  play: async ({ canvas }) => {
    await expect(columns(canvas.getByTestId('grid'))).toHaveLength(3);
  },
};

/**
 * The same grid at a phone's width: one column. Layout is captured in the light desktop mode
 * only, so this story sets the phone viewport itself to show and assert the mobile value.
 */
export const ResponsiveGridOnPhone: Story = {
  render: () => grid,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(columns(canvas.getByTestId('grid'))).toHaveLength(1);
  },
};
