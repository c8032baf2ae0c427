import { useRef, useState, type ReactNode } from 'react';
import type { AdminFormEvent, selectAdminFormView } from '@reprally/machines';
import { Box } from '../../../layout/Box';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { EmptyState } from '../../../primitives/EmptyState';
import { removalFocusItem, useRemovalFocus } from '../../../primitives/RemovalFocus';
import { Spinner } from '../../../primitives/Spinner';
import { AdminError } from '../AdminError';
import type { AdminFormOpener } from '../AdminFormCard';
import type { AdminItemCardActions } from '../AdminItemCard';
import { plainList } from '../admin.css';
import type { AdminLoadRetry } from '../useAdminLoadRetry';

/** The texts of one admin catalogue, as the screen words them. */
export type AdminCatalogueTexts = {
  /** The red box's text when the failure carries no message ('Failed to fetch admin challenges'). */
  loadFailed: string;
  /** Beside the spinner while the list loads ('Loading challenges...'). */
  loading: string;
  /** The empty list's heading ('No challenges found.'). */
  empty: string;
  /** The empty list's button while no form is open ('Create Your First Challenge'). */
  createFirst: string;
  /**
   * The delete confirmation's title when the item is not known ('Delete challenge?'); the item
   * her Delete asked about is named instead ('Delete Spring Sprint?'). Under it, the question.
   */
  deleteTitle: string;
  confirmDelete: string;
};

/** Asked by another item's Edit while the open form holds changes she has not saved. */
export const DISCARD_TITLE = 'Discard your changes?';
export const DISCARD_MESSAGE = 'What you changed in the form will be lost.';

export type AdminCatalogueProps<Item extends { id: number; name: string }, Values> = {
  /** Every item; undefined while loading. */
  items?: readonly Item[];
  /**
   * Why the list could not be read, in a red box: in place of the list while none has been read,
   * else above the list read before, which stays.
   */
  loadError?: unknown;
  /** The failed list can be asked for again: 'Try Again' under the red box. */
  loadRetry?: AdminLoadRetry;
  texts: AdminCatalogueTexts;
  /** What the form machine shows: open or not, a request running (the cards' actions wait), the delete under way. */
  form: ReturnType<typeof selectAdminFormView>;
  /** Sends an event to the form machine. */
  send: (event: AdminFormEvent<Item, Values>) => void;
  /**
   * The form is being opened from one of the list's controls (a card's Edit, 'Create Your First
   * ...'), just before the event is sent: focus goes back there when it closes.
   */
  onOpen?: (from: AdminFormOpener) => void;
  /** One item's card, given its Edit and Delete. */
  card: (item: Item, actions: AdminItemCardActions<Item>) => ReactNode;
};

const cardColumns = { mobile: 1, tablet: 2, desktop: 3 } as const;

/**
 * The list part of an admin screen of items (site-wide challenges, monthly badges): the red box
 * when the list could not be read (with 'Try Again' when it can be asked for again), a spinner
 * while it loads, the empty state (with a button to create the first item while no form is open),
 * or the items as a grid of cards. A list shows its failure in place of its content only when it
 * has nothing to show: a list read before stays, under the failure to read it again. And the delete
 * confirmation, which stays open, busy, until the delete has gone through. A card's Delete and
 * Edit work while the form is open: the form stays as she left it behind the delete's question,
 * and another item's Edit over changes she has not saved asks 'Discard your changes?' first.
 */
export function AdminCatalogue<Item extends { id: number; name: string }, Values>({
  items,
  loadError,
  loadRetry,
  texts,
  form,
  send,
  onOpen,
  card,
}: AdminCatalogueProps<Item, Values>) {
  // the Edit that asked to discard her changes: the form it opens gives focus back there
  const [discardAsker, setDiscardAsker] = useState<HTMLButtonElement | null>(null);
  // the item whose Delete was pressed, named by the confirmation as it asks and while it deletes
  const [deleteAsked, setDeleteAsked] = useState<Item | null>(null);
  const actions: AdminItemCardActions<Item> = {
    actionsDisabled: form.busy,
    onEdit: (item, button) => {
      // over changes to another item the machine asks first, and the form opens only on Discard
      if (form.unsavedChanges && item.id !== form.editingId) setDiscardAsker(button);
      else onOpen?.({ current: button });
      send({ type: 'EDIT', item });
    },
    onDelete: (item) => {
      setDeleteAsked(item);
      send({ type: 'DELETE', id: item.id });
    },
  };
  // a deleted item's card leaves with the Delete button that had focus: the card that takes its
  // place takes focus, or, when the list is left empty, its 'Create Your First ...' button
  const createFirst = useRef<HTMLButtonElement>(null);
  const { listRef, recover } = useRemovalFocus(
    (items ?? []).map((item) => item.id),
    () => createFirst.current,
  );
  const failure = loadError ? (
    <AdminError error={loadError} fallback={texts.loadFailed} retry={loadRetry} />
  ) : null;
  return (
    <>
      {failure}
      {items === undefined ? (
        failure ? null : (
          <Spinner label={texts.loading} showLabel />
        )
      ) : items.length === 0 ? (
        // a page with nothing to list says so in a card, where its cards would stand
        <Card>
          <EmptyState
            title={texts.empty}
            titleLevel={2}
            action={
              form.formOpen ? undefined : (
                <Button
                  ref={createFirst}
                  disabled={form.busy}
                  onClick={() => {
                    onOpen?.(createFirst);
                    send({ type: 'NEW' });
                  }}
                >
                  {texts.createFirst}
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <Box
          as="ul"
          ref={listRef}
          className={plainList}
          display="grid"
          gridTemplateColumns={cardColumns}
          gap="md"
        >
          {items.map((item) => (
            <li key={item.id} {...removalFocusItem(item.id)}>
              {card(item, actions)}
            </li>
          ))}
        </Box>
      )}
      <ConfirmDialog
        // the spec's question says 'this challenge': the title above it names the item, in its
        // name's own direction
        title={
          deleteAsked ? (
            <>
              Delete <bdi>{deleteAsked.name}</bdi>?
            </>
          ) : (
            texts.deleteTitle
          )
        }
        message={texts.confirmDelete}
        open={form.confirmDelete !== null || form.deleting}
        onOpenChange={(open) => {
          if (!open && !form.deleting) send({ type: 'CANCEL_DELETE' });
        }}
        onConfirm={() => send({ type: 'CONFIRM_DELETE' })}
        confirmLabel="Delete"
        confirmingLabel="Deleting..."
        confirming={form.deleting}
        tone="danger"
        onOpenerGone={recover}
      />
      <ConfirmDialog
        title={DISCARD_TITLE}
        message={DISCARD_MESSAGE}
        open={form.confirmDiscard}
        onOpenChange={(open) => {
          if (!open) send({ type: 'CANCEL_DISCARD' });
        }}
        onConfirm={() => {
          onOpen?.({ current: discardAsker });
          send({ type: 'CONFIRM_DISCARD' });
        }}
        confirmLabel="Discard"
        cancelLabel="Keep Editing"
        tone="danger"
      />
    </>
  );
}
