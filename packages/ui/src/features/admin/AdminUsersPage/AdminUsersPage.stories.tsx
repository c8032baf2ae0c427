import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db, handlers, longWord, outage, scenarios } from '@reprally/mocks';
import { connected } from '../../../testing/connected';
import { expectTableStartShown, scrollToFoot } from '../../../testing/table-start';
import { expectRefusalAlone, withLogoutWatched } from '../testing/refusal';
import { AdminUsersPage } from './AdminUsersPage';
import { screenModes } from '../../../foundations/modes';
import { mediaQueries } from '../../../theme/tokens';
import { textBox } from '../../../testing/text-shown';
import { expectCompactEmptyState } from '../../../testing/empty-state';

const meta = {
  title: 'Admin/AdminUsersPage',
  component: AdminUsersPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/admin/users' },
  },
  globals: { persona: 'admin' },
} satisfies Meta<typeof AdminUsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names in the table, in row order (the name follows the avatar's initials). */
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.firstElementChild?.lastElementChild?.textContent);

/** The filter's status says what it found a second after she stops typing: give it time. */
const settles = { timeout: 3000 };

/** The pager's range as shown under the table ('Showing 1–50 of 5,000'), between its buttons. */
function pagerRange(canvasElement: HTMLElement) {
  const pager = within(canvasElement).getByRole('button', { name: 'Next' }).parentElement;
  if (!pager) throw new globalThis.Error('no pager');
  return within(pager).getByText(/^Showing /);
}

/**
 * Everything the table's polite status says from now on, one entry for each time it speaks
 * (what a screen reader would read out).
 */
function listenToFilterStatus(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('status');
  const said: string[] = [];
  new MutationObserver(() => {
    if (region.textContent) said.push(region.textContent);
  }).observe(region, { childList: true, subtree: true, characterData: true });
  return said;
}

/** The seeded members by points; sort by name, then filter. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(document.title).toBe('Manage Users | Admin | RepRally'));
    const table = await canvas.findByRole('table', { name: 'Users' });
    await expect(names(table)).toHaveLength(Math.min(50, db.tables.members.length));
    await expect(within(table).getByRole('columnheader', { name: 'Points' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    // the order is kept in the address, and a navigation renders in a transition
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    const sorted = names(table);
    const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
    await expect([...sorted].sort((a, b) => collator.compare(a ?? '', b ?? ''))).toEqual(sorted);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter by name' }), 'Kai');
    // the rows follow the field once it has shown her keys (a deferred value)
    await waitFor(() => expect(names(table)).toEqual(['Kai Lindqvist']));
    await expect(canvas.getByRole('region', { name: 'Planned features' })).toBeVisible();
  },
};

/** Whether the page is laid out for a desktop's or a tablet's width, with the table's columns. */
const hasColumns = () => window.matchMedia(mediaQueries.tablet).matches;

/**
 * The sort buttons read as any table's column headers (small capitals, muted), and each one's
 * label stands over its column: at the cell's start for the name, at its end for the figures.
 * The header row is as tall as any other table's: a line of header text and the cell's padding.
 */
export const SortHeadersStandOverTheirColumns: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Users' });
    for (const header of within(table).getAllByRole('columnheader')) {
      const style = getComputedStyle(header);
      const lineAndPadding =
        parseFloat(style.lineHeight) +
        parseFloat(style.paddingTop) +
        parseFloat(style.paddingBottom) +
        parseFloat(style.borderBottomWidth);
      await expect(header.getBoundingClientRect().height).toBeCloseTo(lineAndPadding, 0);
    }
    // on a phone the users stand as cards, without columns to stand over
    if (!hasColumns()) return;
    const [, firstRow] = within(table).getAllByRole('row');
    if (!firstRow) throw new globalThis.Error('no rows');
    const values = Array.from(firstRow.querySelectorAll('th, td'));
    for (const [index, header] of within(table).getAllByRole('columnheader').entries()) {
      const button = within(header).getByRole('button');
      const headerStyle = getComputedStyle(header);
      const buttonStyle = getComputedStyle(button);
      await expect(buttonStyle.textTransform).toBe(headerStyle.textTransform);
      await expect(buttonStyle.fontSize).toBe(headerStyle.fontSize);
      await expect(buttonStyle.color).toBe(headerStyle.color);
      const value = values[index];
      if (!value) throw new globalThis.Error('a column without a value');
      const label = textBox(button);
      const text = textBox(value);
      // a figure's column lines up at its end, a name's or a date's at its start
      if (headerStyle.textAlign === 'end') await expect(label.right).toBeCloseTo(text.right, 0);
      else await expect(label.left).toBeCloseTo(text.left, 0);
    }
  },
};

