import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type FormEvent } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Button } from '../Button/Button';
import { Field } from './Field';
import * as styles from './Field.css';
import { useFocusFirstInvalid, useFocusFirstInvalidOnCheck } from './useFocusFirstInvalid';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/Field',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Field,
  args: {
    label: 'Group name',
    children: (control) => <input className={styles.control()} {...control} />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Members see this name in their group list.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Group name' });
    await expect(input).toHaveAccessibleDescription('Members see this name in their group list.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithErrorAndRequired: Story = {
  args: {
    required: true,
    description: 'Members see this name in their group list.',
    error: 'Group name is required',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Group name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Members see this name in their group list. Group name is required',
    );
  },
};

const REQUIRED = 'Group name is required';
const TAKEN = 'A group with this name already exists';

/**
 * A one-field form as the app's forms are: its own check refuses an empty name, and a save the
 * server refuses (here, any name) shows the server's message under the field.
 */
function GroupNameForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string } | null>(null);
  const checkStopped = useFocusFirstInvalidOnCheck(formRef);
  useFocusFirstInvalid(formRef, refusal);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setProblem(REQUIRED);
      checkStopped();
      return;
    }
    // the server's answer comes a moment later
    setTimeout(() => setRefusal({ message: TAKEN }), 50);
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Create Group">
      <Stack gap="sm" align="flex-start">
        <Field label="Group name" required error={problem ?? refusal?.message}>
          {(control) => (
            <input
              className={styles.control()}
              {...control}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(null);
                setRefusal(null);
              }}
            />
          )}
        </Field>
        <Button type="submit">Create Group</Button>
      </Stack>
    </form>
  );
}

/** What the page's live regions say now; a region hidden from assistive technology says nothing. */
const spoken = () =>
  Array.from(document.querySelectorAll('[aria-live], [role="status"]'), (region) =>
    region.closest('[aria-hidden="true"]') ? '' : (region.textContent ?? ''),
  );

/** The node a live region says `text` with, if one does. */
const saying = (text: string) =>
  Array.from(document.querySelectorAll('[aria-live] *, [role="status"] *')).find(
    (node) => node.textContent === text,
  ) ?? null;

/**
 * Enter in the empty field: its check refuses, focus is already there, and the message is said in
 * a polite live region (no focus event would read it). Enter again says it again.
 */
export const RefusedFromTheFieldIsSaid: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <GroupNameForm />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Group name' });
    await userEvent.click(input);
    await expect(spoken()).not.toContain(REQUIRED);
    await userEvent.keyboard('{Enter}');
    await expect(input).toBeInvalid();
    await expect(input).toHaveFocus();
    await waitFor(() => expect(spoken()).toContain(REQUIRED));
    // a second Enter is a second saying: a new one in the region, not the first left standing
    const first = saying(REQUIRED);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saying(REQUIRED)).not.toBe(first));
    await waitFor(() => expect(spoken()).toContain(REQUIRED));
  },
};

/** The server refuses the name she sent with Enter: its message is said as the form's own is. */
export const ServerRefusalFromTheFieldIsSaid: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <GroupNameForm />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Group name' });
    await userEvent.type(input, 'Morning Runners{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(TAKEN));
    await expect(input).toHaveFocus();
    await waitFor(() => expect(spoken()).toContain(TAKEN));
  },
};

/**
 * Pressing the button: focus moves to the field, whose message is read with it, and is not said a
 * second time in a live region. Moving on clears what was said.
 */
export const RefusedFromTheButtonMovesFocus: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <GroupNameForm />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Group name' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Group' }));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(REQUIRED);
    // a moment later still nothing said: the focus move read it
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(spoken()).not.toContain(REQUIRED);
  },
};
