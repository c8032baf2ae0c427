import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Alert } from '../Alert';
import { Button } from '../Button/Button';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Tag } from '../Tag';
import { Text } from '../Text';
import { PageHeader, PageHeaderMessage } from './PageHeader';
import { componentModes } from '../../foundations/modes';
import { rootTextSize } from '../../testing/root-text-size';

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
 * On a phone two actions that do not fit beside the title go under it, side by side as they fit
 * there. Primitives are captured in the light desktop mode only, so this story sets the phone
 * viewport itself to show and assert the layout.
 */
export const ActionsStackOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: SeveralActions.args,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const invite = canvas.getByRole('button', { name: 'Invite Member' }).getBoundingClientRect();
    const create = canvas.getByRole('button', { name: 'Create Challenge' });
    await expect(invite.top).toBeGreaterThanOrEqual(heading.bottom);
    // one line: the second beside the first
    await expect(create.getBoundingClientRect().top).toBe(invite.top);
    await expect(create.getBoundingClientRect().left).toBeGreaterThan(invite.right);
  },
};

/** Where the header's right edge is, and where its title and its buttons are. */
function measured(canvasElement: HTMLElement, buttons: readonly HTMLElement[]) {
  const header = canvasElement.querySelector('header')!.getBoundingClientRect();
  const heading = canvasElement.querySelector('h1')!.getBoundingClientRect();
  return { header, heading, buttons: buttons.map((button) => button.getBoundingClientRect()) };
}

/**
 * On a phone, a short title and an action that fits beside it share the line ('Create Group' beside
 * 'My Groups'): the action keeps its width at the line's end. Primitives are captured in the light
 * desktop mode only, so this story sets the phone viewport itself.
 */
export const ShortTitleActionBesideOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'My Groups',
    subtitle: undefined,
    actions: <Button>Create Group</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Create Group' });
    const { header, heading, buttons } = measured(canvasElement, [button]);
    const [create] = buttons;
    await expect(create!.top).toBeLessThan(heading.bottom);
    await expect(create!.left).toBeGreaterThanOrEqual(heading.left + 1);
    await expect(Math.abs(create!.right - header.right)).toBeLessThan(1);
  },
};

/**
 * On a phone a group manager's three buttons do not fit beside the title nor on one line under it:
 * they stack under the title, each as wide as the header, not two on a line and one under them.
 * Here they come in an `Inline`, as the group's page passes them. Primitives are captured in the
 * light desktop mode only, so this story sets the phone viewport itself.
 */
export const ThreeActionsStackOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Morning Lifters',
    subtitle: '14 members · Created by Jordan Lee',
    actions: (
      <Inline gap="sm">
        <Button variant="secondary">Manage Group</Button>
        <Button variant="secondary">Create Challenge</Button>
        <Button>Invite Members</Button>
      </Inline>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const names = ['Manage Group', 'Create Challenge', 'Invite Members'];
    const { header, heading, buttons } = measured(
      canvasElement,
      names.map((name) => canvas.getByRole('button', { name })),
    );
    await expect(buttons[0]!.top).toBeGreaterThanOrEqual(heading.bottom);
    for (const [index, button] of buttons.entries()) {
      await expect(Math.abs(button.left - header.left)).toBeLessThan(1);
      await expect(Math.abs(button.width - header.width)).toBeLessThan(1);
      if (index > 0) await expect(button.top).toBeGreaterThanOrEqual(buttons[index - 1]!.bottom);
    }
  },
};

/** On a wide screen the same three buttons share the line with the title, at its end. */
export const ThreeActionsBesideTitle: Story = {
  args: ThreeActionsStackOnPhone.args,
  play: async ({ canvas, canvasElement }) => {
    const names = ['Manage Group', 'Create Challenge', 'Invite Members'];
    const { header, heading, buttons } = measured(
      canvasElement,
      names.map((name) => canvas.getByRole('button', { name })),
    );
    for (const button of buttons) await expect(button.left).toBeGreaterThan(heading.right);
    await expect(buttons[1]!.top).toBe(buttons[0]!.top);
    await expect(Math.abs(buttons[2]!.right - header.right)).toBeLessThan(1);
  },
};

/**
 * A title of a few words shares the line with a short action on a phone: the title takes the rest
 * of the line and wraps, onto two lines at most, and the action keeps its width at the line's end.
 * Primitives are captured in the light desktop mode only, so this story sets the phone viewport
 * itself.
 */
