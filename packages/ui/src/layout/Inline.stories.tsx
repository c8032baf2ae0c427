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
