import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { challengesFixture, hostileChallengesFixture } from '../challenges.fixtures';
import { ChallengeCard } from './ChallengeCard';
import { sentence } from '../testing/sentence';

/** Ana's seven challenges at 117 workouts: Century Club (117/120) is the sixth. */
const ana = challengesFixture(117);
const pick = (list: typeof ana, name: string) => {
  const found = list.find((challenge) => challenge.name === name);
  if (!found) throw new Error(`no challenge named ${name}`);
  return found;
};

/** Rules the page's stylesheets give `element` under prefers-reduced-motion. */
function reducedMotionRulesFor(element: Element): CSSStyleDeclaration[] {
  const classes = Array.from(element.classList, (name) => `.${name}`);
  return Array.from(document.styleSheets).flatMap((sheet) =>
    Array.from(sheet.cssRules)
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => Array.from(rule.cssRules))
      .filter(
        (rule): rule is CSSStyleRule =>
          rule instanceof CSSStyleRule && classes.some((c) => rule.selectorText.includes(c)),
      )
      .map((rule) => rule.style),
  );
}

const meta = {
  title: 'Challenges/ChallengeCard',
  component: ChallengeCard,
  tags: ['autodocs'],
  args: { challenge: pick(ana, 'Century Club') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChallengeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three workouts to go: name, criteria, progress and the plural status line. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Century Club' })).toBeVisible();
    await expect(canvas.getByText('Goal: 120 workouts')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Century Club' });
    await expect(bar).toHaveAttribute('aria-valuenow', '117');
    await expect(bar).toHaveAttribute('aria-valuetext', '117/120');
    await expect(canvas.getByText(sentence('3 more workouts to earn Champion'))).toBeVisible();
  },
};

/** Exactly one workout left: 'workout', singular. */
export const OneWorkoutLeft: Story = {
  args: { challenge: pick(challengesFixture(119), 'Century Club') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sentence('1 more workout to earn Champion'))).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '119/120');
  },
};

/** A one-workout challenge not started yet: singular in the criteria and the status line. */
export const NotStarted: Story = {
  args: { challenge: pick(challengesFixture(0), 'First Steps') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Goal: 1 workout')).toBeVisible();
    await expect(canvas.getByText(sentence('1 more workout to earn Starter'))).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A huge target: criteria, progress and the status line all with thousands separators. */
export const HugeCriteria: Story = {
  args: {
    challenge: {
      id: 8,
      name: 'Endless Road',
      badge: 'Legend',
      criteria: 2147483647,
      progress: 0,
      isCompleted: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Goal: 2,147,483,647 workouts')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Endless Road' });
    await expect(bar).toHaveAttribute('aria-valuetext', '0/2,147,483,647');
    await expect(
      canvas.getByText(sentence('2,147,483,647 more workouts to earn Legend')),
    ).toBeVisible();
  },
};

/** Completed: 'Completed - {badge}', a full bar in the success colour, the badge in colour. */
export const Completed: Story = {
  args: { challenge: pick(ana, 'Half Century') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(sentence('Completed - Gold'))).toBeVisible();
    await expect(canvas.queryByText(/more workout/)).toBeNull();
    const bar = canvas.getByRole('progressbar', { name: 'Half Century' });
    await expect(bar).toHaveAttribute('data-state', 'complete');
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-state', 'completed');
  },
};

/**
 * The fill grows from 0 to its value over 1 s in steps of 16 ms (63 steps); members who ask
 * for less motion get it at its value at once.
 */
export const ProgressFillsInSteps: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Century Club' });
    const fill = bar.firstElementChild as HTMLElement;
    const style = getComputedStyle(fill);
    await expect(style.transitionDuration).toBe('1s');
    await expect(style.transitionTimingFunction).toMatch(/^steps\(63(, end)?\)$/);
    await waitFor(() => expect(fill.style.transform).toBe('translateX(-2.5%)'));
    const reduced = reducedMotionRulesFor(fill);
    await expect(reduced.some((rule) => rule.transitionProperty === 'none')).toBe(true);
  },
};

/** Markup, script tags and a 200-character word in names: text only, inside the card. */
export const HostileNames: Story = {
  args: { challenge: hostileChallengesFixture()[3] },
  play: async ({ canvas, canvasElement }) => {
    const name = '<img src=x onerror="alert(1)">';
    await expect(canvas.getByRole('heading', { name })).toBeVisible();
    await expect(
      canvas.getByText(sentence('28 more workouts to earn נועה Champion')),
    ).toBeVisible();
    await expect(canvasElement.querySelector('article img, article script')).toBeNull();
  },
};

/**
 * A challenge an admin named in Arabic reads from the right, as on the admin's own card; an
 * English name still reads from the left.
 */
export const RightToLeftName: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { challenge: hostileChallengesFixture()[1] },
  render: (args) => (
    <>
      <ChallengeCard {...args} />
      <ChallengeCard challenge={pick(ana, 'Century Club')} />
    </>
  ),
  play: async ({ canvas }) => {
    const arabic = canvas.getByRole('heading', { name: 'تحدي الجري 🏃 Run Club' });
    await expect(arabic.matches(':dir(rtl)')).toBe(true);
    await expect(canvas.getByRole('heading', { name: 'Century Club' }).matches(':dir(ltr)')).toBe(
      true,
    );
  },
};

/**
 * A badge an admin named in Hebrew keeps its own order inside 'N more workouts to earn {badge}',
 * and the sentence still reads from the left.
 */
export const RightToLeftBadgeInSentence: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { challenge: hostileChallengesFixture()[3] },
  play: async ({ canvas }) => {
    const line = canvas.getByText(sentence('28 more workouts to earn נועה Champion'));
    await expect(line.matches(':dir(ltr)')).toBe(true);
    await expect(within(line).getByText('נועה Champion').matches(':dir(rtl)')).toBe(true);
  },
};

/** A 200-character word as the name wraps inside the card. */
export const LongName: Story = {
  args: { challenge: hostileChallengesFixture()[2] },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expect(canvas.getByText(sentence('Completed - Warrior'))).toBeVisible();
  },
};
