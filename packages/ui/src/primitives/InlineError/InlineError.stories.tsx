import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { InlineError } from './InlineError';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/InlineError',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: InlineError,
  args: { id: 'goal-error', children: 'Failed to save goal' },
} satisfies Meta<typeof InlineError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const message = canvas.getByText('Failed to save goal');
    await expect(message.closest('p')).toHaveAttribute('id', 'goal-error');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const UnderAField: Story = {
  render: (args) => (
    <Stack gap="2xs">
      <label htmlFor="goal">Monthly goal</label>
      <input
        id="goal"
        type="number"
        defaultValue={0}
        aria-invalid="true"
        aria-describedby={args.id}
      />
      <InlineError {...args}>Goal must be at least 1 workout</InlineError>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Monthly goal' });
    await expect(field).toHaveAccessibleDescription('Goal must be at least 1 workout');
  },
};

export const WidgetLevel: Story = {
  render: (args) => (
    <Card as="section" title="Monthly Warriors">
      <InlineError {...args} id="warriors-error">
        Failed to load monthly stats
      </InlineError>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Monthly Warriors' })).toHaveTextContent(
      'Failed to load monthly stats',
    );
  },
};

export const Announced: Story = {
  args: { announce: true, children: 'Failed to load badges' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load badges');
  },
};

export const WithinText: Story = {
  render: (args) => (
    <Text>
      Your photo:{' '}
      <InlineError {...args} as="span">
        Failed to load image
      </InlineError>
    </Text>
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
    <Stack gap="xs">
      <InlineError id="e1">{'X'.repeat(200)}</InlineError>
      <InlineError id="e2">{'<script>alert(1)</script>'}</InlineError>
      <InlineError id="e3">Too many emoji 🙈🙉🙊</InlineError>
      <InlineError id="e4" dir="auto">
        حدث خطأ غير معروف
      </InlineError>
      <InlineError id="e5" dir="auto">
        אירעה שגיאה לא ידועה
      </InlineError>
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
