import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../../layout/Box';
import { Stack } from '../../layout/Stack';
import { Text, textElements, textSizes, textTones, textWeights } from './Text';
import { componentModes } from '../../foundations/modes';
import { expectCutAtLineEnd } from '../../testing/text-shown';

const meta = {
  title: 'Primitives/Text',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Text,
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    maxLines: { control: 'inline-radio', options: [undefined, 1, 2, 3] },
  },
  args: { children: 'Log a workout today to keep your 12-day streak alive.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/keep your 12-day streak/);
    await expect(paragraph.tagName).toBe('P');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          Size {size}: 8 workouts this month
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          Tone {tone}: Workout logged successfully
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          Weight {weight}
        </Text>
      ))}
    </Stack>
  ),
};

export const AsSpanAndDiv: Story = {
  render: () => (
    <Text as="div">
      Points this month:{' '}
      <Text as="span" weight="bold" numeric>
        1,240
      </Text>
    </Text>
  ),
  play: async ({ canvas }) => {
    const points = canvas.getByText('1,240');
    await expect(points.tagName).toBe('SPAN');
    await expect(points.parentElement?.tagName).toBe('DIV');
  },
};

/**
 * One line shows as much as fits, up to an ellipsis at its end, even when a short word comes
 * before a long one; two lines break the long word inside the box.
 */
export const TruncatedLongWords: Story = {
  render: () => (
    <Box style={{ maxWidth: '16rem' }}>
      <Stack gap="sm">
        <Text maxLines={1}>{`Super ${'califragilistic'.repeat(14)}`}</Text>
        <Text maxLines={2}>
          {`A note with an unbroken word ${'y'.repeat(200)} and more text after it.`}
        </Text>
      </Stack>
    </Box>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expectCutAtLineEnd(canvas.getByText(/^Super califragilistic/));
    const twoLines = canvas.getByText(/^A note with/);
    const lineHeight = parseFloat(getComputedStyle(twoLines).lineHeight);
    await expect(twoLines.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
    await expect(twoLines.scrollWidth).toBeLessThanOrEqual(twoLines.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/**
 * Long words, markup, emoji and right-to-left text render as text and wrap.
 * At a phone's width, the narrowest screen a member has: primitives are captured in the light
 * desktop mode only, so this story sets the viewport itself for its overflow check.
 */
export const LongHostileContent: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Stack gap="sm">
      <Text>{'B'.repeat(200)}</Text>
      <Text>{'<script>alert(1)</script>'}</Text>
      <Text>Crushed it today 💪🔥🏃‍♀️</Text>
      <Text dir="auto">تمرين رائع اليوم</Text>
      <Text dir="auto">אימון מעולה היום</Text>
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
