import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { Card } from '../Card/Card';
import { heading } from '../Heading/Heading.css';
import { Text } from '../Text/Text';
import { sharedTokens } from '../../theme/tokens';
import { Skeleton, SkeletonShape, skeletonCircleSizes, skeletonShapes } from './Skeleton';
import { componentModes } from '../../foundations/modes';

/** The declarations the page's stylesheets give `element` under prefers-reduced-motion. */
function reducedMotionStylesFor(element: Element): CSSStyleDeclaration[] {
  const classes = Array.from(element.classList, (name) => `.${name}`);
  const found: CSSStyleDeclaration[] = [];
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule)) continue;
      if (!rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && classes.some((c) => inner.selectorText.includes(c))) {
          found.push(inner.style);
        }
      }
    }
  }
  return found;
}

const meta = {
  title: 'Primitives/Skeleton',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Skeleton,
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    size: { control: 'inline-radio', options: skeletonCircleSizes },
  },
  args: { label: 'Loading your badges', shape: 'text', lines: 3 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvas, canvasElement }) => {
    // screen readers hear the label, not three grey bars
    const label = canvas.getByText('Loading your badges');
    const container = label.parentElement!;
    await expect(container).toHaveAttribute('aria-busy', 'true');
    const shapes = container.querySelector('[aria-hidden="true"]')!;
    await expect(shapes.querySelectorAll('span span')).toHaveLength(3);
    const bar = canvasElement.querySelector('span span') as HTMLElement;
    await expect(getComputedStyle(bar).animationName).not.toBe('none');
  },
};

/**
 * Shapes standing for a card's parts, spaced as the card spaces them ('md'), each bar in a line
 * of the text it stands for: a line of large figures is as tall as its own line height.
 */
export const CardParts: Story = {
  args: { label: 'Loading your streak', gap: 'md' },
  render: (args) => (
    <Card title="Workout Streak" titleSize="md">
      <Skeleton {...args}>
        <div data-testid="figure" className={heading({ size: '4xl' })}>
          <SkeletonShape width="1.2em" />
        </div>
        <Text as="div" data-testid="line">
          <SkeletonShape width="60%" />
        </Text>
      </Skeleton>
    </Card>
  ),
  play: async ({ canvas }) => {
    const figure = canvas.getByTestId('figure');
    const line = canvas.getByTestId('line');
    const fontSize = (element: HTMLElement) => parseFloat(getComputedStyle(element).fontSize);
    // one line each: a heading's tight line height, and body text's
    await expect(figure.getBoundingClientRect().height).toBeCloseTo(
      fontSize(figure) * Number(sharedTokens.lineHeight.tight),
      0,
    );
    await expect(line.getBoundingClientRect().height).toBeCloseTo(
      fontSize(line) * Number(sharedTokens.lineHeight.normal),
      0,
    );
    await expect(line.getBoundingClientRect().top - figure.getBoundingClientRect().bottom).toBe(16);
  },
};

export const StillUnderReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('span span') as HTMLElement;
    // the shimmer is decoration: under reduced motion the placeholder stands still
    const reduced = reducedMotionStylesFor(bar);
    await expect(reduced.some((style) => style.animationName === 'none')).toBe(true);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', size: 'lg', label: 'Loading profile photo' },
};

export const CircleSizes: Story = {
  render: () => (
    <Inline gap="md" align="center">
      {skeletonCircleSizes.map((size) => (
        <Skeleton key={size} shape="circle" size={size} label={`Loading avatar ${size}`} />
      ))}
    </Inline>
  ),
};

export const Rect: Story = {
  args: { shape: 'rect', height: '10rem', label: 'Loading activity chart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading activity chart')).toBeInTheDocument();
  },
};

export const LeaderboardCard: Story = {
  render: () => (
    <Box style={{ maxWidth: '24rem' }}>
      <Card title="Leaderboard">
        <Skeleton label="Loading leaderboard">
          {[1, 2, 3, 4].map((row) => (
            <Inline key={row} gap="sm" wrap={false}>
              <SkeletonShape shape="circle" size="sm" />
              <Box flexGrow={1}>
                <SkeletonShape shape="text" width="70%" />
              </Box>
              <SkeletonShape shape="rect" width="3rem" height="1.25rem" />
            </Inline>
          ))}
        </Skeleton>
      </Card>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading leaderboard')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
