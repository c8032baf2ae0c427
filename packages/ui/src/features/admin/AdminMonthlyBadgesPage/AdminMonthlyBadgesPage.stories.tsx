import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import {
  hostile,
  db,
  handlerForCall,
  handlers,
  heldAnswers,
  outage,
  scenarios,
} from '@reprally/mocks';
import {
  DELETE_BANNER_MS,
  monthlyBadgeFormDefaults,
  monthlyBadgeFormMachine,
} from '@reprally/machines';
import { AdminMonthlyBadgesPage } from './AdminMonthlyBadgesPage';
import { screenModes } from '../../../foundations/modes';
import { AwayAndBack, goAwayAndBack } from '../../../testing/away-and-back';
import { countRequestsFromNow, requestsTo } from '../../../testing/requests-made';
import { passTimer } from '../../../testing/story-time';
import { focusedFailureBanner } from '../testing/focused-failure';
import { listLoaded } from '../testing/list-loaded';
import { expectRefusalAlone, expectRefusedRequest, withLogoutWatched } from '../testing/refusal';
import { inMainRegion } from '../../../testing/main-region';
import { ClockProvider } from '../../../clock/ClockProvider';
import { DateInZone } from '../../../testing/date-in-zone';
import { expectEmptyStateInCard } from '../../../testing/empty-state';
import { Button } from '../../../primitives/Button';

const meta = {
  title: 'Admin/AdminMonthlyBadgesPage',
  component: AdminMonthlyBadgesPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/admin/monthly-badges' },
  },
  globals: { persona: 'admin' },
} satisfies Meta<typeof AdminMonthlyBadgesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function firstCard(canvas: ReturnType<typeof within>): Promise<HTMLElement> {
  const [first] = await canvas.findAllByRole('article');
  if (!first) throw new globalThis.Error('no badge cards');
  return first;
}

/** Another tab deletes the badge named `name` on the server, behind the page's back. */
function deleteElsewhere(name: string) {
  const row = db.tables.monthlyBadges.findIndex((badge) => badge.name === name);
  if (row < 0) throw new globalThis.Error(`no monthly badge named ${name}`);
  db.tables.monthlyBadges.splice(row, 1);
}

/** A badge's form, new or edited (the Badge Evaluation card is a form of its own). */
const badgeForm = /Monthly Badge$/;

/** The whole of `element` is in the window, neither above nor below what she sees. */
async function expectInWindow(element: HTMLElement) {
  const { top, bottom } = element.getBoundingClientRect();
  await expect(top).toBeGreaterThanOrEqual(0);
  await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
}

/** Form closed: the seeded badges as cards, 'New Badge' and 'Evaluate All Badges'. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.title).toBe('Manage Monthly Badges | Admin | RepRally'));
    await expect(await canvas.findAllByRole('article')).toHaveLength(
      db.tables.monthlyBadges.length,
    );
    const first = await firstCard(canvas);
    await expect(within(first).getByText(/^Type: /)).toBeVisible();
    await expect(within(first).getByText(/^Month: /)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Badge' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Evaluate All Badges' })).toBeVisible();
  },
};

/** Create a month-specific badge: the month field appears only while month-specific. */
export const CreateMonthSpecific: Story = {
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Badge' }));
    await expect(canvas.queryByRole('button', { name: 'Evaluate All Badges' })).toBeNull();
    await expect(canvas.getByRole('spinbutton', { name: /Required Value/ })).toHaveValue(5);
    await expect(canvas.getByRole('textbox', { name: /Badge Image/ })).toHaveValue(
      'badge-default.png',
    );
    await expect(canvas.queryByRole('spinbutton', { name: /Specific Month/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Badge Name/ }), 'March Madness');
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), '20 in March');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Month-Specific Badge' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Specific Month/ }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Monthly badge created successfully!',
    );
    const card = await canvas.findByRole('article', { name: 'March Madness' });
    await expect(within(card).getByText('Month: March')).toBeVisible();
  },
};

/**
 * From the keyboard: 'New Badge' takes her to the form's first field, and Cancel back to
 * 'New Badge', which is there again; focus never falls to the page.
 */
export const NewAndCancelFromTheKeyboard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    (await canvas.findByRole('button', { name: 'New Badge' })).focus();
    await userEvent.keyboard('{Enter}');
    const form = canvas.getByRole('form', { name: 'New Monthly Badge' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Badge Name/ })).toHaveFocus(),
    );
    within(form).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'New Badge' })).toHaveFocus());
  },
};

/**
 * On a phone the cards run far below the place at the top where the form opens, and the banner
 * above it. The light phone mode captures the page as it loads; this story plays at a phone's
 * size so that the last card's Edit is pressed far down: the form comes into the window with
 * focus on its first field, and when the update fails, the red banner takes focus in the window.
 */
