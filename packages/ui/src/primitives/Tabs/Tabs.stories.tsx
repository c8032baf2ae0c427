import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { emojiText, longWord, rightToLeftText, scriptText } from '../Field/hostile-content';
import { Tabs, TabsContent, TabsList, TabsRoot, TabsTrigger, type TabItem } from './Tabs';
import { componentModes } from '../../foundations/modes';
import { Heading } from '../Heading/Heading';
import { vars } from '../../theme/vars.css';
import { fadeEnd, fadeStart } from './Tabs.css';
import { textBox } from '../../testing/text-shown';

// a group challenge has the tabs My Progress (default), Leaderboard, Group Feed
const challengeTabs: TabItem[] = [
  { value: 'progress', label: 'My Progress', content: <p>Your measurements and history.</p> },
  { value: 'leaderboard', label: 'Leaderboard', content: <p>Participants ranked by change.</p> },
  { value: 'feed', label: 'Group Feed', content: <p>Photos shared in this challenge.</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Tabs,
  // with the app frame's margin around the page on a phone, where the first tab's padding stands
  decorators: [
    (Story) => (
      <div style={{ paddingInline: vars.space.md }}>
        <Story />
      </div>
    ),
  ],
  args: { items: challengeTabs, label: 'Challenge views', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const progress = canvas.getByRole('tab', { name: 'My Progress' });
    await expect(progress).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your measurements and history.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Feed' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Photos shared');
    await expect(args.onValueChange).toHaveBeenCalledWith('feed');
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'My Progress' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const leaderboard = canvas.getByRole('tab', { name: 'Leaderboard' });
    await expect(leaderboard).toHaveFocus();
    await expect(leaderboard).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Participants ranked');
    // arrows wrap round
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My Progress' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Group Feed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/**
 * A page that focused something from a script on arrival (its main region, say), then a tab
 * pressed with a pointer: the tab draws no keyboard ring, although the browser takes the focus
 * it is given then as a keyboard's. An arrow key from there rings the next tab.
 */
export const PressedWithAPointerNoRing: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const panel = canvas.getByRole('tabpanel');
    panel.focus();
    const feed = canvas.getByRole('tab', { name: 'Group Feed' });
    await userEvent.click(feed);
    await expect(feed).toHaveFocus();
    await expect(getComputedStyle(feed).outlineStyle).toBe('none');
    await userEvent.keyboard('{ArrowLeft}');
    const leaderboard = canvas.getByRole('tab', { name: 'Leaderboard' });
    await expect(leaderboard).toHaveFocus();
    await expect(getComputedStyle(leaderboard).outlineStyle).toBe('solid');
    await expect(canvasElement.querySelector('[data-pressed]')).toBeNull();
  },
};

/**
 * Under a page's heading, the first tab's label starts where the heading's text does, as the
 * panel's text does; the tab's padding, its hover colour and its focus ring stand out into the
 * page's margin, whole, and the tab is as large to press as before.
 */
export const LabelLinesUpWithHeading: Story = {
  render: (args) => (
    <>
      <Heading level={1}>November Recomp</Heading>
      <Tabs {...args} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const heading = textBox(canvas.getByRole('heading', { level: 1 }));
    const first = canvas.getByRole('tab', { name: 'My Progress' });
    await expect(Math.abs(textBox(first).left - heading.left)).toBeLessThan(1);
    // the chosen tab's mark is under its label, so it starts with the line under the row
    const mark = getComputedStyle(first, '::after');
    const line = first.parentElement?.parentElement?.getBoundingClientRect();
    const markLeft = first.getBoundingClientRect().left + parseFloat(mark.left);
    await expect(Math.abs(markLeft - textBox(first).left)).toBeLessThan(1);
    await expect(Math.abs(markLeft - (line?.left ?? NaN))).toBeLessThan(1);
    await expect(Math.abs(textBox(canvas.getByRole('tabpanel')).left - heading.left)).toBeLessThan(
      1,
    );
    // the tab reaches a tab's padding past the label on both sides, all of it on the screen
    await userEvent.tab();
    await expect(first).toHaveFocus();
    const tab = first.getBoundingClientRect();
    const label = textBox(first);
    await expect(label.left - tab.left).toBeGreaterThanOrEqual(15);
    await expect(tab.right - label.right).toBeGreaterThanOrEqual(15);
    await expect(tab.left).toBeGreaterThanOrEqual(0);
    // its edge is pressable, not cut off by the row that scrolls
    await expect(document.elementFromPoint(tab.left + 2, tab.top + tab.height / 2)).toBe(first);
  },
};

