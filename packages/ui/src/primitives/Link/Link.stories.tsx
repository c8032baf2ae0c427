import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Link, linkVariants } from './Link';
import { componentModes } from '../../foundations/modes';

function CurrentPath() {
  const { pathname } = useLocation();
  return <p data-testid="current-path">Current page: {pathname}</p>;
}

const meta = {
  title: 'Primitives/Link',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Link,
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  args: { to: '/monthly-warriors', children: 'View Full Leaderboard' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RouterLink: Story = {
  args: { variant: 'standalone' },
  render: (args) => (
    <Stack gap="sm">
      <Link {...args} />
      <CurrentPath />
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'View Full Leaderboard' });
    await expect(link).toHaveAttribute('href', '/monthly-warriors');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('Current page: /');
    await userEvent.click(link);
    await expect(canvas.getByTestId('current-path')).toHaveTextContent(
      'Current page: /monthly-warriors',
    );
  },
};

export const InlineInText: Story = {
  render: () => (
    <p>
      You have not joined a group yet. <Link to="/groups">Browse groups</Link> to find people who
      train like you.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Browse groups' });
    await expect(link).toHaveAttribute('href', '/groups');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Variants: Story = {
  render: () => (
    <Stack gap="sm">
      {linkVariants.map((variant) => (
        <Link key={variant} variant={variant} href="/badges">
          All badges ({variant})
        </Link>
      ))}
    </Stack>
  ),
};

export const ExternalNewTab: Story = {
  render: () => (
    <Link href="https://reprally.app/help" target="_blank" variant="standalone">
      Help centre
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://reprally.app/help');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'View Full Leaderboard' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

/**
 * Long words, markup, emoji and right-to-left text render as text and wrap.
 * At a phone's width, the narrowest screen a member has: primitives are captured in the light
 * desktop mode only, so this story sets the viewport itself for its overflow check.
 */
export const LongHostileContent: Story = {
  render: () => (
    <Stack gap="sm">
      <Link href="/profile/1">{'W'.repeat(200)}</Link>
      <Link href="/profile/2">{'<script>alert(1)</script>'}</Link>
      <Link href="/profile/3">🏋️‍♀️ Lift Club 💪</Link>
      <Link href="/profile/4" dir="auto">
        نادي الرياضة
      </Link>
      <Link href="/profile/5" dir="auto">
        מועדון כושר
      </Link>
    </Stack>
  ),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: '<script>alert(1)</script>' })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    const long = canvas.getByRole('link', { name: 'W'.repeat(200) });
    await expect(long.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().width,
    );
  },
};