export const EditTheLastCardFailsOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminMonthlyBadges: scenarios.adminMonthlyBadges.error(500, {
          calls: ['admin.monthlyBadges.update'],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const last = (await canvas.findAllByRole('article')).at(-1);
    if (!last) throw new globalThis.Error('no badge cards');
    // she has scrolled down to the last card: the screen's heading is out of sight above
    last.scrollIntoView({ block: 'end' });
    await expect(
      canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().bottom,
    ).toBeLessThan(0);
    await userEvent.click(within(last).getByRole('button', { name: /^Edit / }));
    const form = canvas.getByRole('form', { name: 'Edit Monthly Badge' });
    const name = within(form).getByRole('textbox', { name: /Badge Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expectInWindow(canvas.getByRole('heading', { name: 'Edit Monthly Badge' }));
    await expectInWindow(name);

    // Update is at the form's foot, the banner's place above the form
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await expectInWindow(await focusedFailureBanner('Failed to update monthly badge: 500'));
  },
};

/**
 * The form's state for ValidationErrors. A machine's snapshot holds its machine, so it is not plain
 * data: the story renders with it instead of passing it as an arg (args must be JSON-serializable).
 */
const validationStart = monthlyBadgeFormMachine.resolveState({
  value: 'create',
  context: {
    values: {
      ...monthlyBadgeFormDefaults,
      name: 'Odd',
      isMonthSpecific: true,
      specificMonth: '13',
    },
    errors: {},
    refusedSave: null,
    editingId: null,
    submitted: null,
    openedValues: monthlyBadgeFormDefaults,
    pendingDeleteId: null,
    formBehind: null,
    pendingEdit: null,
    feedback: null,
  },
});

/**
 * Validation: the empty description and a month out of range are refused, and focus goes to the
 * first of them.
 */
export const ValidationErrors: Story = {
  render: () => <AdminMonthlyBadgesPage startFrom={validationStart} />,
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create' }));
    const description = canvas.getByRole('textbox', { name: /Description/ });
    await expect(description).toHaveAccessibleDescription(
      expect.stringContaining('Description is required'),
    );
    // focus left Create for the first field to fix
    await waitFor(() => expect(description).toHaveFocus());
    await expect(
      canvas.getByRole('spinbutton', { name: /Specific Month/ }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Specific month must be between 1 and 12'),
    );
  },
};

/**
 * A required value above 1,000,000 is refused under the field, which names its most to assistive
 * technology and the arrow keys, and keeps what she typed: a longer number would be saved rounded,
 * not as typed.
 */
export const RequiredValueAboveTheMostRefused: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Badge' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Badge Name/ }), 'Forever');
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'Every day');
    const required = canvas.getByRole('spinbutton', { name: /Required Value/ });
    await expect(required).toHaveAttribute('max', '1000000');
    await userEvent.clear(required);
    await userEvent.type(required, '1000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(required).toHaveAccessibleDescription(
      expect.stringContaining('Required value must be at most 1,000,000'),
    );
    await waitFor(() => expect(required).toHaveFocus());
    await expect(required).toHaveValue(1000001);
    await expect(canvas.queryByRole('article', { name: 'Forever' })).toBeNull();
  },
};

/**
 * Updating: the request is under way; 'Updating...' is busy and the form holds what is being
 * sent: its fields read-only, its type and checkboxes disabled, so nothing typed meanwhile is
 * taken back or lost.
 */
