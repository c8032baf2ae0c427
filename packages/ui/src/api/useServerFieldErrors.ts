import { useState, type RefObject } from 'react';
import { serverFieldErrors } from '@reprally/machines';
import { useFocusFirstInvalid } from '../primitives/Field';

export type ServerFieldErrorsOfForm<Field extends string> = {
  /**
   * The failure named at least one of the form's fields: its messages show under those fields
   * and the form's usual failure text stays hidden.
   */
  onFields: boolean;
  /** The server's message for `field`, until the member edits that field. */
  errorOf: (field: Field) => string | undefined;
  /** The member edited these fields: their server messages go. */
  clear: (...fields: Field[]) => void;
};

type Edited<Field extends string> = { failure: unknown; fields: readonly Field[] };

/**
 * A save the server refused naming some of the form's fields shows each message under its field
 * and moves focus to the first invalid field; any other failure is left to the form's usual
 * failure text.
 *
 * `failure` is the failed save's error itself (e.g. a mutation's `error`, or the reason a save
 * rejected with), null while there is none: a new failure is a new refusal. `fields` maps the
 * request's paths onto the form's fields; paths it lacks are ignored. `container` holds the
 * form's controls.
 */
export function useServerFieldErrors<Field extends string>(
  failure: unknown,
  fields: Readonly<Record<string, Field>>,
  container: RefObject<HTMLElement | null>,
): ServerFieldErrorsOfForm<Field> {
  const named =
    failure === null || failure === undefined ? null : serverFieldErrors(failure, fields);
  const [edited, setEdited] = useState<Edited<Field>>({ failure: null, fields: [] });
  // the fields edited since this failure; a new failure starts with none
  const editedNow = edited.failure === failure ? edited.fields : [];
  useFocusFirstInvalid(container, named ? failure : null);

  return {
    onFields: named !== null,
    errorOf: (field) => (editedNow.includes(field) ? undefined : named?.[field]),
    clear: (...changed) => {
      const fresh = changed.filter(
        (field) => named?.[field] !== undefined && !editedNow.includes(field),
      );
      if (fresh.length === 0) return;
      setEdited((before) => {
        const kept = before.failure === failure ? before.fields : [];
        return { failure, fields: [...kept, ...fresh.filter((field) => !kept.includes(field))] };
      });
    },
  };
}
