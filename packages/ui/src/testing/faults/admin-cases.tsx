import { expect } from 'vitest';
import { within } from '@testing-library/dom';
import { AdminChallengesPage } from '../../features/admin/AdminChallengesPage';
import { AdminMonthlyBadgesPage } from '../../features/admin/AdminMonthlyBadgesPage';
import type { MutationCase } from './cases';
import type { Screen } from './harness';

const challengesScreen = {
  persona: 'admin',
  path: '/admin/challenges',
  screen: () => <AdminChallengesPage />,
} as const;

const badgesScreen = {
  persona: 'admin',
  path: '/admin/monthly-badges',
  screen: () => <AdminMonthlyBadgesPage />,
} as const;

const found = { timeout: 5000 } as const;

/** The first card of the admin list, once the list is there. */
async function firstCard({ ui }: Screen): Promise<HTMLElement> {
  const [first] = await ui.findAllByRole('article', {}, found);
  if (!first) throw new Error('no cards in the admin list');
  return first;
}

/**
 * Deleting a card of the admin list: each row picks the next card of the seeded list. A request
 * of the '10 s answer' row is still on its way when its screen is gone and lands in the mock
 * backend about ten seconds later, in the database a later row has reset; were every row to
 * delete the same card, that late delete could remove it first and the later row's delete would
 * find nothing (404).
 */
function deletion(): Pick<MutationCase, 'perform' | 'control' | 'kept' | 'again'> {
  let rows = 0;
  let chosen = '';
  return {
    // presses the chosen card's Delete, then Delete in the confirmation
    perform: async (screen) => {
      const { ui, user } = screen;
      const cards = await ui.findAllByRole('article', {}, found);
      const card = cards[rows++ % cards.length];
      if (!card) throw new Error('no cards in the admin list');
      chosen = within(card).getByRole('heading').textContent ?? '';
      await user.click(within(card).getByRole('button', { name: `Delete ${chosen}` }));
      const dialog = await ui.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    },
    // the confirmation's Delete while it is open (it stays open, busy, while the request runs),
    // else the chosen card's Delete that opens it again
    control: ({ ui }) => {
      const dialog = ui.queryByRole('alertdialog');
      return dialog
        ? within(dialog).getByRole('button', { name: /^(Delete|Deleting\.\.\.)$/ })
        : ui.getByRole('button', { name: `Delete ${chosen}` });
    },
    // Delete in the confirmation, opening it again from the card if it has closed
    again: async ({ ui, user }) => {
      if (!ui.queryByRole('alertdialog')) {
        await user.click(ui.getByRole('button', { name: `Delete ${chosen}` }));
      }
      const dialog = await ui.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    },
    // nothing is typed; the card chosen for deletion is still in the list
    kept: async ({ ui }) => {
      await ui.findByRole('article', { name: chosen }, found);
    },
  };
}

/** The form's submit button, idle or busy. */
const submitButton = ({ ui }: Screen, idle: 'Create' | 'Update') =>
  ui.getByRole('button', {
    name: idle === 'Create' ? /^(Create|Creating\.\.\.)$/ : /^(Update|Updating\.\.\.)$/,
  });

/** A 400 naming the item's name: shown under its Name field. */
const refusedName = (label: RegExp) => ({
  path: 'name',
  control: ({ ui }: Screen) => ui.getByRole('textbox', { name: label }),
});

const NEW_CHALLENGE = 'Iron Month';
const NEW_CHALLENGE_DESCRIPTION = 'Twenty sessions before the month ends';
const RENAMED_CHALLENGE = 'Renamed Challenge';
const NEW_BADGE = 'March Madness';
const NEW_BADGE_DESCRIPTION = 'Twenty workouts in March';
const RENAMED_BADGE = 'Renamed Badge';
const EVALUATED_YEAR = '2026';
const EVALUATED_MONTH = '10';