export const LongTitleWrapsBesideAction: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Riverside Powerlifting Club',
    subtitle: undefined,
    actions: <Button>Join</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Join' });
    const { header, heading, buttons } = measured(canvasElement, [button]);
    const [join] = buttons;
    await expect(join!.top).toBeLessThan(heading.bottom);
    await expect(join!.left).toBeGreaterThanOrEqual(heading.right);
    await expect(Math.abs(join!.right - header.right)).toBeLessThan(1);
    // the title wrapped, onto two lines
    const lineHeight = parseFloat(getComputedStyle(canvasElement.querySelector('h1')!).lineHeight);
    await expect(Math.round(heading.height / lineHeight)).toBe(2);
  },
};

/**
 * A title of many words (a long group or challenge name) would take more than two lines beside
 * 'Invite Member' on a phone, a tall narrow column beside the button: the title takes the
 * header's width instead, and the action goes under it. Primitives are captured in the light
 * desktop mode only, so this story sets the phone viewport itself.
 */
export const ManyWordTitleActionUnder: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Early Birds of the Riverside Powerlifting Club',
    subtitle: '14 members · Created by Jordan Lee',
    actions: <Button variant="secondary">Invite Member</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Invite Member' });
    const { header, heading, buttons } = measured(canvasElement, [button]);
    const [invite] = buttons;
    await expect(Math.abs(heading.width - header.width)).toBeLessThan(1);
    await expect(invite!.top).toBeGreaterThanOrEqual(heading.bottom);
    await expect(Math.abs(invite!.left - header.left)).toBeLessThan(1);
    const lineHeight = parseFloat(getComputedStyle(canvasElement.querySelector('h1')!).lineHeight);
    await expect(Math.round(heading.height / lineHeight)).toBeLessThanOrEqual(2);
  },
};

/**
 * A message about the actions ('Failed to log workout' from the button's own component) reads
 * across the header's width, under the title and the action, which stay on their line. Primitives
 * are captured in the light desktop mode only, so this story sets the phone viewport itself.
 */
export const MessageUnderTitleAndActions: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Your Dashboard',
    subtitle: undefined,
    actions: (
      <>
        <Button size="lg">Log Workout</Button>
        <PageHeaderMessage>
          <Alert>Failed to log workout</Alert>
        </PageHeaderMessage>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Log Workout' });
    const alert = canvas.getByRole('alert');
    const { header, heading, buttons } = measured(canvasElement, [button, alert]);
    const [log, message] = buttons;
    await expect(log!.top).toBeLessThan(heading.bottom);
    await expect(Math.abs(log!.right - header.right)).toBeLessThan(1);
    await expect(message!.top).toBeGreaterThanOrEqual(Math.max(heading.bottom, log!.bottom));
    await expect(Math.abs(message!.left - header.left)).toBeLessThan(1);
    await expect(Math.abs(message!.right - header.right)).toBeLessThan(1);
  },
};

/** A page whose header opens with a failure's message already there, shown on a press. */
function HeaderOpenedWithAMessage() {
  const [shown, setShown] = useState(false);
  return (
    <Stack gap="md">
      <Inline>
        <Button variant="secondary" onClick={() => setShown(true)}>
          Open the page
        </Button>
      </Inline>
      {shown ? (
        <PageHeader
          title="Your Dashboard"
          actions={
            <>
              <Button>Log Workout</Button>
              <PageHeaderMessage>
                <Alert>Failed to log workout</Alert>
              </PageHeaderMessage>
            </>
          }
        />
      ) : null}
    </Stack>
  );
}

/**
 * A header that opens with its message already there (a page shown again while a failure is
 * still to be read) puts the alert into the page once, on its own row: a screen reader reads an
 * alert out each time one enters the page.
 */
export const OpenedWithAMessage: Story = {
  // it ends as MessageUnderTitleAndActions shows it, whose picture is taken
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <HeaderOpenedWithAMessage />,
  play: async ({ canvas, canvasElement }) => {
    // every alert that was in the page at some point, kept or since removed
    const alerts = new Set<Element>();
    const note = (nodes: NodeList) => {
      for (const node of nodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('[role="alert"]')) alerts.add(node);
        for (const inner of node.querySelectorAll('[role="alert"]')) alerts.add(inner);
      }
    };
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        note(record.addedNodes);
        note(record.removedNodes);
      }
    });
    watch.observe(canvasElement, { childList: true, subtree: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Open the page' }));
    const alert = await canvas.findByRole('alert');
    // a frame for the header to settle, then the count
    await new Promise((resolve) => requestAnimationFrame(resolve));
    watch.disconnect();
    await expect([...alerts]).toEqual([alert]);
    const header = canvasElement.querySelector('header')!.getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Log Workout' }).getBoundingClientRect();
    await expect(alert.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.bottom);
    await expect(Math.abs(alert.getBoundingClientRect().left - header.left)).toBeLessThan(1);
  },
};

