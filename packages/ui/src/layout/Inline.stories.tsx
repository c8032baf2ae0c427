import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { componentModes } from '../foundations/modes';
import { Box } from './Box';
import { Inline } from './Inline';
import * as styles from './Layout.css';

const meta = {
  title: 'Layout/Inline',
  tags: ['autodocs'],
  component: Inline,
  parameters: { layout: 'padded', chromatic: { modes: componentModes } },
  args: { gap: 'xs', wrap: true },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

const Sample = ({ children }: { children: string }) => (
  <div className={styles.sample}>{children}</div>
);

const tags = ['Push', 'Pull', 'Legs', 'Core', 'Cardio', 'Mobility', 'Rest day', 'Stretching'];

/** A row of tags that wraps onto the next line when out of room (here a narrow box). */
export const Wraps: Story = {
  render: (args) => (
    <Box style={{ maxWidth: '16rem' }}>
      <Inline {...args} data-testid="inline">
        {tags.map((tag) => (
          <Sample key={tag}>{tag}</Sample>
        ))}
      </Inline>
    </Box>
  ),
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline');
    await expect(getComputedStyle(inline).flexWrap).toBe('wrap');
    const items = [...inline.children].map((child) => child.getBoundingClientRect().top);
    await expect(new Set(items).size).toBeGreaterThan(1);
  },
};

/** `wrap={false}` keeps one line, e.g. a label beside its value. */
export const NoWrap: Story = {
  args: { wrap: false },
  render: Wraps.render,
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('inline')).flexWrap).toBe('nowrap');
  },
};

/**
 * `rowGap` sets the space between wrapped lines apart from `gap`, the space between items on a
 * line: short items wrapping (counts, tags) stay close, reading as one line.
 */
export const RowGap: Story = {
  args: { gap: 'md', rowGap: '2xs' },
  render: Wraps.render,
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline');
    await expect(getComputedStyle(inline).columnGap).toBe('16px');
    await expect(getComputedStyle(inline).rowGap).toBe('4px');
    const [first, second] = [...inline.children].map((child) => child.getBoundingClientRect());
    if (!first || !second) throw new globalThis.Error('fewer than two items');
    await expect(second.left - first.right).toBe(16);
  },
};

/** `gap` alone spaces the items and the wrapped lines alike. */
export const OneGap: Story = {
  args: { gap: 'md' },
  render: Wraps.render,
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline');
    await expect(getComputedStyle(inline).columnGap).toBe('16px');
    await expect(getComputedStyle(inline).rowGap).toBe('16px');
  },
};
