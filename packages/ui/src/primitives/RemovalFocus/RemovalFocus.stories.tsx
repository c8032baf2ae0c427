import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { Text } from '../Text';
import { componentModes } from '../../foundations/modes';
import { removalFocusItem, useRemovalFocus } from './use-removal-focus';

const EXERCISES = ['Bench Press', 'Deadlift', 'Back Squat', 'Pull-ups'];

/**
 * How a removal reaches the list:
 * - 'at once': Remove takes the row away, with the button she pressed;
 * - 'removed while open': the row leaves while the confirmation is still open, busy (a list
 *   reloaded before the server's answer is in), so when the dialog closes, the Remove it would
 *   return focus to is gone;
 * - 'after close': the dialog closes first, returning focus to Remove, and the row leaves later
 *   (a list reloaded after the server answered).
 */
type Removal = 'at once' | 'removed while open' | 'after close';

function ExerciseList({ removal, delayMs = 0 }: { removal: Removal; delayMs?: number }) {
  const [exercises, setExercises] = useState(EXERCISES);
  const [asked, setAsked] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { listRef, recover } = useRemovalFocus(exercises, () => addButton.current);
  const remove = (name: string) => setExercises((shown) => shown.filter((n) => n !== name));
  const confirm = () => {
    if (asked === null) return;
    if (removal === 'after close') {
      setTimeout(() => remove(asked), delayMs);
      return;
    }
    remove(asked);
    return new Promise((resolve) => setTimeout(resolve, delayMs));
  };
  return (
    // room for the focus ring, which stands outside the row
    <Stack gap="md" padding="sm">
      {exercises.length === 0 ? (
        <Button ref={addButton} onClick={() => setExercises(EXERCISES)}>
          Add exercises
        </Button>
      ) : (
        <Stack
          as="ul"
          ref={listRef}
          gap="sm"
          aria-label="Exercises"
          style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 480 }}
        >
          {exercises.map((name) => (
            <li key={name} {...removalFocusItem(name)}>
              <Inline gap="sm" justify="space-between" padding="xs">
                <Text as="span">{name}</Text>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => (removal === 'at once' ? remove(name) : setAsked(name))}
                >
                  {`Remove ${name}`}
                </Button>
              </Inline>
            </li>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        title="Remove exercise?"
        message={`Remove ${asked ?? ''} from today's workout?`}
        confirmLabel="Remove"
        tone="danger"
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        onConfirm={confirm}
        onOpenerGone={recover}
      />
      <label>
        Notes <input type="text" />
      </label>
    </Stack>
  );
}

const meta = {
  title: 'Primitives/RemovalFocus',
  component: ExerciseList,
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  args: { removal: 'at once' },
} satisfies Meta<typeof ExerciseList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only the behaviour is under test: the list's picture is the first story's. */
const noPicture = { chromatic: { disableSnapshot: true } };

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Exercises' }))
    .getByText(name)
    .closest('li');

const confirmRemoval = async (user: { click: (element: Element) => Promise<void> }) => {
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove exercise?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

/**
 * From the keyboard: Remove takes its row away, and the row that took its place has focus (with
 * its ring), so the next Tab reaches that row's Remove instead of starting again at the page's top.
 * Twice, so the picture shows the ring.
 */
export const AtOnceFocusesTheNextRow: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Bench Press' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('Bench Press')).toBeNull());
    await expect(row('Deadlift')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Deadlift' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(row('Back Squat')).toHaveFocus();
    await expect(row('Back Squat')).toHaveStyle({ outlineStyle: 'solid' });
  },
};

/** The last row removed: the one before it takes focus. */
export const LastRowFocusesTheOneBefore: Story = {
  parameters: noPicture,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Pull-ups' }));
    await expect(row('Back Squat')).toHaveFocus();
  },
};

/** Every row removed: focus goes to what the list gives in their place. */
export const EmptyFocusesTheFallback: Story = {
  parameters: noPicture,
  play: async ({ canvas, userEvent }) => {
    for (const name of EXERCISES) {
      await userEvent.click(canvas.getByRole('button', { name: `Remove ${name}` }));
    }
    await expect(canvas.getByRole('button', { name: 'Add exercises' })).toHaveFocus();
  },
};

/**
 * The row leaves while the confirmation is still open and busy: when the dialog closes, the
 * Remove that opened it is gone, so the dialog hands focus to the list.
 */
export const RemovedWhileOpen: Story = {
  parameters: noPicture,
  args: { removal: 'removed while open', delayMs: 300 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Deadlift' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove exercise?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // gone from the list, the dialog still open
    await waitFor(() => expect(canvas.queryByText('Deadlift')).toBeNull());
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(row('Back Squat')).toHaveFocus());
  },
};

/**
 * The dialog closes first and returns focus to Remove; the row leaves later, with that button,
 * and the row that took its place takes focus.
 */
export const RemovedAfterClose: Story = {
  parameters: noPicture,
  args: { removal: 'after close', delayMs: 300 },
  play: async ({ canvas, userEvent }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Deadlift' });
    await userEvent.click(remove);
    await confirmRemoval(userEvent);
    await waitFor(() => expect(remove).toHaveFocus());
    await waitFor(() => expect(canvas.queryByText('Deadlift')).toBeNull());
    await expect(row('Back Squat')).toHaveFocus();
  },
};

/** She moved on before the row left (to the notes): focus stays where she put it. */
export const FocusMovedOnStays: Story = {
  parameters: noPicture,
  args: { removal: 'after close', delayMs: 600 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Deadlift' }));
    await confirmRemoval(userEvent);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await waitFor(() => expect(canvas.queryByText('Deadlift')).toBeNull());
    await expect(notes).toHaveFocus();
  },
};

/**
 * She moved on to the notes and then out of them (to the page) before the row left: the row's
 * leaving is not hers to follow, and focus is not pulled back into the list.
 */
export const MovedOnIsNotPulledBack: Story = {
  parameters: noPicture,
  args: { removal: 'after close', delayMs: 600 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Deadlift' }));
    await confirmRemoval(userEvent);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Notes' }));
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(canvas.queryByText('Deadlift')).toBeNull());
    await expect(row('Back Squat')).not.toHaveFocus();
    await expect(document.body).toHaveFocus();
  },
};

/**
 * She pressed the page's empty space before the row left: focus went to the page with no field
 * to take it, and the row's leaving does not pull it back into the list.
 */
export const PressedAwayIsNotPulledBack: Story = {
  parameters: noPicture,
  args: { removal: 'after close', delayMs: 600 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Deadlift' });
    await userEvent.click(remove);
    await confirmRemoval(userEvent);
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.click(canvasElement);
    await expect(document.body).toHaveFocus();
    await waitFor(() => expect(canvas.queryByText('Deadlift')).toBeNull());
    await expect(row('Back Squat')).not.toHaveFocus();
    await expect(document.body).toHaveFocus();
  },
};
