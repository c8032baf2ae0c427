import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminFormEvent, selectAdminFormView } from '@reprally/machines';
import { forgetDraft, keepDraft, keptDraft } from '../../../api/kept-draft';

/** An admin form left open: which item it edits (null for a new one) and its values. */
type KeptAdminForm<Values> = { editingId: number | null; values: Values };

/**
 * An admin item's form (a challenge, a monthly badge) the admin leaves for another page waits
 * for her, as a member's forms do: coming back, the form is open again, on the same item, with
 * her values, replayed into the form's machine as her own presses and typing sent them ('New'
 * or 'Edit', then the change). Kept only once she has changed something; saved or cancelled, it
 * is forgotten. An edited item that is gone meanwhile leaves nothing to come back to.
 */
export function useKeptAdminForm<Item extends { id?: number }, Values>(
  name: string,
  {
    form,
    context: { values, editingId },
    items,
    send,
    spec,
  }: {
    form: ReturnType<typeof selectAdminFormView>;
    /** The form machine's values and the item it edits. */
    context: { values: Values; editingId: number | null };
    /** The screen's items, once loaded: an edit is reopened on its item. */
    items: readonly Item[] | undefined;
    send: (event: AdminFormEvent<Item, Values>) => void;
    /** What the form opens with: a new item's defaults, an edited one's values. */
    spec: { defaults: Values; fromItem: (item: Item) => Values };
  },
  /** False when the screen starts from a given state (stories). */
  restore: boolean,
) {
  const client = useQueryClient();
  const restored = useRef(!restore);
  useEffect(() => {
    if (restored.current) return;
    const kept = keptDraft<KeptAdminForm<Values>>(client, name);
    if (!kept) {
      restored.current = true;
      return;
    }
    const { editingId: keptId, values: keptValues } = kept.value;
    if (keptId === null) {
      send({ type: 'NEW' });
    } else {
      // an edit waits for the list, to open on its item
      if (!items) return;
      const item = items.find((candidate) => candidate.id === keptId);
      if (!item) {
        restored.current = true;
        forgetDraft(client, name);
        return;
      }
      send({ type: 'EDIT', item });
    }
    send({ type: 'CHANGE', values: keptValues });
    restored.current = true;
  }, [client, items, name, send]);

  useEffect(() => {
    if (!restored.current) return;
    // closed: saved, cancelled, or (for a moment) reopening from the draft, kept again next
    if (!form.formOpen) {
      forgetDraft(client, name);
      return;
    }
    if (form.submitting) return;
    const item = editingId === null ? undefined : items?.find(({ id }) => id === editingId);
    const opened = editingId === null ? spec.defaults : item && spec.fromItem(item);
    // a form left as it opened keeps nothing
    if (opened !== undefined && JSON.stringify(values) === JSON.stringify(opened)) {
      forgetDraft(client, name);
    } else {
      keepDraft<KeptAdminForm<Values>>(client, name, { editingId, values });
    }
  }, [client, editingId, form.formOpen, form.submitting, items, name, spec, values]);
}
