import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../../layout/Inline';
import { Tag } from '../Tag';
import { Text } from '../Text';
import { PageHeader } from './PageHeader';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/PageHeader',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: PageHeader,
  args: {
    title: 'Leaderboard',
    subtitle: 'Your Points: 1,240',
    actions: <Button>Log Workout</Button>,
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Leaderboard');
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { subtitle: undefined, actions: undefined, title: 'Your Challenges' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Challenges' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * A row of facts (a challenge's dates and tags) under the subtitle, as part of the header: close
 * to the lines above it, with the header's distance to the page's content below it.
 */
export const WithDetails: Story = {
  args: {
    title: 'November Recomp',
    subtitle: 'Drop fat, keep the muscle: weigh in every Monday.',
    actions: undefined,
    details: (
      <Inline gap="sm">
        <Text tone="muted">Nov 1, 2026 – Nov 30, 2026</Text>
        <Tag size="sm">8 participants</Tag>
      </Inline>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const header = canvasElement.querySelector('header');
    const facts = canvas.getByText('8 participants');
    await expect(header).toContainElement(facts);
    const subtitle = canvas.getByText(/^Drop fat/);
    const gap = facts.getBoundingClientRect().top - subtitle.getBoundingClientRect().bottom;
    // a line apart, not the 48 px a page keeps between its header and its content
    await expect(gap).toBeLessThan(24);
  },
};

export const SeveralActions: Story = {
  args: {
    title: 'Morning Lifters',
    subtitle: '14 members · Created by Jordan Lee',
    actions: (
      <>
        <Button variant="secondary">Invite Member</Button>
        <Button>Create Challenge</Button>
      </>
    ),
  },
};

/** On a wide screen the actions sit beside the title. */
export const ActionsBesideTitle: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Log Workout' }).getBoundingClientRect();
    // side by side: the actions start where the title block ends
    await expect(button.left).toBeGreaterThanOrEqual(heading.right);
  },
};

/**
 * On a phone the actions go under the title. Primitives are captured in the light desktop mode
 * only, so this story sets the phone viewport itself to show and assert the stacking.
 */
export const ActionsStackOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: SeveralActions.args,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Invite Member' }).getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(heading.bottom);
  },
};

/**
 * Long words, markup, emoji and right-to-left text render as text and wrap.
 * At a phone's width, the narrowest screen a member has: primitives are captured in the light
 * desktop mode only, so this story sets the viewport itself for its overflow check.
 */
export const LongHostileContent: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'H'.repeat(200),
    subtitle: (
      <>
        {'<script>alert(1)</script>'} 🏆 <span dir="auto">لوحة الصدارة</span>{' '}
        <span dir="auto">טבלת המובילים</span>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