/**
 * 5,000 members: one page of 50 rows, paged and sorted on the client. Next, under the table, takes
 * her to the new page's first row with focus on the table; the filter, which also turns the page,
 * keeps her focus.
 */
export const FiveThousandUsers: Story = {
  ...connected(AdminUsersPage, { adminUsers: scenarios.adminUsers.many(5000) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Users' });
    await expect(names(table)).toHaveLength(50);
    await expect(pagerRange(canvasElement)).toHaveTextContent(/^Showing 1–50 of 5,000$/);
    const said = listenToFilterStatus(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await scrollToFoot(next);
    await userEvent.click(next);
    // the page is kept in the address: the next one shows once the navigation has rendered
    await waitFor(() =>
      expect(pagerRange(canvasElement)).toHaveTextContent(/^Showing 51–100 of 5,000$/),
    );
    await expect(pagerRange(canvasElement)).toBeVisible();
    // a screen reader hears the new range, as her focus lands on the table
    await waitFor(() => expect(said).toEqual(['Showing 51–100 of 5,000']));
    await expect(within(table).getAllByText('Never').length).toBeGreaterThan(0);
    await expectTableStartShown(table);
    // a filter takes her back to the first page, and the field keeps her focus as she types
    const filter = canvas.getByRole('searchbox', { name: 'Filter by name' });
    await userEvent.type(filter, 'a');
    await waitFor(() =>
      expect(pagerRange(canvasElement)).toHaveTextContent(/^Showing 1–50 of [\d,]+$/),
    );
    await expect(filter).toHaveFocus();
  },
};

/**
 * Opened from an address that names a filter and a sort (Back to the table, a reload, a shared
 * link): the table shows them, and the field holds the filter.
 */
export const FilterAndSortFromTheAddress: Story = {
  parameters: { router: { path: '/admin/users?q=an&sort=name&dir=desc' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Users' });
    await expect(canvas.getByRole('searchbox', { name: 'Filter by name' })).toHaveValue('an');
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const shown = names(table);
    await expect(shown.length).toBeGreaterThan(1);
    await expect(shown.every((name) => name?.toLowerCase().includes('an'))).toBe(true);
    const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
    await expect([...shown].sort((a, b) => collator.compare(b ?? '', a ?? ''))).toEqual(shown);
  },
};

/** An old link to page 999 of 5,000 members opens the last page. */
export const PagePastTheLastFromTheAddress: Story = {
  ...connected(
    AdminUsersPage,
    { adminUsers: scenarios.adminUsers.many(5000) },
    { router: { path: '/admin/users?page=999' } },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Showing 4,951–5,000 of 5,000$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * A name that is one 200-letter word breaks inside its column, as wide as a long name may make
 * it: the other columns stay beside it, on a phone too, rather than a screen or more away.
 */
export const LongName: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Users' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter by name' }), 'Hubert');
    await expect(names(table)).toEqual([`Hubert ${longWord}`]);
    const [nameCell] = within(table).getAllByRole('rowheader');
    // the Points column starts within the screen, beside the name
    const points = within(table).getByRole('columnheader', { name: 'Points' });
    await expect(nameCell?.getBoundingClientRect().right).toBeLessThan(
      document.documentElement.clientWidth,
    );
    await expect(points.getBoundingClientRect().left).toBeLessThan(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * A filter that matches nobody: the table's box says so, and so, once, does a polite status. No
 * header row of sort buttons stands over a row of no data: the message is centred in the box, as
 * every 'nothing here yet' is drawn.
 */
export const NoMatch: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const filter = await canvas.findByRole('searchbox', { name: 'Filter by name' });
    const said = listenToFilterStatus(canvasElement);
    await userEvent.type(filter, 'zzz-nobody');
    const message = await canvas.findByText('No users found', { selector: 'p' });
    await expect(message).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Points/ })).toBeNull();
    await expectCompactEmptyState(message);
    await expect(filter).toHaveFocus();
    await waitFor(() => expect(said).toEqual(['No users found']), settles);
    await expect(canvas.getByRole('status')).toHaveTextContent('No users found');
  },
};

