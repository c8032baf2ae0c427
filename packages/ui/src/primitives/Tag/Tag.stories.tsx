import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { Tag, tagSizes, tagTones } from './Tag';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/Tag',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Tag,
  argTypes: {
    tone: { control: 'select', options: tagTones },
    size: { control: 'inline-radio', options: tagSizes },
  },
  args: { children: 'Admin' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Inline gap="xs">
      {tagTones.map((tone) => (
        <Tag key={tone} {...args} tone={tone}>
          {tone}
        </Tag>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const tone of tagTones) await expect(canvas.getByText(tone)).toBeVisible();
  },
};

export const Medals: Story = {
  render: () => (
    <Inline gap="xs">
      <Tag tone="gold" icon="🥇">
        1st
      </Tag>
      <Tag tone="silver" icon="🥈">
        2nd
      </Tag>
      <Tag tone="bronze" icon="🥉">
        3rd
      </Tag>
    </Inline>
  ),
  play: async ({ canvas }) => {
    // the medal emoji is decoration: the rank text is what gets read
    await expect(canvas.getByText('1st').parentElement).toHaveTextContent('🥇1st');
    await expect(canvas.getByText('🥇')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="xs">
      {tagSizes.map((size) => (
        <Tag key={size} {...args} size={size} tone="success">
          Completed ({size})
        </Tag>
      ))}
    </Inline>
  ),
};

/** Inside a narrow box, long and hostile names wrap or cut and never push it wider. */
export const LongHostileContent: Story = {
  render: () => (
    <Box style={{ maxWidth: '12rem' }}>
      <Inline gap="xs">
        <Tag>{'T'.repeat(200)}</Tag>
        <Tag tone="danger">{'<script>alert(1)</script>'}</Tag>
        <Tag tone="primary">💪 Strong</Tag>
        <Tag tone="warning" dir="auto">
          مشرف
        </Tag>
        <Tag tone="success" dir="auto">
          מנהל
        </Tag>
      </Inline>
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