/**
 * With the page's text at 200 % on a phone, 'Create Group' no longer fits beside 'My Groups':
 * it goes under the title.
 */
export const LargeTextActionUnderTitle: Story = {
  ...ShortTitleActionBesideOnPhone,
  beforeEach: rootTextSize('200%'),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Create Group' });
    const { heading, buttons } = measured(canvasElement, [button]);
    await expect(buttons[0]!.top).toBeGreaterThanOrEqual(heading.bottom);
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

/** Resolves after some frames: those a header's placements wait for have passed. */
const framesPassed = async (count = 4) => {
  for (let frame = 0; frame < count; frame += 1) {
    await new Promise((done) => requestAnimationFrame(done));
  }
};

/** A page around a header that a button renames, as a group renamed elsewhere shows its new name. */
function RenamedPage({ from, to }: { from: string; to: string }) {
  const [title, setTitle] = useState(from);
  return (
    <Stack gap="md">
      <PageHeader title={title} actions={<Button variant="secondary">Invite Member</Button>} />
      <Button variant="ghost" onClick={() => setTitle(to)}>
        Rename
      </Button>
    </Stack>
  );
}

/**
 * A title renamed while the header keeps its size: the actions are placed again for the new words.
 * On a phone 'Riverside Powerlifting Club' would take three lines beside 'Invite Member', so the
 * button is under it, where the title takes one line; renamed 'Riverside Powerlifters' (one line
 * there too, so nothing changes size), which takes two lines beside it, the button comes back
 * beside the title. Primitives are captured in the light desktop mode only, so this story sets the
 * phone viewport itself.
 */
export const RenamedAtTheSameSize: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <RenamedPage from="Riverside Powerlifting Club" to="Riverside Powerlifters" />,
  play: async ({ canvas, canvasElement }) => {
    const invite = canvas.getByRole('button', { name: 'Invite Member' });
    const heading = canvas.getByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(invite.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        heading.getBoundingClientRect().bottom,
      ),
    );
    await framesPassed();
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    await expect(heading).toHaveTextContent('Riverside Powerlifters');
    await waitFor(() =>
      expect(invite.getBoundingClientRect().top).toBeLessThan(
        heading.getBoundingClientRect().bottom,
      ),
    );
    await expect(invite.getBoundingClientRect().right).toBeCloseTo(
      canvasElement.querySelector('header')!.getBoundingClientRect().right,
      0,
    );
  },
};

/** A page around a header that renders again, as a page does while its answers arrive. */
function RenderedAgainPage() {
  const [renders, setRenders] = useState(1);
  return (
    <Stack gap="md">
      {/* new props each time, as a page's render gives them */}
      <PageHeader title="Your Dashboard" actions={<Button>Log Workout</Button>} />
      <Text>Rendered {renders} times</Text>
      <Button variant="ghost" onClick={() => setRenders((count) => count + 1)}>
        Render again
      </Button>
    </Stack>
  );
}

/**
 * A page that renders again with its header's title and actions as they were does not lay itself
 * out for the header: placing the actions measures the page, and doing that inside each render of
 * a page whose answers arrive one by one made each of those renders longer, on a phone a pause
 * she feels when she taps while the page loads.
 */
export const RendersAgainWithoutMeasuring: Story = {
  render: () => <RenderedAgainPage />,
  play: async ({ canvas, canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    const ownMeasure = Element.prototype.getBoundingClientRect;
    let measuredInHeader = 0;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (header.contains(this)) measuredInHeader += 1;
      return ownMeasure.call(this);
    };
    try {
      // let the first placement and the observers' first notice pass
      await framesPassed();
      measuredInHeader = 0;
      for (const times of [2, 3, 4]) {
        await userEvent.click(canvas.getByRole('button', { name: 'Render again' }));
        await expect(canvas.getByText(`Rendered ${times} times`)).toBeVisible();
      }
      await framesPassed();
    } finally {
      Element.prototype.getBoundingClientRect = ownMeasure;
    }
    await expect(measuredInHeader).toBe(0);
  },
};