/** A registered custom property's value on `element`, e.g. '32px'. */
const valueOf = (element: Element, variable: string) =>
  getComputedStyle(element)
    .getPropertyValue(variable.replace(/^var\((--[^),]+).*$/, '$1'))
    .trim();

/**
 * As wide as the challenge's tabs get on a phone (a card's width): they scroll sideways, and the
 * edge fades where more tabs lie beyond it, so the cut tab reads as 'more this way', not as a
 * broken label. Focus moved by the arrow keys brings a tab clear of the fade.
 */
export const NarrowScrollsWithFadedEdges: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // at the start: the end fades, the start does not (the scroll timeline takes effect with the
    // list's first frame)
    await waitFor(() => expect(valueOf(list, fadeEnd)).toBe('32px'));
    await expect(valueOf(list, fadeStart)).toBe('0px');

    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const feed = canvas.getByRole('tab', { name: 'Group Feed' });
    await expect(feed).toHaveFocus();
    // scrolled to the end: the start fades, the end does not, and the last tab is whole
    await waitFor(() => expect(valueOf(list, fadeEnd)).toBe('0px'));
    await expect(valueOf(list, fadeStart)).toBe('32px');
    const box = list.getBoundingClientRect();
    const tab = feed.getBoundingClientRect();
    await expect(tab.right).toBeLessThanOrEqual(box.right + 1);
    await expect(tab.left).toBeGreaterThanOrEqual(box.left + 32 - 1);
  },
};

/**
 * Opened on its last tab (a page opened from an address with `?tab=`): the list scrolls so that the
 * selected tab is whole, clear of the faded start, rather than cut at the edge.
 */
export const NarrowOpensOnALaterTab: Story = {
  args: { value: 'feed' },
  decorators: NarrowScrollsWithFadedEdges.decorators,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    const feed = canvas.getByRole('tab', { name: 'Group Feed' });
    await expect(feed).toHaveAttribute('aria-selected', 'true');
    const box = list.getBoundingClientRect();
    const tab = feed.getBoundingClientRect();
    await expect(tab.right).toBeLessThanOrEqual(box.right + 1);
    await expect(tab.left).toBeGreaterThanOrEqual(box.left + 32 - 1);
    // the page did not move
    await expect(document.scrollingElement?.scrollTop).toBe(0);
  },
};

/** Tabs that fit have nothing to fade. */
export const WideNothingFades: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    // two frames on, where a list that scrolls has its fade (see above)
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await expect(valueOf(list, fadeStart)).toBe('0px');
    await expect(valueOf(list, fadeEnd)).toBe('0px');
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: challengeTabs.map((tab) => (tab.value === 'feed' ? { ...tab, disabled: true } : tab)),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Group Feed' }));
    await expect(canvas.getByRole('tab', { name: 'My Progress' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const CompoundParts: Story = {
  render: () => (
    <TabsRoot defaultValue="monthly">
      <TabsList aria-label="Badge views">
        <TabsTrigger value="all">All Badges</TabsTrigger>
        <TabsTrigger value="monthly">Monthly Badges</TabsTrigger>
      </TabsList>
      <TabsContent value="all">Every badge you have earned.</TabsContent>
      <TabsContent value="monthly">Badges earned this month.</TabsContent>
    </TabsRoot>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Badge views' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Badges earned this month.');
  },
};

export const LongHostileContent: Story = {
  args: {
    items: [
      { value: 'long', label: longWord, content: <p>{longWord}</p> },
      { value: 'script', label: scriptText, content: <p>{scriptText}</p> },
      { value: 'emoji', label: emojiText, content: <p>{emojiText}</p> },
      { value: 'rtl', label: rightToLeftText, content: <p dir="rtl">{rightToLeftText}</p> },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: scriptText })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
