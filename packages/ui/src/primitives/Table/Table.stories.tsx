import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Avatar } from '../Avatar/Avatar';
import { Tag, type TagTone } from '../Tag/Tag';
import { Table, type TableColumn, type TableProps } from './Table';
import { nameText as tableNameText } from './Table.css';
import { componentModes } from '../../foundations/modes';
import { expectCompactEmptyState } from '../../testing/empty-state';

type Leader = { id: number; name: string; points: number; workouts: number; streak: number };

const leaders: Leader[] = [
  { id: 11, name: 'Priya Shah', points: 2140, workouts: 31, streak: 19 },
  { id: 4, name: 'Marcus Green', points: 1985, workouts: 28, streak: 12 },
  { id: 7, name: 'Jordan Lee', points: 1240, workouts: 18, streak: 12 },
  { id: 2, name: 'Ana María López', points: 990, workouts: 15, streak: 3 },
  { id: 9, name: 'Sam Okafor', points: 75, workouts: 2, streak: 0 },
];
const me = 7;
const medals: readonly TagTone[] = ['gold', 'silver', 'bronze'];

const rank: TableColumn<Leader> = {
  key: 'rank',
  header: 'Rank',
  numeric: true,
  // rank is the position in the order returned; the top 3 get medal colours
  cell: (_row, index) => {
    const medal = medals[index];
    return medal ? (
      <Tag tone={medal} size="sm">
        {index + 1}
      </Tag>
    ) : (
      index + 1
    );
  },
};
const name: TableColumn<Leader> = {
  key: 'name',
  header: 'Name',
  rowHeader: true,
  cell: (row) => (
    <Inline gap="xs" wrap={false}>
      <Avatar name={row.name} size="sm" decorative />
      <span>{row.name}</span>
    </Inline>
  ),
};
const points: TableColumn<Leader> = {
  key: 'points',
  header: 'Points',
  numeric: true,
  cell: (row) => row.points.toLocaleString('en-US'),
};

function LeaderboardTable(props: TableProps<Leader>) {
  return <Table {...props} />;
}

const meta = {
  title: 'Primitives/Table',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: LeaderboardTable,
  args: {
    caption: 'Top Users',
    columns: [rank, name, points],
    rows: leaders,
    rowKey: (row) => row.id,
    isCurrentRow: (row) => row.id === me,
  },
} satisfies Meta<typeof LeaderboardTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Leaderboard: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Top Users' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Rank', 'Name', 'Points']);
    for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');
    // the member's own row is marked, and named by its row header
    const current = table.querySelector('tr[aria-current="true"]') as HTMLElement;
    await expect(within(current).getByRole('rowheader')).toHaveTextContent('Jordan Lee');
    await expect(table.querySelectorAll('tr[aria-current]')).toHaveLength(1);
    await expect(getComputedStyle(current).backgroundColor).not.toBe(
      getComputedStyle(current.previousElementSibling!).backgroundColor,
    );
    // it fits its box, so once laid out the box is no named scrolling group and no tab stop
    await waitFor(() => expect(canvas.queryByRole('group')).toBeNull());
    await expect(table.parentElement).not.toHaveAttribute('tabindex');
  },
};

export const NumericAlignment: Story = {
  args: {
    caption: 'Monthly stats',
    columns: [
      name,
      { key: 'workouts', header: 'Workouts', numeric: true, cell: (row) => row.workouts },
      { key: 'streak', header: 'Streak', numeric: true, cell: (row) => `${row.streak} days` },
      points,
    ],
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: 'Points' });
    await expect(getComputedStyle(header).textAlign).toBe('end');
    const cell = canvas.getByRole('cell', { name: '2,140' });
    await expect(getComputedStyle(cell).textAlign).toBe('end');
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Top Users' });
    const caption = table.querySelector('caption')!;
    await expect(caption.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

export const NoCurrentRow: Story = {
  args: { isCurrentRow: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table').querySelector('tr[aria-current]')).toBeNull();
  },
};

/**
 * No rows: not a header row over a row that holds no data, but the table's box with its name and
 * the message centred in it, as every 'nothing here yet' is drawn.
 */
export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No one has logged a workout this month yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('columnheader')).toBeNull();
    const name = canvas.getByText('Top Users');
    await expect(name).toBeVisible();
    const message = canvas.getByText('No one has logged a workout this month yet.');
    await expect(name.compareDocumentPosition(message)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expectCompactEmptyState(message);
    // the box is a group the caption names, so focus sent to it is heard with its message
    await expect(canvas.getByRole('group', { name: 'Top Users' })).toContainElement(message);
  },
};

/**
 * On a phone a wide table scrolls inside its own box. Primitives are captured in the light
 * desktop mode only, so this story sets the phone viewport itself to show and assert it.
 */
