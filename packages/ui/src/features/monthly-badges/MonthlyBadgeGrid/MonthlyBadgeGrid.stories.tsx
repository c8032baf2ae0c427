import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { EarnedMonthlyBadge } from '@reprally/api-client';
import { db, FIXED_NOW, hostile, longWord } from '@reprally/mocks';
import { MonthlyBadgeGrid } from './MonthlyBadgeGrid';

/** The seeded catalogue of active monthly badges as earned badges; every other one is new. */
const seededBadges = (): EarnedMonthlyBadge[] =>
  db.tables.monthlyBadges
    .filter((row) => row.isActive)
    .map((row, index) => ({
      badgeId: row.id,
      badgeName: row.name,
      badgeDescription: row.description,
      awardedAt: FIXED_NOW,
      isNew: index % 2 === 0,
    }));

const meta = {
  title: 'Monthly Badges/MonthlyBadgeGrid',
  tags: ['autodocs'],
  component: MonthlyBadgeGrid,
  args: { badges: [] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MonthlyBadgeGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every active badge of the catalogue: new ones read 'New!' and bounce for 3 s. */
export const Loaded: Story = {
  render: () => <MonthlyBadgeGrid badges={seededBadges()} />,
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('listitem');
    await expect(tiles.length).toBeGreaterThan(3);
    await expect(within(tiles[0] as HTMLElement).getByText('New!')).toBeVisible();
    await expect(within(tiles[1] as HTMLElement).queryByText('New!')).toBeNull();
  },
};

/** The page decides which badges are highlighted (here: none, though the server says new). */
export const HighlightChosenByTheCaller: Story = {
  render: () => <MonthlyBadgeGrid badges={seededBadges()} isHighlighted={() => false} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(3);
    await expect(canvas.queryByText('New!')).toBeNull();
  },
};

/** Seeded badges with a description of four lines or more in a narrow tile. */
const longDescriptions = (): EarnedMonthlyBadge[] =>
  seededBadges()
    .slice(0, 2)
    .map((badge) => ({
      ...badge,
      badgeDescription: 'Finish the month in the top 3 of the Monthly Workout Warriors ranking.',
    }));

/** How many lines of text a description's box shows, and whether it holds more than it shows. */
function linesOf(description: HTMLElement) {
  const lineHeight = parseFloat(getComputedStyle(description).lineHeight);
  return {
    shown: Math.round(description.clientHeight / lineHeight),
    cut: description.scrollHeight > description.clientHeight + 1,
  };
}

const descriptionsOf = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('li p:last-child'),
];

/** On the dashboard card, a long description stops after two lines with an ellipsis. */
export const DescriptionsCutAtTwoLines: Story = {
  render: () => (
    <div style={{ width: 280 }}>
      <MonthlyBadgeGrid badges={longDescriptions()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const descriptions = descriptionsOf(canvasElement);
    await expect(descriptions).toHaveLength(2);
    for (const description of descriptions) {
      await expect(linesOf(description)).toEqual({ shown: 2, cut: true });
    }
  },
};

/** On the Monthly Badges page, the only place she reads them, descriptions are whole. */
export const DescriptionsWhole: Story = {
  render: () => (
    <div style={{ width: 280 }}>
      <MonthlyBadgeGrid badges={longDescriptions()} descriptions="whole" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const descriptions = descriptionsOf(canvasElement);
    await expect(descriptions).toHaveLength(2);
    for (const description of descriptions) {
      const lines = linesOf(description);
      await expect(lines.cut).toBe(false);
      await expect(lines.shown).toBeGreaterThan(2);
    }
  },
};

/** Names and descriptions with markup, a 200-character word, emoji and right-to-left text. */
/**
 * A badge an admin named and described in Arabic reads from the right, as on the admin's own
 * card; an English badge beside it still reads from the left.
 */
export const RightToLeftBadge: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => {
    const [first, second] = seededBadges();
    const badges = [
      {
        ...first,
        badgeName: `${hostile.arabic} ${hostile.emoji}`,
        badgeDescription: 'عشرون تمرينًا في الشهر',
      },
      second,
    ].filter((badge): badge is EarnedMonthlyBadge => badge?.badgeId !== undefined);
    return <MonthlyBadgeGrid badges={badges} descriptions="whole" />;
  },
  play: async ({ canvas }) => {
    const [arabic, english] = canvas.getAllByRole('listitem') as HTMLElement[];
    const inArabic = within(arabic as HTMLElement);
    await expect(
      inArabic.getByText(`${hostile.arabic} ${hostile.emoji}`).matches(':dir(rtl)'),
    ).toBe(true);
    await expect(inArabic.getByText('عشرون تمرينًا في الشهر').matches(':dir(rtl)')).toBe(true);
    const englishName = seededBadges()[1]?.badgeName ?? '';
    await expect(
      within(english as HTMLElement)
        .getByText(englishName)
        .matches(':dir(ltr)'),
    ).toBe(true);
  },
};

export const HostileNames: Story = {
  render: () => {
    const [first, second, third] = seededBadges();
    const badges = [
      { ...first, badgeName: hostile.scriptTag, badgeDescription: hostile.imgTag },
      { ...second, badgeName: `Gold ${longWord}`, badgeDescription: longWord },
      { ...third, badgeName: `${hostile.arabic} ${hostile.emoji} Warrior` },
    ].filter((badge): badge is EarnedMonthlyBadge => badge.badgeId !== undefined);
    return <MonthlyBadgeGrid badges={badges} />;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(hostile.scriptTag)).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};