/**
 * Kai filters by name: once he stops typing, a polite status says how many he found, once for
 * each filter ('1 user found', not each letter's count on the way). The table as it opens, and a
 * sort, say nothing; a new filter that finds as many again is said again.
 */
export const FilterSaysWhatItFound: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const filter = await canvas.findByRole('searchbox', { name: 'Filter by name' });
    const said = listenToFilterStatus(canvasElement);
    await userEvent.type(filter, 'Kai');
    await waitFor(() => expect(said).toEqual(['1 user found']), settles);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 user found');
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await userEvent.clear(filter);
    await userEvent.type(filter, 'Hubert');
    await waitFor(() => expect(said).toEqual(['1 user found', '1 user found']), settles);
    await userEvent.clear(filter);
    const everyone = db.tables.members.length;
    await waitFor(
      () => expect(said).toEqual(['1 user found', '1 user found', `${everyone} users found`]),
      settles,
    );
  },
};

/**
 * Over 50 rows the pager shows the range at each letter typed, and a screen reader hears it once
 * she stops typing ('Showing 1–50 of N'), not at every letter; once the filter leaves 50 or
 * fewer, the pager goes and the status says how many it found.
 */
export const FilterFoundBesideThePager: Story = {
  ...connected(
    AdminUsersPage,
    { adminUsers: scenarios.adminUsers.many(5000) },
    { chromatic: { disableSnapshot: true } },
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const filter = await canvas.findByRole('searchbox', { name: 'Filter by name' });
    const said = listenToFilterStatus(canvasElement);
    // two letters, said once: the range the pager shows once she stops
    await userEvent.type(filter, '49');
    const range = /^Showing 1–50 of [\d,]+$/;
    await waitFor(() => expect(said).toEqual([expect.stringMatching(range)]), settles);
    await expect(said[0]).toBe(pagerRange(canvasElement).textContent);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(said).toHaveLength(1);
    // the members numbered 499, 1499, 2499, 3499, 4499 and 4990 to 4999
    await userEvent.type(filter, '9');
    await waitFor(
      () => expect(said).toEqual([expect.stringMatching(range), '15 users found']),
      settles,
    );
    await expect(canvas.queryByText(/^Showing/)).toBeNull();
  },
};

/** No users at all: the message centred in the table's box, with no header row over it. */
export const Empty: Story = {
  ...connected(AdminUsersPage, { adminUsers: scenarios.adminUsers.empty() }),
  play: async ({ canvas }) => {
    const message = await canvas.findByText('No users found');
    await expect(message).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expectCompactEmptyState(message);
  },
};

export const Loading: Story = {
  ...connected(AdminUsersPage, { adminUsers: scenarios.adminUsers.pending() }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading users...');
  },
};

/**
 * The load fails: a dismissible error with 'Try Again' under it at once. Dismissed, the failure
 * stays as quiet text above 'Try Again', which takes the focus Dismiss had.
 */
export const LoadError: Story = {
  ...connected(AdminUsersPage, { adminUsers: scenarios.adminUsers.error(500) }),
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch admin users: 500');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveAccessibleDescription(
      'Failed to fetch admin users: 500',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Failed to fetch admin users: 500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus();
  },
};

/** An outage of the users list; it comes back during the story. */
const usersOutage = outage(500);

/**
 * The load fails, and she presses 'Try Again' from the keyboard, beside the error: the server
 * still fails, the error is said again and 'Try Again' keeps focus. She dismisses the error: the
 * failure stays as quiet text and 'Try Again' has focus (not the next control in the page, here a
 * control after the page). Then the server answers: the table comes, and focus goes to its filter.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminUsers: [usersOutage.failing('admin.users.list'), ...handlers.adminUsers],
      },
    },
  },
  decorators: [
    (Story) => (
      // the app's main region, with a control after the page
      <main tabIndex={-1} aria-label="Page">
        <Story />
        <button type="button">Reset demo data</button>
      </main>
    ),
  ],
  beforeEach: () => {
    usersOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('alert', {}, { timeout: 5000 });
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');

    // still failing: the error is said again, and focus stays where she is
    await waitFor(() => expect(first).not.toBeInTheDocument());
    const again = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(again).toHaveTextContent('Failed to fetch admin users: 500');
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-busy'));
    await expect(tryAgain).toHaveFocus();

    within(again).getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Failed to fetch admin users: 500')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus());

    usersOutage.end();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(
      Math.min(50, db.tables.members.length),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('searchbox', { name: 'Filter by name' })).toHaveFocus(),
    );
  },
};

/**
 * The token lost the Admin role: 403 and a clear message. It stays, as on the other admin pages:
 * it is why there is no list, so it has no Dismiss (dismissed, the page was its title and
 * 'Planned features' alone, with not a word of why). Her way back to her dashboard and 'Log Out'
 * are under it, and the admin area's 'Planned features' note is not.
 */
