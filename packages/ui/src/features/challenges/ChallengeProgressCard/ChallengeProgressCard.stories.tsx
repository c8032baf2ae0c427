import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PersonalChallenge } from '@reprally/api-client';
import { expect, waitFor, within } from 'storybook/test';
import { useQueryClient } from '@tanstack/react-query';
import { scenarios } from '@reprally/mocks';
import { useApiClient } from '../../../api/ApiClientProvider';
import { queryKeys } from '../../../api/query-keys';
import { Button } from '../../../primitives/Button';
import {
  challengesFixture,
  hostileChallengesFixture,
  hostileCompletingFixture,
  rightToLeftOpenChallengesFixture,
} from '../challenges.fixtures';
import { ChallengeProgressCard, ChallengeProgressCardView } from './ChallengeProgressCard';
import { connected } from '../../../testing/connected';
import { sentence } from '../testing/sentence';

const meta = {
  title: 'Challenges/ChallengeProgressCard',
  tags: ['autodocs'],
  component: ChallengeProgressCardView,
  args: { challenges: challengesFixture(117) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChallengeProgressCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const CELEBRATION = 'Challenge completed: Century Club! You earned the Champion badge.';

/** Ana: Century Club 117/120 and Iron Year 117/200 are still open. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Challenge Progress' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('progressbar', { name: 'Century Club' })).toHaveAttribute(
      'aria-valuetext',
      '117/120',
    );
    await expect(canvas.getByText(sentence('3 more workouts to earn Champion'))).toBeVisible();
    await expect(canvas.getByText(sentence('83 more workouts to earn Warrior'))).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A newcomer: at most 3 of the 7 open challenges, and 'workout' for exactly one. */
export const UpToThreeOpen: Story = {
  args: { challenges: challengesFixture(0) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(sentence('1 more workout to earn Starter'))).toBeVisible();
    await expect(canvas.queryByRole('progressbar', { name: 'Half Century' })).toBeNull();
  },
};

export const AllChallengesCompleted: Story = {
  args: { challenges: challengesFixture(200) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All challenges completed!')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Loading: Story = {
  args: { challenges: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading challenges')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { challenges: undefined, error: 'Failed to fetch challenges: 500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch challenges: 500')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { challenges: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No challenges found.')).toBeVisible();
  },
};

export const HostileNames: Story = {
  args: { challenges: hostileChallengesFixture() },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(sentence('28 more workouts to earn נועה Champion')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: '<img src=x onerror="alert(1)">' }),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('img, em, script')).toBeNull();
    const card = canvas.getByRole('region', { name: 'Challenge Progress' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** Century Club at 119/120, or completed. */
const centuryClub = (completed: boolean) => challengesFixture(completed ? 120 : 119);

/**
 * Renders `challenges` before their completion, then again with them completed (the button):
 * confetti and a message.
 */
function CompletesOnClick({
  challenges,
  label,
}: {
  challenges: (completed: boolean) => PersonalChallenge[];
  label: string;
}) {
  const [completed, setCompleted] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setCompleted(true)}>
        Load again with {label} completed
      </Button>
      <ChallengeProgressCardView challenges={challenges(completed)} />
    </>
  );
}

/**
 * A challenge an admin named in Arabic reads from the right as its bar's label, and a badge named
 * in Hebrew keeps its own order inside 'N more workouts to earn {badge}', which still reads from
 * the left.
 */
export const RightToLeftNames: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    challenges: rightToLeftOpenChallengesFixture(),
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'تحدي الجري 🏃 Run Club' });
    await expect(bar).toBeVisible();
    await expect(canvas.getByText('تحدي الجري 🏃 Run Club').matches(':dir(rtl)')).toBe(true);
    const line = canvas.getByText(sentence('28 more workouts to earn נועה Champion'));
    await expect(line.matches(':dir(ltr)')).toBe(true);
    await expect(within(line).getByText('נועה Champion').matches(':dir(rtl)')).toBe(true);
  },
};

export const NewlyCompletedChallenge: Story = {
  render: () => <CompletesOnClick challenges={centuryClub} label="Century Club" />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(canvas.getByText(sentence('1 more workout to earn Champion'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Load again/ }));
    await expect(status).toHaveTextContent(CELEBRATION);
    await expect(within(status).getByText(/^Challenge completed:/)).toBeVisible();
    // the confetti canvas is decoration over the page, hidden from assistive technology
    await expect(canvasElement.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByText(sentence('1 more workout to earn Champion'))).toBeNull();
    // dismissed from the keyboard, focus does not fall to the top of the page: the card has no
    // control of its own, so it goes to the nearest one before it
    canvas.getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Load again/ })).toHaveFocus());
  },
};

