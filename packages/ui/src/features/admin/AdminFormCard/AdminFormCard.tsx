import { useEffect, useRef, type ReactNode } from 'react';
import type { AdminFormEvent, FieldErrors, selectAdminFormView } from '@reprally/machines';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { useFocusFirstInvalid, useFocusFirstInvalidOnCheck } from '../../../primitives/Field';
import { focusInView } from '../../../primitives/RemovalFocus';
import { useAdminFormFocus } from './admin-form-focus';

/** What an admin item's form (a challenge, a monthly badge) takes from its screen. */
export type AdminFormProps<Values> = {
  /** 'create' for a new item, 'edit' for a card being changed (prefilled). */
  mode: 'create' | 'edit';
  values: Values;
  errors?: FieldErrors<Values>;
  /** The request is under way: Create/Update is busy and refuses presses. */
  submitting?: boolean;
  /** The save the server refused on fields (messages in `errors`): focus moves to the first. */
  refusal?: unknown;
  /**
   * A new value each time she opens the form (New, an item's Edit): focus moves to its first
   * field, with the form in the window. Falsy while she has not opened it (a form reopened from a
   * kept draft, a story's starting state).
   */
  takeFocus?: unknown;
  onChange: (values: Partial<Values>) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

/**
 * The props of an admin screen's form as its machine shows it, or null while no form is open:
 * the mode, the values and field errors, busy while saving, and its changes, Create or Update and
 * Cancel sent to the machine.
 */
export function openAdminForm<Item, Values>(
  form: ReturnType<typeof selectAdminFormView>,
  {
    values,
    errors,
    refusal,
    takeFocus,
    send,
  }: {
    values: Values;
    errors: FieldErrors<Values>;
    refusal: unknown;
    takeFocus?: unknown;
    send: (event: AdminFormEvent<Item, Values>) => void;
  },
): AdminFormProps<Values> | null {
  if (!form.formOpen || !form.mode) return null;
  return {
    mode: form.mode,
    values,
    errors,
    submitting: form.submitting,
    refusal,
    takeFocus,
    onChange: (changed) => send({ type: 'CHANGE', values: changed }),
    onSubmit: () => send({ type: 'SUBMIT' }),
    onCancel: () => send({ type: 'CANCEL' }),
  };
}

/**
 * `openAdminForm` with focus around it (`useAdminFormFocus`): the form's props, or null, and what
 * the screen wires to its 'New ...' button, its items' Edit and its feedback banner.
 */
export function useOpenAdminForm<Item, Values>(
  form: ReturnType<typeof selectAdminFormView>,
  fields: Omit<Parameters<typeof openAdminForm<Item, Values>>[1], 'takeFocus'>,
) {
  // opening the form takes focus into it; closing it gives focus back to what opened it
  const { opening, ...focus } = useAdminFormFocus(form);
  return { openForm: openAdminForm(form, { ...fields, takeFocus: opening }), ...focus };
}

/** A control she can fill in or press, as Tab reaches it. */
const FIELD =
  'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

export type AdminFormCardProps = Pick<
  AdminFormProps<unknown>,
  'mode' | 'submitting' | 'refusal' | 'takeFocus' | 'onSubmit' | 'onCancel'
> & {
  /** The card's heading, which also names the form ('New Challenge', 'Edit Monthly Badge'). */
  title: string;
  /** The form's fields, in order. */
  children: ReactNode;
};

/**
 * The card an admin item's form sits in: its heading naming the form, the fields, then Create
 * or Update and Cancel ('Creating...' or 'Updating...' while the request runs, Cancel refusing
 * presses meanwhile). The browser's own checks are off: the form machine checks the fields. When
 * its checks stop a submit, or the server refuses a save on fields, focus moves to the first
 * field marked invalid, which reads its message. Opened by her,
 * focus moves to its first field and the card into the window, wherever she pressed.
 */
export function AdminFormCard({
  title,
  mode,
  submitting = false,
  refusal = null,
  takeFocus = null,
  onSubmit,
  onCancel,
  children,
}: AdminFormCardProps) {
  const cardRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusal);
  // a submit the form's own checks stopped takes her to the first field they marked
  const checkStopped = useFocusFirstInvalidOnCheck(formRef);
  useEffect(() => {
    if (!takeFocus || !cardRef.current) return;
    const field = formRef.current?.querySelector<HTMLElement>(FIELD);
    if (field) focusInView(field, cardRef.current);
  }, [takeFocus]);
  return (
    <Card ref={cardRef} as="section" title={title} titleSize="md">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
          checkStopped();
        }}
        aria-label={title}
      >
        <Stack gap="md">
          {children}
          <Inline gap="sm">
            <Button
              type="submit"
              loading={submitting}
              loadingLabel={mode === 'create' ? 'Creating...' : 'Updating...'}
            >
              {mode === 'create' ? 'Create' : 'Update'}
            </Button>
            {/* after the submit, outlined, as in the app's other forms */}
            <Button variant="secondary" disabled={submitting} onClick={onCancel}>
              Cancel
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