export const Forbidden: Story = {
  globals: { persona: 'member' },
  decorators: [withLogoutWatched],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Admin access required');
    await expect(alert).toHaveTextContent('Failed to fetch admin users: 403');
    await expect(alert).toHaveTextContent('Log out and log in again with an admin account.');
    // the same sign-in is refused again: nothing to try again
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    // the refusal is the page's answer: nothing takes it away
    await expect(within(alert).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await expectRefusalAlone(canvasElement, userEvent, [
      { role: 'region', name: 'Planned features' },
    ]);
  },
};

/**
 * Every column shows in the window without scrolling sideways, on a 390 px phone too and with
 * large text: there each user stands as a small card, the name first and each figure under its
 * label, and the sort buttons stand above the cards, each in sight and working. The table is
 * still a table for screen readers, every part saying its role itself (a card's display does not).
 */
export const EveryColumnInSight: Story = {
  // Loaded's picture shows the same page
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Users' });
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const frame = table.parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    const { left, right } = frame.getBoundingClientRect();
    for (const cell of [
      ...within(table).getAllByRole('rowheader'),
      ...within(table).getAllByRole('cell'),
    ]) {
      const box = cell.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(left);
      await expect(box.right).toBeLessThanOrEqual(right + 1);
    }
    // every part says its role itself
    await expect(table).toHaveAttribute('role', 'table');
    for (const part of table.querySelectorAll('thead, tbody')) {
      await expect(part).toHaveAttribute('role', 'rowgroup');
    }
    for (const row of table.querySelectorAll('tr'))
      await expect(row).toHaveAttribute('role', 'row');
    for (const header of table.querySelectorAll('thead th')) {
      await expect(header).toHaveAttribute('role', 'columnheader');
    }
    for (const header of table.querySelectorAll('tbody th')) {
      await expect(header).toHaveAttribute('role', 'rowheader');
    }
    for (const cell of table.querySelectorAll('td'))
      await expect(cell).toHaveAttribute('role', 'cell');

    const headers = within(table).getAllByRole('columnheader');
    const titles = headers.map((header) => header.textContent?.replace(/[▲▼]/, '').trim());
    await expect(titles).toEqual(['Name', 'Points', 'Workouts', 'Challenges', 'Last Active']);
    const [firstRow] = within(table).getAllByRole('row').slice(1);
    if (!firstRow) throw new globalThis.Error('no rows');
    const figures = within(firstRow).getAllByRole('cell');
    if (!hasColumns()) {
      // each figure under its column's name, the name above them across the card
      const name = within(firstRow).getByRole('rowheader').getBoundingClientRect();
      for (const [index, figure] of figures.entries()) {
        const label = figure.firstElementChild as HTMLElement;
        await expect(label).toBeVisible();
        await expect(label).toHaveTextContent(titles[index + 1] ?? '');
        const value = document.createRange();
        value.selectNodeContents(figure);
        value.setStartAfter(label);
        await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
          value.getBoundingClientRect().top + 1,
        );
        await expect(figure.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.bottom - 1);
      }
    }
    // the sort buttons are in sight, big enough to press, and sort
    for (const header of headers) {
      const button = within(header).getByRole('button').getBoundingClientRect();
      await expect(button.left).toBeGreaterThanOrEqual(0);
      await expect(button.right).toBeLessThanOrEqual(root.clientWidth);
      await expect(button.height).toBeGreaterThanOrEqual(24);
    }
    await userEvent.click(within(table).getByRole('button', { name: 'Workouts' }));
    // the order is kept in the address, and a navigation renders in a transition
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: 'Workouts' })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // with her text at twice its size, still nothing to scroll sideways, and no figure runs into
    // the one beside it
    root.style.fontSize = '200%';
    try {
      await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
      for (const cell of within(table).getAllByRole('cell')) {
        await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth + 1);
      }
    } finally {
      root.style.fontSize = '';
    }
  },
};
