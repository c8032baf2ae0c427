import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Link } from '../Link/Link';
import { Tag } from '../Tag/Tag';
import { Text } from '../Text/Text';
import { Card, cardElements, cardPaddings } from './Card';
import { componentModes } from '../../foundations/modes';

function CurrentPath() {
  const { pathname } = useLocation();
  return <Text data-testid="current-path">Current page: {pathname}</Text>;
}

const meta = {
  title: 'Primitives/Card',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Card,
  argTypes: {
    as: { control: 'inline-radio', options: cardElements },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  args: {
    title: 'Current Streak',
    children: <Text>12 days in a row. Log a workout today to keep it going.</Text>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Current Streak' })).toBeVisible();
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'Monthly Warriors',
    description: 'Top members by workouts this month',
    headerAction: (
      <Link to="/monthly-warriors" variant="standalone">
        View Full Leaderboard
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Top members by workouts this month')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Full Leaderboard' })).toHaveAttribute(
      'href',
      '/monthly-warriors',
    );
  },
};

/**
 * A card too narrow for its title and its header's link side by side (a phone with large text;
 * here 11rem): the link goes under the title, inside the card; one narrower than the link itself
 * (9.5rem) wraps the link's words. A wide card keeps them on one line.
 */
export const ActionUnderANarrowTitle: Story = {
  render: (args) => (
    <Stack gap="md">
      <div style={{ width: '9.5rem' }}>
        <Card {...args} data-testid="narrower than the link" />
      </div>
      <div style={{ width: '11rem' }}>
        <Card {...args} data-testid="narrow" />
      </div>
      <div style={{ width: '24rem' }}>
        <Card {...args} data-testid="wide" />
      </div>
    </Stack>
  ),
  args: {
    title: 'Leaderboard',
    headerAction: (
      <Link to="/leaderboard" variant="standalone">
        View Leaderboard
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    for (const [id, linkBelowTitle] of [
      // as with the browser's text at 300 % on a phone: the link's words wrap inside the card
      ['narrower than the link', true],
      ['narrow', true],
      ['wide', false],
    ] as const) {
      const card = canvas.getByTestId(id);
      const title = within(card)
        .getByRole('heading', { name: 'Leaderboard' })
        .getBoundingClientRect();
      const link = within(card)
        .getByRole('link', { name: 'View Leaderboard' })
        .getBoundingClientRect();
      await expect(link.top >= title.bottom).toBe(linkBelowTitle);
      await expect(link.right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
  },
};

/**
 * A title a member wrote, in Arabic (`titleDir="auto"`): it reads from the right and ends beside
 * the header's tag, above a description that does the same.
 */
export const RightToLeftTitle: Story = {
  args: {
    title: 'نادي القوة',
    titleDir: 'auto',
    headerAction: <Tag tone="primary">Owner</Tag>,
    children: <Text dir="auto">مجموعة للتمارين الصباحية</Text>,
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'نادي القوة' });
    await expect(title.matches(':dir(rtl)')).toBe(true);
    const text = document.createRange();
    text.selectNodeContents(title);
    const tag = canvas.getByText('Owner').getBoundingClientRect();
    await expect(tag.left - text.getBoundingClientRect().right).toBeLessThan(40);
  },
};

export const WithoutHeader: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <Stack gap="md">
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} title={`Padding ${padding}`} padding={padding} />
      ))}
    </Stack>
  ),
};

export const AsSection: Story = {
  args: { as: 'section', title: 'Your Badges' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Your Badges' });
    await expect(region.tagName).toBe('SECTION');
  },
};

export const AsArticle: Story = {
  args: { as: 'article', title: 'Morning Lifters', titleLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Morning Lifters' })).toBeVisible();
  },
};

export const Interactive: Story = {
  args: {
    interactive: true,
    title: <Link to="/groups/7">Morning Lifters</Link>,
    description: '14 members',
    children: <Text tone="muted">Weekly challenge: 4 workouts</Text>,
  },
  render: (args) => (
    <Stack gap="md">
      <Card {...args} />
      <CurrentPath />
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Morning Lifters');
    // the title link stretches over the card: what sits under a pointer on the body text is the link
    const body = canvas.getByText('Weekly challenge: 4 workouts').getBoundingClientRect();
    const hit = document.elementFromPoint(body.left + 4, body.top + body.height / 2);
    await expect(hit).toBe(links[0]);
    await userEvent.click(hit!);
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/groups/7');
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
    title: 'G'.repeat(200),
    description: '<script>alert(1)</script>',
    children: (
      <Stack gap="xs">
        <Text>Leg day 🦵🔥💯</Text>
        <Text dir="auto">مجموعة الصباح</Text>
        <Text dir="auto">קבוצת הבוקר</Text>
      </Stack>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
