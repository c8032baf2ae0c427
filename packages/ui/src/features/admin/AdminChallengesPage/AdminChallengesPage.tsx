import type { AdminChallenge } from '@reprally/api-client';
import {
  challengeFormSpec,
  type AdminFormEvent,
  type ChallengeFormValues,
  type FieldErrors,
  type selectAdminFormView,
} from '@reprally/machines';
import { adminScreenTitle, useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { EmptyState } from '../../../primitives/EmptyState';
import { PageHeader } from '../../../primitives/PageHeader';
import { Spinner } from '../../../primitives/Spinner';
import { AdminChallengeCard } from '../AdminChallengeCard';
import { AdminError } from '../AdminError';
import { AdminFeedback } from '../AdminFeedback';
import { ChallengeForm } from '../ChallengeForm';
import { plainList } from '../admin.css';
import { useAdminChallengeForm, type AdminFormOptions } from '../useAdminChallengeForm';
import { useAdminChallenges } from '../useAdminChallenges';

export const MANAGE_CHALLENGES_TITLE = 'Manage Challenges';
export const NO_ADMIN_CHALLENGES = 'No challenges found.';
export const LOADING_ADMIN_CHALLENGES = 'Loading challenges...';

export type AdminChallengesPageViewProps = {
  /** Every site-wide challenge; undefined while loading. */
  challenges?: readonly AdminChallenge[];
  /** Why the list could not be loaded ('Failed to fetch admin challenges: 500'), in a red box. */
  loadError?: unknown;
  /** What the form machine shows: open or not, mode, busy, confirmation, banner. */
  form: ReturnType<typeof selectAdminFormView>;
  values: ChallengeFormValues;
  errors: FieldErrors<ChallengeFormValues>;
  /** The save the server refused on fields: focus moves to the first refused field, once. */
  refusal?: unknown;
  /** Sends an event to the form machine. */
  send: (event: AdminFormEvent<AdminChallenge, ChallengeFormValues>) => void;
};

const cardColumns = { mobile: 1, tablet: 2, desktop: 3 } as const;

/**
 * 'Manage Challenges': the site-wide challenges as cards with edit and delete, a 'New Challenge'
 * button while no form is open, the create/edit form, the delete confirmation and the banner
 * telling how the last change went.
 */
export function AdminChallengesPageView({
  challenges,
  loadError,
  form,
  values,
  errors,
  refusal = null,
  send,
}: AdminChallengesPageViewProps) {
  useDocumentTitle(adminScreenTitle(MANAGE_CHALLENGES_TITLE));
  const busy = form.submitting || form.deleting;
  return (
    <Stack gap="lg">
      <PageHeader
        title={MANAGE_CHALLENGES_TITLE}
        actions={
          form.formOpen ? undefined : (
            <Button onClick={() => send({ type: 'NEW' })}>New Challenge</Button>
          )
        }
      />
      <AdminFeedback
        feedback={form.feedback}
        onDismiss={() => send({ type: 'DISMISS_FEEDBACK' })}
      />
      {form.formOpen && form.mode ? (
        <ChallengeForm
          mode={form.mode}
          values={values}
          errors={errors}
          submitting={form.submitting}
          refusal={refusal}
          onChange={(changed) => send({ type: 'CHANGE', values: changed })}
          onSubmit={() => send({ type: 'SUBMIT' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      ) : null}
      {loadError ? (
        <AdminError error={loadError} fallback="Failed to fetch admin challenges" />
      ) : challenges === undefined ? (
        <Spinner label={LOADING_ADMIN_CHALLENGES} showLabel />
      ) : challenges.length === 0 ? (
        <EmptyState
          title={NO_ADMIN_CHALLENGES}
          titleLevel={2}
          action={
            form.formOpen ? undefined : (
              <Button onClick={() => send({ type: 'NEW' })}>Create Your First Challenge</Button>
            )
          }
        />
      ) : (
        <Box
          as="ul"
          className={plainList}
          display="grid"
          gridTemplateColumns={cardColumns}
          gap="md"
        >
          {challenges.map((challenge) => (
            <li key={challenge.id}>
              <AdminChallengeCard
                challenge={challenge}
                actionsDisabled={busy}
                onEdit={(item) => send({ type: 'EDIT', item })}
                onDelete={(item) => send({ type: 'DELETE', id: item.id })}
              />
            </li>
          ))}
        </Box>
      )}
      <ConfirmDialog
        title="Delete challenge?"
        message={challengeFormSpec.messages.confirmDelete}
        open={form.confirmDelete !== null || form.deleting}
        onOpenChange={(open) => {
          if (!open && !form.deleting) send({ type: 'CANCEL_DELETE' });
        }}
        onConfirm={() => send({ type: 'CONFIRM_DELETE' })}
        confirmLabel="Delete"
        confirmingLabel="Deleting..."
        confirming={form.deleting}
        tone="danger"
      />
    </Stack>
  );
}

export type AdminChallengesPageProps = AdminFormOptions;

/** /admin/challenges on the backend, with the challenge form machine bound to the api client. */
export function AdminChallengesPage({ startFrom }: AdminChallengesPageProps) {
  const list = useAdminChallenges();
  const { snapshot, send, view } = useAdminChallengeForm({ startFrom });
  return (
    <AdminChallengesPageView
      challenges={list.data}
      loadError={list.error}
      form={view}
      values={snapshot.context.values}
      errors={snapshot.context.errors}
      refusal={snapshot.context.refusedSave}
      send={send}
    />
  );
}
