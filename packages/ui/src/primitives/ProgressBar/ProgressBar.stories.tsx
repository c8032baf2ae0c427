import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import {
  ProgressBar,
  ProgressBarPlaceholder,
  progressBarSizes,
  progressBarTones,
} from './ProgressBar';
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

const workouts = (value: number, max: number) => `${value} of ${max} workouts`;

const meta = {
  title: 'Primitives/ProgressBar',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: ProgressBar,
  argTypes: {
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
    value: { control: { type: 'range', min: 0, max: 10, step: 1 } },
  },
  args: { label: 'Monthly goal', value: 3, max: 10, formatValue: workouts },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Monthly goal' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemax', '10');
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 10 workouts');
    await expect(canvas.getByText('3 of 10 workouts')).toBeVisible();
  },
};

export const AnimatesToValue: Story = {
  args: { value: 7 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Monthly goal' });
    // the real value is announced at once; only the picture grows
    await expect(bar).toHaveAttribute('aria-valuenow', '7');
    const indicator = bar.firstElementChild as HTMLElement;
    // the fill grows to its value over 1 s
    await expect(getComputedStyle(indicator).transitionDuration).toBe('1s');
    await waitFor(() => expect(indicator.style.transform).toBe('translateX(-30%)'));
  },
};

export const StillUnderReducedMotion: Story = {
  args: { value: 6 },
  play: async ({ canvas }) => {
    const indicator = canvas.getByRole('progressbar').firstElementChild as HTMLElement;
    // members who ask for less motion get the bar at its value, without the 1 s slide
    const reduced = reducedMotionStylesFor(indicator);
    await expect(reduced.some((style) => style.transitionProperty === 'none')).toBe(true);
  },
};

export const NoAnimation: Story = {
  args: { value: 6, animate: false },
  play: async ({ canvas }) => {
    const indicator = canvas.getByRole('progressbar').firstElementChild as HTMLElement;
    await expect(getComputedStyle(indicator).transitionProperty).toBe('none');
    await waitFor(() => expect(indicator.style.transform).toBe('translateX(-40%)'));
  },
};

/**
 * Nothing yet: the track alone, with no sliver of colour at its start, even where the bar starts
 * between two pixels (here half a pixel in, as in a grid's second column).
 */
export const Empty: Story = {
  args: { value: 0 },
  decorators: [
    (Story) => (
      <div style={{ paddingInlineStart: '0.5px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar.firstElementChild).not.toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 10, tone: 'success', label: 'Early Bird challenge' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Early Bird challenge' });
    await expect(bar).toHaveAttribute('aria-valuenow', '10');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

export const OverflowClamped: Story = {
  args: { value: 14 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  },
};

export const Percentage: Story = {
  args: { label: 'Monthly rank progress', value: 75, max: 100, formatValue: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '75%');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="md">
      {progressBarTones.map((tone, index) => (
        <ProgressBar
          key={tone}
          {...args}
          tone={tone}
          value={index * 3 + 1}
          label={`Tone ${tone}`}
        />
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="md">
      {progressBarSizes.map((size) => (
        <ProgressBar key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </Stack>
  ),
};

export const LabelForScreenReadersOnly: Story = {
  args: { showLabel: false, showValue: false, label: '5 more workouts to earn Iron Will' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: '5 more workouts to earn Iron Will' }),
    ).toBeVisible();
  },
};

/**
 * Long words, markup, emoji and right-to-left text render as text and wrap.
 * At a phone's width, the narrowest screen a member has: primitives are captured in the light
 * desktop mode only, so this story sets the viewport itself for its overflow check.
 */
export const LongHostileContent: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <Stack gap="md">
      <ProgressBar {...args} label={'P'.repeat(200)} />
      <ProgressBar {...args} label="<script>alert(1)</script>" />
      <ProgressBar {...args} label="Cardio queen 👑🏃‍♀️" />
      <ProgressBar {...args} label="تحدي الصباح" />
      <ProgressBar {...args} label="אתגר הבוקר" />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('progressbar', { name: '<script>alert(1)</script>' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/**
 * The bar's place while its value loads, above the bar it stands for: its label row (the label
 * when the bar shows one, else a bar for the value) and its empty track, each as tall as the
 * real one, so the bar takes its place without moving what is below.
 */
export const Placeholder: Story = {
  render: (args) => (
    <Stack gap="md">
      <div data-testid="labelled-placeholder">
        <ProgressBarPlaceholder label={args.label} />
      </div>
      <div data-testid="labelled">
        <ProgressBar {...args} />
      </div>
      <div data-testid="value-placeholder">
        <ProgressBarPlaceholder />
      </div>
      <div data-testid="value-only">
        <ProgressBar {...args} showLabel={false} />
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    // to the pixel (the browser rounds a text line's box and a bar's differently, by 1/64 px)
    await expect(height('labelled-placeholder')).toBeCloseTo(height('labelled'), 0);
    await expect(height('value-placeholder')).toBeCloseTo(height('value-only'), 0);
    // only the real bars are progress bars; a placeholder says nothing of its own
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    await expect(canvas.getByTestId('labelled-placeholder').firstElementChild).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};
