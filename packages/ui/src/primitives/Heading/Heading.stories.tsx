import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Heading, headingLevels, headingSizes, headingTones } from './Heading';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/Heading',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Heading,
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'select', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
  },
  args: { level: 2, children: 'Monthly Warriors' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Monthly Warriors');
  },
};

export const Levels: Story = {
  render: () => (
    <Stack gap="sm">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Level {level} heading
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(
        `Level ${level} heading`,
      );
    }
  },
};

export const SizeDecoupledFromLevel: Story = {
  render: () => (
    <Stack gap="sm">
      {headingSizes.map((size) => (
        <Heading key={size} level={3} size={size}>
          An h3 at size {size}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings).toHaveLength(headingSizes.length);
    const first = parseFloat(getComputedStyle(headings[0]!).fontSize);
    const last = parseFloat(getComputedStyle(headings[headings.length - 1]!).fontSize);
    await expect(first).toBeGreaterThan(last);
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="sm">
      {headingTones.map((tone) => (
        <Heading key={tone} level={2} size="lg" tone={tone}>
          Your Badges ({tone})
        </Heading>
      ))}
    </Stack>
  ),
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
      <Heading level={2}>{'A'.repeat(200)}</Heading>
      <Heading level={2}>{'<script>alert(1)</script>'}</Heading>
      <Heading level={2}>🔥 Streak Squad 🔥</Heading>
      <Heading level={2} dir="auto">
        محاربو الشهر
      </Heading>
      <Heading level={2} dir="auto">
        לוחמי החודש
      </Heading>
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