/** The admin area: the mutations made there. */
export const adminCases: MutationCase[] = [
  {
    call: 'admin.challenges.create',
    ...challengesScreen,
    perform: async ({ ui, user }) => {
      await user.click(await ui.findByRole('button', { name: 'New Challenge' }, found));
      await user.type(ui.getByRole('textbox', { name: /Challenge Name/ }), NEW_CHALLENGE);
      await user.type(ui.getByRole('textbox', { name: /Description/ }), NEW_CHALLENGE_DESCRIPTION);
      await user.click(ui.getByRole('button', { name: 'Create' }));
    },
    control: (screen) => submitButton(screen, 'Create'),
    refusedField: refusedName(/Challenge Name/),
    kept: ({ ui }) => {
      expect(ui.getByRole('textbox', { name: /Challenge Name/ })).toHaveProperty(
        'value',
        NEW_CHALLENGE,
      );
      expect(ui.getByRole('textbox', { name: /Description/ })).toHaveProperty(
        'value',
        NEW_CHALLENGE_DESCRIPTION,
      );
    },
    typed: [NEW_CHALLENGE, NEW_CHALLENGE_DESCRIPTION],
    expectSuccess: async ({ ui }) => {
      await ui.findByText('Challenge created successfully!', {}, found);
      // the late create of the '10 s answer' row (see deletion()) may have added one already
      await ui.findAllByRole('article', { name: NEW_CHALLENGE }, found);
    },
  },
  {
    call: 'admin.challenges.update',
    ...challengesScreen,
    perform: async (screen) => {
      const { ui, user } = screen;
      const card = await firstCard(screen);
      const name = within(card).getByRole('heading').textContent ?? '';
      await user.click(within(card).getByRole('button', { name: `Edit ${name}` }));
      const field = ui.getByRole('textbox', { name: /Challenge Name/ });
      await user.clear(field);
      await user.type(field, RENAMED_CHALLENGE);
      await user.click(ui.getByRole('button', { name: 'Update' }));
    },
    control: (screen) => submitButton(screen, 'Update'),
    refusedField: refusedName(/Challenge Name/),
    kept: ({ ui }) => {
      expect(ui.getByRole('textbox', { name: /Challenge Name/ })).toHaveProperty(
        'value',
        RENAMED_CHALLENGE,
      );
    },
    typed: [RENAMED_CHALLENGE],
    expectSuccess: async ({ ui }) => {
      await ui.findByText('Challenge updated successfully!', {}, found);
      await ui.findByRole('article', { name: RENAMED_CHALLENGE }, found);
    },
  },
  {
    call: 'admin.challenges.delete',
    ...challengesScreen,
    ...deletion(),
    expectSuccess: async ({ ui }) => {
      await ui.findByText('Challenge deleted successfully!', {}, found);
    },
  },
  {
    call: 'admin.monthlyBadges.create',
    ...badgesScreen,
    perform: async ({ ui, user }) => {
      await user.click(await ui.findByRole('button', { name: 'New Badge' }, found));
      await user.type(ui.getByRole('textbox', { name: /Badge Name/ }), NEW_BADGE);
      await user.type(ui.getByRole('textbox', { name: /Description/ }), NEW_BADGE_DESCRIPTION);
      await user.click(ui.getByRole('button', { name: 'Create' }));
    },
    control: (screen) => submitButton(screen, 'Create'),
    refusedField: refusedName(/Badge Name/),
    kept: ({ ui }) => {
      expect(ui.getByRole('textbox', { name: /Badge Name/ })).toHaveProperty('value', NEW_BADGE);
      expect(ui.getByRole('textbox', { name: /Description/ })).toHaveProperty(
        'value',
        NEW_BADGE_DESCRIPTION,
      );
    },
    typed: [NEW_BADGE, NEW_BADGE_DESCRIPTION],
    expectSuccess: async ({ ui }) => {
      await ui.findByText('Monthly badge created successfully!', {}, found);
      // the late create of the '10 s answer' row (see deletion()) may have added one already
      await ui.findAllByRole('article', { name: NEW_BADGE }, found);
    },
  },
  {
    call: 'admin.monthlyBadges.update',
    ...badgesScreen,
    perform: async (screen) => {
      const { ui, user } = screen;
      const card = await firstCard(screen);
      const name = within(card).getByRole('heading').textContent ?? '';
      await user.click(within(card).getByRole('button', { name: `Edit ${name}` }));
      const field = ui.getByRole('textbox', { name: /Badge Name/ });
      await user.clear(field);
      await user.type(field, RENAMED_BADGE);
      await user.click(ui.getByRole('button', { name: 'Update' }));
    },
    control: (screen) => submitButton(screen, 'Update'),
    refusedField: refusedName(/Badge Name/),
    kept: ({ ui }) => {
      expect(ui.getByRole('textbox', { name: /Badge Name/ })).toHaveProperty(
        'value',
        RENAMED_BADGE,
      );
    },
    typed: [RENAMED_BADGE],
    expectSuccess: async ({ ui }) => {
      await ui.findByText('Monthly badge updated successfully!', {}, found);
      await ui.findByRole('article', { name: RENAMED_BADGE }, found);
    },
  },
  {
    call: 'admin.monthlyBadges.delete',
    ...badgesScreen,
    ...deletion(),
    expectSuccess: async ({ ui }) => {
      await ui.findByText('Monthly badge deleted successfully!', {}, found);
    },
  },
  {
    call: 'admin.monthlyBadges.evaluateAll',
    ...badgesScreen,
    // the year and month go in the address, not in a body: `typed` has nothing to look for
    perform: async ({ ui, user }) => {
      await user.type(await ui.findByRole('spinbutton', { name: 'Year' }, found), EVALUATED_YEAR);
      await user.type(ui.getByRole('spinbutton', { name: 'Month' }), EVALUATED_MONTH);
      await user.click(ui.getByRole('button', { name: 'Evaluate All Badges' }));
    },
    control: ({ ui }) =>
      ui.getByRole('button', { name: /^(Evaluate All Badges|Evaluating\.\.\.)$/ }),
    kept: ({ ui }) => {
      expect(ui.getByRole('spinbutton', { name: 'Year' })).toHaveProperty('value', EVALUATED_YEAR);
      expect(ui.getByRole('spinbutton', { name: 'Month' })).toHaveProperty(
        'value',
        EVALUATED_MONTH,
      );
    },
    expectSuccess: async ({ ui }) => {
      await ui.findByText(/^Evaluation complete! \d+ badges awarded\.$/, {}, found);
      await ui.findByText(/^Last evaluation for October 2026: \d+ badges awarded\.$/, {}, found);
    },
  },
];