export const ScrollsSidewaysOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    caption: 'Monthly Warriors',
    columns: [
      rank,
      name,
      { key: 'workouts', header: 'Workouts', numeric: true, cell: (row) => row.workouts },
      {
        key: 'streak',
        header: 'Current Streak',
        numeric: true,
        cell: (row) => `${row.streak} days`,
      },
      points,
      { key: 'joined', header: 'Member since', cell: () => 'January 2026' },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // the page itself never scrolls sideways; the table's box does, and is keyboard reachable
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    // names keep their words whole rather than being squeezed into a column of letters
    const nameCell = canvas.getByRole('rowheader', { name: 'Priya Shah' });
    const lineHeight = parseFloat(getComputedStyle(nameCell).lineHeight);
    await expect(canvas.getByText('Priya Shah').getBoundingClientRect().height).toBeLessThan(
      lineHeight * 2.5,
    );
    // a group, not a landmark: the card around a table often is a region of the same name
    const scroller = await canvas.findByRole('group', { name: 'Monthly Warriors' });
    await userEvent.tab();
    await expect(scroller).toHaveFocus();
    await expect(canvas.queryByRole('region')).toBeNull();
    // the edge with more of the table beyond it fades out, until she has scrolled to it
    const faded = (side: 'start' | 'end') =>
      getComputedStyle(scroller.parentElement?.querySelector(`[data-edge="${side}"]`) ?? scroller)
        .opacity === '1';
    await waitFor(() => expect([faded('start'), faded('end')]).toEqual([false, true]));
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect([faded('start'), faded('end')]).toEqual([true, false]));
  },
};

/** The name column as the screens write it: the name in the table's `nameText`. */
const cappedName: TableColumn<Leader> = {
  ...name,
  cell: (row) => (
    <Inline gap="xs" wrap={false}>
      <Avatar name={row.name} size="sm" decorative />
      <span className={tableNameText}>{row.name}</span>
    </Inline>
  ),
};
const longNames: Leader[] = [
  { ...leaders[0]!, id: 101, name: 'Alexandra Konstantinidou-Vanderberg of the Riverside Lifters' },
  { ...leaders[1]!, id: 102, name: 'W'.repeat(200) },
  ...leaders.slice(2),
];

/**
 * On a desktop a long name takes the room its row has, on one line, rather than wrapping at 16em
 * beside empty space; a name longer than any row breaks inside its word and stays in its cell.
 */
export const LongNamesUseTheRow: Story = {
  args: { columns: [rank, cappedName, points], rows: longNames },
  play: async ({ canvas, canvasElement }) => {
    const [long, endless] = canvas.getAllByRole('rowheader');
    const text = long!.querySelector(`.${tableNameText}`)!;
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
    // one line
    await expect(text.getBoundingClientRect().height).toBeLessThan(1.5 * lineHeight);
    // the endless name breaks inside its cell; the table fits its box, with the points beside it
    const endlessText = endless!.querySelector(`.${tableNameText}`)!.getBoundingClientRect();
    await expect(endlessText.right).toBeLessThanOrEqual(endless!.getBoundingClientRect().right);
    const scroller = canvasElement.querySelector('table')!.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const pointsHeader = canvas.getByRole('columnheader', { name: 'Points' });
    await expect(pointsHeader.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
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
    rows: [
      { id: 1, name: 'L'.repeat(200), points: 500, workouts: 5, streak: 1 },
      { id: 2, name: '<script>alert(1)</script>', points: 400, workouts: 4, streak: 1 },
      { id: 3, name: '🏋️‍♀️ Lift Queen 👑', points: 300, workouts: 3, streak: 1 },
      { id: 7, name: 'أحمد علي', points: 200, workouts: 2, streak: 1 },
      { id: 5, name: 'דנה כהן', points: 100, workouts: 1, streak: 1 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('rowheader', { name: '<script>alert(1)</script>' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    // wider than the phone, the table scrolls in its own box, which a keyboard can reach once
    // the table has been laid out
    await expect(await canvas.findByRole('group', { name: 'Top Users' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

/**
 * A table whose rows a page may lay out as cards (on a phone, say): every part says its role
 * itself, so that a browser that stops reading a table whose parts are displayed as blocks or
 * grids (older Safari) still reads its caption, column headers, row headers and cells.
 */
export const RowsThatMayStandAsCards: Story = {
  // it looks as Leaderboard does
  parameters: { chromatic: { disableSnapshot: true } },
  args: { cardRows: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Top Users' });
    await expect(table).toHaveAttribute('role', 'table');
    const roles = (selector: string) =>
      Array.from(table.querySelectorAll(selector), (part) => part.getAttribute('role'));
    await expect(roles('thead, tbody')).toEqual(['rowgroup', 'rowgroup']);
    await expect(new Set(roles('tr'))).toEqual(new Set(['row']));
    await expect(new Set(roles('thead th'))).toEqual(new Set(['columnheader']));
    await expect(new Set(roles('tbody th'))).toEqual(new Set(['rowheader']));
    await expect(new Set(roles('td'))).toEqual(new Set(['cell']));
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(leaders.length);
    await expect(within(table).getAllByRole('cell')).toHaveLength(leaders.length * 2);
  },
};