export const Updating: Story = {
  parameters: {
    msw: {
      handlers: {
        adminMonthlyBadges: scenarios.adminMonthlyBadges.pending({
          calls: ['admin.monthlyBadges.update'],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    const field = canvas.getByRole('textbox', { name: /Badge Name/ });
    await userEvent.type(field, ' II');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByRole('button', { name: 'Updating...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(field).toHaveAttribute('readonly');
    await userEvent.type(field, '!');
    await expect(field).toHaveValue(`${name} II`);
    await expect(canvas.getByRole('combobox', { name: /Badge Type/ })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Active Badge' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Month-Specific Badge' })).toBeDisabled();
  },
};

/** Edit: prefilled; the update fails with the status and the typed values stay. */
export const EditFails: Story = {
  parameters: {
    msw: {
      handlers: {
        adminMonthlyBadges: scenarios.adminMonthlyBadges.error(500, {
          calls: ['admin.monthlyBadges.update'],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    const field = canvas.getByRole('textbox', { name: /Badge Name/ });
    await expect(field).toHaveValue(name);
    await userEvent.type(field, ' II');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await focusedFailureBanner('Failed to update monthly badge: 500');
    await expect(field).toHaveValue(`${name} II`);
  },
};

/**
 * The server refuses the image: its message under Badge Image, which is invalid and focused; no
 * banner; the typed values stay and Update works again.
 */
export const EditRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: {
        adminMonthlyBadges: scenarios.adminMonthlyBadges.error(400, {
          calls: ['admin.monthlyBadges.update'],
          message: 'imageUrl: Badge images must be PNG or SVG files',
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    const image = canvas.getByRole('textbox', { name: /Badge Image/ });
    await userEvent.clear(image);
    await userEvent.type(image, 'badge-hero.gif');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));

    await waitFor(() =>
      expect(image).toHaveAccessibleDescription('Badge images must be PNG or SVG files'),
    );
    await expect(image).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(image).toHaveFocus());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(/^imageUrl: /)).toBeNull();
    await expect(image).toHaveValue('badge-hero.gif');
    await expect(canvas.getByRole('textbox', { name: /Badge Name/ })).toHaveValue(name);
    await expect(canvas.getByRole('button', { name: 'Update' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Delete asks first; confirming removes the card, and the card that took its place has focus. */
export const DeleteConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Delete ${name}` }));
    // the question names the item, in its name's own direction; the spec's sentence under it
    const dialog = await body().findByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(within(dialog).getByText(name).tagName).toBe('BDI');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this monthly badge?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Monthly badge deleted successfully!',
    );
    await waitFor(() => expect(canvas.queryByRole('article', { name })).toBeNull());
    // the card that took its place has focus, not the page: the next Tab reaches its Edit
    await waitFor(async () => expect((await firstCard(canvas)).closest('li')).toHaveFocus());
    // the success banner goes by itself after 3 s: the story passes that time, so the picture is
    // the list after it, whatever the pace of the run
    await passTimer(DELETE_BANNER_MS);
    await waitFor(() =>
      expect(canvas.queryByText('Monthly badge deleted successfully!')).toBeNull(),
    );
  },
};

/**
 * Create fails: the status in a red banner that takes focus, every typed value kept, the failure
 * reported.
 */
export const CreateFails: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminMonthlyBadges: scenarios.adminMonthlyBadges.error(500, {
          calls: ['admin.monthlyBadges.create'],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Badge' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Badge Name/ }), 'March Madness');
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'Twenty in March');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Month-Specific Badge' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Specific Month/ }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await focusedFailureBanner('Failed to create monthly badge: 500');
    await expect(canvas.getByRole('textbox', { name: /Badge Name/ })).toHaveValue('March Madness');
    await expect(canvas.getByRole('textbox', { name: /Description/ })).toHaveValue(
      'Twenty in March',
    );
    await expect(canvas.getByRole('spinbutton', { name: /Specific Month/ })).toHaveValue(3);
    await waitFor(() =>
      expect(db.tables.errorReports.map((row) => row.report.message)).toContain(
        'Failed to create monthly badge: 500',
      ),
    );
  },
};

/**
 * Delete fails: the card stays, the status in a red banner, and focus goes back to the Delete
 * that asked.
 */
export const DeleteFails: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminMonthlyBadges: scenarios.adminMonthlyBadges.error(500, {
          calls: ['admin.monthlyBadges.delete'],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    const remove = within(first).getByRole('button', { name: `Delete ${name}` });
    await userEvent.click(remove);
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to delete monthly badge: 500',
    );
    await expect(canvas.getByRole('article', { name })).toBeVisible();
    await waitFor(() => expect(remove).toHaveFocus());
  },
};

/**
 * A badge another tab deleted while this page showed it: its Delete is done all the same (what she
 * asked for is so), with the success banner, and the card leaves the list read again.
 */
export const DeleteOneDeletedElsewhere: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    deleteElsewhere(name);
    await userEvent.click(within(first).getByRole('button', { name: `Delete ${name}` }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Monthly badge deleted successfully!',
    );
    await waitFor(() => expect(canvas.queryByRole('article', { name })).toBeNull());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A badge another tab deleted while its form was open here: Update shows the server's 'Monthly
 * badge not found' with everything she typed kept, the card leaves the list read again, and the
 * form is a new badge's, whose Create would save her values anew.
 */
export const UpdateOneDeletedElsewhere: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    const field = canvas.getByRole('textbox', { name: /Badge Name/ });
    await userEvent.type(field, ' II');
    deleteElsewhere(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));

    await focusedFailureBanner('Monthly badge not found');
    await expect(field).toHaveValue(`${name} II`);
    await waitFor(() => expect(canvas.queryByRole('article', { name })).toBeNull());
    await expect(canvas.getByRole('form', { name: 'New Monthly Badge' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

/** Evaluation for a chosen month: the count awarded, remembered on the card. */
export const EvaluationSucceeds: Story = {
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.type(await canvas.findByRole('spinbutton', { name: 'Year' }), '2026');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Month' }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Evaluate All Badges' }));
    await expect(
      await canvas.findByText(/^Evaluation complete! \d+ badges awarded\.$/),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Last evaluation for October 2026: \d+ badges awarded\.$/),
    ).toBeVisible();
  },
};

/**
 * The same admin signs in again (her session had ended): the app reads everything again, and
 * the line naming her last evaluation stays, as nothing on the server holds it (no picture).
 */
export const EvaluationKeptWhenSheSignsInAgain: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <SignsInAgain />,
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.type(await canvas.findByRole('spinbutton', { name: 'Year' }), '2026');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Month' }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Evaluate All Badges' }));
    const last = /^Last evaluation for October 2026: \d+ badges awarded\.$/;
    await expect(await canvas.findByText(last)).toBeVisible();
    const control = canvas.getByRole('button', { name: 'Sign in again (story control)' });
    await userEvent.click(control);
    // the control is free again once every read it started has been answered
    await waitFor(() => expect(control).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByText(last)).toBeVisible();
  },
};

/** The page, under a control that reads everything again as the app does when she signs in again. */
function SignsInAgain() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const signInAgain = async () => {
    setBusy(true);
    await queryClient.invalidateQueries();
    setBusy(false);
  };
  return (
    <>
      <Button size="sm" variant="secondary" loading={busy} onClick={() => void signInAgain()}>
        Sign in again (story control)
      </Button>
      <AdminMonthlyBadgesPage />
    </>
  );
}

/**
 * 'Evaluate All Badges' sits with the Year and Month it reads, in one form named 'Badge
 * Evaluation', so a screen reader meets the button among its fields, not at the top of the page
 * away from them; Enter in Month evaluates the month typed.
 */
export const EvaluateFromItsForm: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await firstCard(canvas);
    const form = canvas.getByRole('form', { name: 'Badge Evaluation' });
    await expect(within(form).getByRole('button', { name: 'Evaluate All Badges' })).toBeVisible();
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Year' }), '2026');
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Month' }), '3{Enter}');
    await expect(
      await within(form).findByText(/^Last evaluation for March 2026: \d+ badges? awarded\.$/),
    ).toBeVisible();
  },
};

/**
 * Counts read as counts do everywhere: one badge awarded is 'badge', not 'badges', on the card's
 * last evaluation, and a required value of thousands has its separator. (The banner keeps the
 * spec's own words for the evaluation, 'Evaluation complete! N badges awarded.'.)
 */
export const CountsInWords: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminMonthlyBadges: [
          handlerForCall('admin.monthlyBadges.evaluateAll', () =>
            HttpResponse.json({ badgesAwarded: 1 }),
          ),
          ...handlers.adminMonthlyBadges,
        ],
      },
    },
  },
  loaders: [
    () => {
      const [first] = db.tables.monthlyBadges;
      if (!first) throw new globalThis.Error('no monthly badges');
      first.requiredValue = 1500;
    },
  ],
  play: async ({ canvas, userEvent }) => {
    const card = await firstCard(canvas);
    await expect(within(card).getByText('Required Value: 1,500')).toBeVisible();
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Year' }), '2026');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Month' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Evaluate All Badges' }));
    await expect(
      await canvas.findByText('Last evaluation for March 2026: 1 badge awarded.'),
    ).toBeVisible();
  },
};

/**
 * A period the server cannot evaluate is refused on its field before anything is sent: a month
 * outside 1 to 12, a year without its month, a month that has not started, a year before 2000.
 * Focus goes to the field to fix; each message follows her edits. Both fields empty evaluate the
 * current month, as before.
 */
export const EvaluationPeriodRefused: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    const year = await canvas.findByRole('spinbutton', { name: 'Year' });
    const month = canvas.getByRole('spinbutton', { name: 'Month' });
    const evaluate = canvas.getByRole('button', { name: 'Evaluate All Badges' });
    await userEvent.type(year, '2026');
    await userEvent.type(month, '13');
    await userEvent.click(evaluate);
    await expect(month).toHaveAccessibleDescription('Enter a month from 1 to 12');
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(year).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(month).toHaveFocus());

    await userEvent.clear(month);
    await expect(month).toHaveAccessibleDescription('Enter a month too, or clear the year');
    await userEvent.type(month, '12');
    await expect(month).toHaveAccessibleDescription('This month has not started yet');
    await userEvent.clear(year);
    await userEvent.type(year, '1');
    await expect(year).toHaveAccessibleDescription('Enter a year from 2000 to 2026');
    await userEvent.click(evaluate);
    await waitFor(() => expect(year).toHaveFocus());
    await expect(canvas.queryByText('Evaluating badges for all users...')).toBeNull();
    await expect(canvas.queryByText(/^Last evaluation/)).toBeNull();

    await userEvent.clear(year);
    await userEvent.type(year, '2026');
    await userEvent.clear(month);
    await userEvent.type(month, '11');
    await expect(year).not.toHaveAttribute('aria-invalid');
    await expect(month).not.toHaveAttribute('aria-invalid');
    await userEvent.click(evaluate);
    await expect(
      await canvas.findByText(/^Last evaluation for November 2026: \d+ badges awarded\.$/),
    ).toBeVisible();
  },
};

/**
 * Nov 30, 20:00 in Los Angeles, already Dec 1 on the server, whose months count in UTC: the
 * fields take December, and the current month evaluated with both fields empty is named
 * December too.
 */
export const EvaluationAtTheMonthsTurn: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <ClockProvider
      clock={{ now: () => new DateInZone(Date.UTC(2026, 11, 1, 4), 'America/Los_Angeles') }}
    >
      <AdminMonthlyBadgesPage />
    </ClockProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    const year = await canvas.findByRole('spinbutton', { name: 'Year' });
    const month = canvas.getByRole('spinbutton', { name: 'Month' });
    await userEvent.type(year, '2026');
    await userEvent.type(month, '12');
    await expect(month).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(year);
    await userEvent.clear(month);
    await userEvent.click(canvas.getByRole('button', { name: 'Evaluate All Badges' }));
    await expect(
      await canvas.findByText(/^Last evaluation for December 2026: \d+ badges awarded\.$/),
    ).toBeVisible();
  },
};

/** Evaluation running: the neutral banner. */
export const EvaluationRunning: Story = {
  parameters: {
    msw: {
      handlers: {
        adminMonthlyBadges: scenarios.adminMonthlyBadges.pending({
          calls: ['admin.monthlyBadges.evaluateAll'],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Evaluate All Badges' }));
    await expect(await canvas.findByText('Evaluating badges for all users...')).toBeVisible();
  },
};

/** Evaluation fails: the error in a red banner. */
export const EvaluationFails: Story = {
  parameters: {
    msw: {
      handlers: {
        adminMonthlyBadges: scenarios.adminMonthlyBadges.error(500, {
          calls: ['admin.monthlyBadges.evaluateAll'],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Evaluate All Badges' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to evaluate badges for all users: 500',
    );
  },
};

/**
 * The evaluation refused for the Admin role her sign-in lost (403): why, and her ways on, under
 * the message; the Year and Month she typed stay.
 */
export const EvaluationRefusedForTheRole: Story = {
  decorators: [withLogoutWatched],
  parameters: {
    msw: {
      handlers: {
        adminMonthlyBadges: scenarios.adminMonthlyBadges.error(403, {
          calls: ['admin.monthlyBadges.evaluateAll'],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await listLoaded(canvas);
    const form = canvas.getByRole('form', { name: 'Badge Evaluation' });
    const year = within(form).getByRole('spinbutton', { name: 'Year' });
    const month = within(form).getByRole('spinbutton', { name: 'Month' });
    await userEvent.type(year, '2026');
    await userEvent.type(month, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Evaluate All Badges' }));
    const banner = await canvas.findByRole('alert');
    await expectRefusedRequest(banner, 'Failed to evaluate badges for all users: 403', userEvent);
    await expect(year).toHaveValue(2026);
    await expect(month).toHaveValue(3);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { adminMonthlyBadges: scenarios.adminMonthlyBadges.empty() } } },
  play: async ({ canvas }) => {
    const message = await canvas.findByRole('heading', { name: 'No monthly badges found.' });
    await expect(message).toBeVisible();
    // in a card of its own where the cards would stand, centred in it
    await expectEmptyStateInCard(message, canvas.getByRole('heading', { level: 1 }));
    await expect(
      canvas.getByRole('button', { name: 'Create Your First Monthly Badge' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminMonthlyBadges: scenarios.adminMonthlyBadges.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading monthly badges...');
  },
};

/** The list fails: the failure in a red box, and 'Try Again' under it. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: { adminMonthlyBadges: scenarios.adminMonthlyBadges.error(500) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch admin monthly badges: 500',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveAccessibleDescription(
      'Failed to fetch admin monthly badges: 500',
    );
  },
};

/** An outage of the badge list; it ends during the story. */
const listOutage = outage(500);

/**
 * The list fails, then the server comes back: 'Try Again' (from the keyboard) brings the cards,
 * and focus, which was on the button, goes to the page rather than the document's start.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminMonthlyBadges: [
          listOutage.failing('admin.monthlyBadges.list'),
          ...handlers.adminMonthlyBadges,
        ],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    listOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch admin monthly badges: 500',
    );
    listOutage.end();
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await firstCard(canvas)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/** An outage of the badge list that starts once the list is on screen. */
const rereadOutage = outage(500);

/**
 * The list read again after a create fails: the cards read before stay, with the failure and
 * 'Try Again' above them; the server back, 'Try Again' brings the new badge and the failure goes.
 */
export const ListReadAgainFailsAfterACreate: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminMonthlyBadges: [
          rereadOutage.failing('admin.monthlyBadges.list'),
          ...handlers.adminMonthlyBadges,
        ],
      },
    },
  },
  beforeEach: () => {
    rereadOutage.end();
  },
  play: async ({ canvas, userEvent }) => {
    const seeded = db.tables.monthlyBadges.length;
    await listLoaded(canvas);
    rereadOutage.start();
    await userEvent.click(await canvas.findByRole('button', { name: 'New Badge' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Badge Name/ }), 'March Madness');
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), '20 in March');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Monthly badge created successfully!',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch admin monthly badges: 500',
    );
    // the list she had stays under the failure
    await expect(canvas.getAllByRole('article')).toHaveLength(seeded);

    rereadOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('article', { name: 'March Madness' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/**
 * The token lost the Admin role: 403 and a clear message, with her way back to her dashboard and
 * 'Log Out' under it; no 'New Badge' and no Badge Evaluation to press for a refusal.
 */
export const Forbidden: Story = {
  globals: { persona: 'member' },
  decorators: [withLogoutWatched],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Admin access required');
    await expect(alert).toHaveTextContent('Failed to fetch admin monthly badges: 403');
    // the same sign-in is refused again: nothing to try again
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expectRefusalAlone(canvasElement, userEvent, [
      { role: 'button', name: 'New Badge' },
      { role: 'region', name: 'Badge Evaluation' },
      { role: 'button', name: 'Evaluate All Badges' },
    ]);
  },
};

/**
 * She leaves a badge's form for another part of the app and comes back: it is open again, on the
 * same badge, with her changes, and a new badge's too. Saved, the form is gone for good.
 */
export const KeptWhileAway: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <AwayAndBack>
      <AdminMonthlyBadgesPage />
    </AwayAndBack>
  ),
  play: async ({ canvas, userEvent }) => {
    const nameField = () => canvas.getByRole('textbox', { name: /Badge Name/ });

    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), ' Again.');
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('form', { name: 'Edit Monthly Badge' })).toBeVisible();
    await expect(nameField()).toHaveValue(name);
    const description = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: /Description/ });
    await expect(description.value).toMatch(/ Again\.$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/updated successfully/);
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('button', { name: 'New Badge' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'New Badge' }));
    await userEvent.type(nameField(), 'March Madness');
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('form', { name: 'New Monthly Badge' })).toBeVisible();
    await expect(nameField()).toHaveValue('March Madness');
  },
};

/** The list's reads held back in the story below, until it lets them go. */
const heldList = heldAnswers('admin.monthlyBadges.list');

/**
 * She changes a badge's form and leaves; coming back, the list is read again before her edit
 * reopens, and meanwhile she presses Edit on another badge and types. When the list comes, the
 * form she opened herself stays hers: her kept edit does not take it over, and nothing asks
 * 'Discard your changes?'.
 */
export const FormOpenedBeforeTheKeptEditReopens: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { adminMonthlyBadges: [heldList.handler, ...handlers.adminMonthlyBadges] } },
  },
  render: () => (
    <AwayAndBack>
      <AdminMonthlyBadgesPage />
    </AwayAndBack>
  ),
  beforeEach: () => () => heldList.letGo(),
  play: async ({ canvas, userEvent }) => {
    const nameField = () => canvas.getByRole('textbox', { name: /Badge Name/ });
    const [first, second] = await canvas.findAllByRole('article');
    const firstName = within(first as HTMLElement).getByRole('heading').textContent ?? '';
    const secondName = within(second as HTMLElement).getByRole('heading').textContent ?? '';
    await userEvent.click(
      within(first as HTMLElement).getByRole('button', { name: `Edit ${firstName}` }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), ' Again.');
    await goAwayAndBack(canvas, {
      until: () => {
        heldList.on = true;
      },
    });
    await waitFor(() => expect(heldList.waiting).toBe(1));
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${secondName}` }));
    await userEvent.type(nameField(), ' II');
    heldList.letGo();
    await waitFor(() => expect(heldList.waiting).toBe(0));
    // the list has come: give the kept edit the time to reopen, were it to
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Edit Monthly Badge' })).toBeVisible();
    await expect(nameField()).toHaveValue(`${secondName} II`);
  },
};

/**
 * She presses Update on a badge and leaves; the update fails while she is elsewhere, and the
 * failure is reported. Coming back, the badge's form is open with her change and says why
 * (focused), as if she had stayed; Update takes it again.
 */
export const UpdateFailedWhileSheWasAway: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminMonthlyBadges: scenarios.adminMonthlyBadges.error(500, {
          calls: ['admin.monthlyBadges.update'],
          after: 300,
        }),
      },
    },
  },
  render: () => (
    <AwayAndBack>
      <AdminMonthlyBadgesPage />
    </AwayAndBack>
  ),
  play: async ({ canvas, userEvent }) => {
    const failed = 'Failed to update monthly badge: 500';
    const reports = () => db.tables.errorReports.filter(({ report }) => report.message === failed);
    const reportedBefore = reports().length;
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Badge Name/ }), ' II');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await goAwayAndBack(canvas, {
      until: () => expect(reports()).toHaveLength(reportedBefore + 1),
    });

    await expect(await canvas.findByRole('form', { name: 'Edit Monthly Badge' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Badge Name/ })).toHaveValue(`${name} II`);
    await focusedFailureBanner(failed);
    await expect(canvas.getByRole('button', { name: 'Update' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(reports()).toHaveLength(reportedBefore + 1);
  },
};

/**
 * She types the evaluation's Year and Month, leaves for another part of the app and comes back:
 * both are there, as a member's forms keep what she typed. Evaluated, they are sent: coming back
 * again, they are empty (the current month), and the card names the month evaluated last.
 */
export const EvaluationPeriodKeptWhileAway: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <AwayAndBack>
      <AdminMonthlyBadgesPage />
    </AwayAndBack>
  ),
  play: async ({ canvas, userEvent }) => {
    const year = () => canvas.getByRole('spinbutton', { name: 'Year' });
    const month = () => canvas.getByRole('spinbutton', { name: 'Month' });
    await firstCard(canvas);
    await userEvent.type(year(), '2026');
    await userEvent.type(month(), '3');
    await goAwayAndBack(canvas);
    await firstCard(canvas);
    await expect(year()).toHaveValue(2026);
    await expect(month()).toHaveValue(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Evaluate All Badges' }));
    await expect(
      await canvas.findByText(/^Last evaluation for March 2026: \d+ badges? awarded\.$/),
    ).toBeVisible();
    await goAwayAndBack(canvas);
    await firstCard(canvas);
    await expect(year()).toHaveValue(null);
    await expect(month()).toHaveValue(null);
    await expect(
      canvas.getByText(/^Last evaluation for March 2026: \d+ badges? awarded\.$/),
    ).toBeVisible();
  },
};