/** The boxes the first `text` inside `element` is drawn in, one per line it spans. */
function drawnAt(element: Element, text: string): DOMRect[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return [...range.getClientRects()];
  }
  throw new globalThis.Error(`'${text}' is not drawn`);
}

/**
 * Whether `then` starts after `first` ends in a left-to-right paragraph: further right on the
 * same line, or on a line below.
 */
function readsAfter(line: Element, first: string, then: string): boolean {
  const a = drawnAt(line, first).at(-1);
  const b = drawnAt(line, then)[0];
  if (!a || !b) return false;
  const sameLine = b.top < a.bottom - 1 && b.bottom > a.top + 1;
  return b.top >= a.bottom - 1 || (sameLine && b.left >= a.right - 1);
}

/**
 * An admin's challenge names in the sentence, an Arabic one and one that opens an override: they
 * sit apart in it, so an override in one cannot turn our words around.
 */
export const NewlyCompletedHostileNames: Story = {
  render: () => <CompletesOnClick challenges={hostileCompletingFixture} label="both" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Load again/ }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status.querySelectorAll('p')).toHaveLength(2));
    const [arabic, override] = [...status.querySelectorAll('p')];
    await expect(arabic).toHaveTextContent(
      'Challenge completed: تحدي الجري 🏃 Run Club! You earned the Gold 💪🏋️‍♀️🔥 badge.',
    );
    await expect(override).toHaveTextContent(
      'Challenge completed: \u202EMidnight Shred! You earned the נועה Champion badge.',
    );
    // the override reverses the name only: the words after it still follow it, left to right
    // (on its line, or on a line below)
    await expect(readsAfter(override!, 'Midnight Shred', 'You earned')).toBe(true);
    await expect(readsAfter(override!, 'Midnight Shred', 'badge.')).toBe(true);
    await expect(readsAfter(arabic!, 'Run Club', 'You earned')).toBe(true);
    await expect(readsAfter(arabic!, 'Gold', 'badge.')).toBe(true);
  },
};

/** prefers-reduced-motion: the same announcement, and no confetti at all. */
export const NewlyCompletedReducedMotion: Story = {
  render: () => <CompletesOnClick challenges={centuryClub} label="Century Club" />,
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const list = original.call(window, query);
      if (!query.includes('prefers-reduced-motion')) return list;
      return Object.create(list, { matches: { value: true } }) as MediaQueryList;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Load again/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent(CELEBRATION);
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

/** Ana on the mock backend. */
export const Connected: Story = {
  ...connected(ChallengeProgressCard),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(sentence('3 more workouts to earn Champion')),
    ).toBeVisible();
  },
};

/** Ana logs her last three Century Club workouts on the mock backend; the card celebrates. */
function LogsWorkouts() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const log = async () => {
    setBusy(true);
    await client.workouts.log();
    await queryClient.invalidateQueries({ queryKey: queryKeys.challenges });
    setBusy(false);
  };
  return (
    <>
      <Button size="sm" variant="secondary" loading={busy} onClick={() => void log()}>
        Log a workout (story control)
      </Button>
      <ChallengeProgressCard />
    </>
  );
}

export const ConnectedNewlyCompleted: Story = {
  render: () => <LogsWorkouts />,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(sentence('3 more workouts to earn Champion'));
    for (const left of ['2 more workouts', '1 more workout', null]) {
      await userEvent.click(canvas.getByRole('button', { name: /Log a workout/ }));
      if (left) await canvas.findByText(sentence(`${left} to earn Champion`));
    }
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(CELEBRATION));
  },
};

export const ConnectedLoading: Story = {
  ...connected(ChallengeProgressCard, { challenges: scenarios.challenges.pending() }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading challenges')).toBeInTheDocument();
  },
};

export const ConnectedError: Story = {
  ...connected(ChallengeProgressCard, { challenges: scenarios.challenges.error(500) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch challenges: 500')).toBeVisible();
  },
};

/** Noor, brand new: everything still to do. */
export const ConnectedNewcomer: Story = {
  ...connected(ChallengeProgressCard),
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(sentence('1 more workout to earn Starter'))).toBeVisible();
  },
};

export const ConnectedEmpty: Story = {
  ...connected(ChallengeProgressCard, { challenges: scenarios.challenges.empty() }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No challenges found.')).toBeVisible();
  },
};