/** Evaluations held back in the story below, until it lets them go. */
const heldEvaluation = heldAnswers('admin.monthlyBadges.evaluateAll');

/** POST .../evaluate-all requests made since the story started (resource timing sees them). */
const evaluationsSent = () => requestsTo('/admin/monthly-badges/evaluate-all');

/**
 * The page she leaves and comes back to (no picture), with `held`'s answers held back until the
 * story lets them go, and the requests counted from the story's start (`evaluationsSent`).
 */
const awayAndBackHolding = (held: ReturnType<typeof heldAnswers>) => ({
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { adminMonthlyBadges: [held.handler, ...handlers.adminMonthlyBadges] } },
  },
  render: () => (
    <AwayAndBack>
      <AdminMonthlyBadgesPage />
    </AwayAndBack>
  ),
  beforeEach: () => {
    countRequestsFromNow();
    held.on = true;
    return () => held.letGo();
  },
});

/**
 * She presses 'Evaluate All Badges', leaves the page and comes back before the answer. The page
 * follows the evaluation she started, as if she had stayed: 'Evaluating...' busy (no second
 * evaluation can be sent), then 'Evaluation complete!' with the count, from one request.
 */
export const EvaluationCameBackBeforeTheAnswer: Story = {
  ...awayAndBackHolding(heldEvaluation),
  play: async ({ canvas, userEvent }) => {
    await firstCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Evaluate All Badges' }));
    await waitFor(() => expect(heldEvaluation.waiting).toBe(1));
    await goAwayAndBack(canvas);

    const busy = await canvas.findByRole('button', { name: 'Evaluating...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Evaluating badges for all users...')).toBeVisible();
    await userEvent.click(busy);
    heldEvaluation.letGo();
    await expect(
      await canvas.findByText(
        /^Evaluation complete! \d+ badges? awarded\.$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Evaluate All Badges' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(evaluationsSent()).toBe(1);
  },
};

/** Creations of a badge held back in the story below, until it lets them go. */
const heldCreate = heldAnswers('admin.monthlyBadges.create');

/**
 * She presses Create on a new badge and leaves; coming back before the answer, the page waits for
 * it: 'Evaluate All Badges' is held like New Badge, from a press and from Enter in Year, so no
 * evaluation starts under the save she is following. Once the badge is in, both work again.
 */
export const EvaluateWaitsForTheSaveSheCameBackTo: Story = {
  ...awayAndBackHolding(heldCreate),
  play: async ({ canvas, userEvent }) => {
    await firstCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'New Badge' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Badge Name/ }), 'Dawn Riser');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Required Value/ }), '12');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Badge Image/ }),
      'https://example.com/dawn.png',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'Early every day');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(heldCreate.waiting).toBe(1));
    await goAwayAndBack(canvas);

    await firstCard(canvas);
    await expect(canvas.getByRole('button', { name: 'New Badge' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const evaluateAll = canvas.getByRole('button', { name: 'Evaluate All Badges' });
    await expect(evaluateAll).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(evaluateAll);
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Year' }), '2026{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(evaluationsSent()).toBe(0);
    await expect(canvas.queryByRole('button', { name: 'Evaluating...' })).toBeNull();

    heldCreate.letGo();
    await expect(await canvas.findByRole('article', { name: 'Dawn Riser' })).toBeVisible();
    await waitFor(() => expect(evaluateAll).not.toHaveAttribute('aria-disabled'));
  },
};

/**
 * The evaluation she started fails while she is on another page: the failure is reported then.
 * Coming back, the page says it in its red banner, as if she had stayed, and does not report it
 * a second time; the Year and Month she typed are there for another try.
 */
export const EvaluationFailedWhileSheWasAway: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        adminMonthlyBadges: scenarios.adminMonthlyBadges.error(500, {
          calls: ['admin.monthlyBadges.evaluateAll'],
          after: 300,
        }),
      },
    },
  },
  render: () => (
    <AwayAndBack>
      <AdminMonthlyBadgesPage />
    </AwayAndBack>
  ),
  play: async ({ canvas, userEvent }) => {
    const failed = 'Failed to evaluate badges for all users: 500';
    const reports = () => db.tables.errorReports.filter(({ report }) => report.message === failed);
    const reportedBefore = reports().length;
    await firstCard(canvas);
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Year' }), '2026');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Month' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Evaluate All Badges' }));
    await goAwayAndBack(canvas, {
      until: () => expect(reports()).toHaveLength(reportedBefore + 1),
    });

    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(failed);
    await expect(canvas.getByRole('spinbutton', { name: 'Year' })).toHaveValue(2026);
    await expect(canvas.getByRole('spinbutton', { name: 'Month' })).toHaveValue(3);
    await expect(canvas.getByRole('button', { name: 'Evaluate All Badges' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // give a second report the time to come, were one sent
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(reports()).toHaveLength(reportedBefore + 1);
  },
};

/**
 * She leaves a badge's form for another part of the app (the admin Dashboard), and meanwhile
 * another tab deletes the badge: coming back, the list is read again, and the form does not reopen
 * on a badge that is gone; its card is gone too.
 */
export const DeletedWhileAway: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <AwayAndBack>
      <AdminMonthlyBadgesPage />
    </AwayAndBack>
  ),
  play: async ({ canvas, userEvent }) => {
    const first = await firstCard(canvas);
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `Edit ${name}` }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), ' Again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Go elsewhere' }));
    deleteElsewhere(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));

    await expect(await canvas.findByRole('button', { name: 'New Badge' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('article', { name })).toBeNull());
    await expect(canvas.getAllByRole('article')).toHaveLength(db.tables.monthlyBadges.length);
    await expect(canvas.queryByRole('form', { name: badgeForm })).toBeNull();
    // nothing is kept for a next return either
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('button', { name: 'New Badge' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: badgeForm })).toBeNull();
  },
};

/**
 * Names and descriptions an admin wrote: a 200-letter word, Arabic and Hebrew with emoji, emoji
 * alone. They wrap inside their cards, never wider than the page, each in its own direction.
 */
export const HostileNames: Story = {
  loaders: [
    () => {
      const words = [
        hostile.longWord,
        `${hostile.arabic} ${hostile.emoji} Warrior`,
        hostile.hebrew,
        hostile.emoji,
        `${hostile.longWord} ${hostile.longWord}`,
      ];
      db.tables.monthlyBadges.forEach((row, index) =>
        Object.assign(row, {
          name: words[index % words.length] ?? row.name,
          description: words[(index + 2) % words.length] ?? row.description,
        }),
      );
    },
  ],
  play: async ({ canvas }) => {
    await listLoaded(canvas);
    // the names are dealt in turn, so each shows on more than one card
    const [rightToLeft] = canvas.getAllByRole('heading', {
      name: `${hostile.arabic} ${hostile.emoji} Warrior`,
    });
    await expect(rightToLeft?.matches(':dir(rtl)')).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
