import type { AdminChallenge } from '@reprally/api-client';
import {
  challengeFormSpec,
  type AdminFormEvent,
  type ChallengeFormValues,
  type FieldErrors,
  type selectAdminFormView,
} from '@reprally/machines';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { adminPageTitle, MANAGE_CHALLENGES_TITLE } from '../admin-nav';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { PageHeader } from '../../../primitives/PageHeader';
import { AdminCatalogue, type AdminCatalogueTexts } from '../AdminCatalogue';
import { AdminChallengeCard } from '../AdminChallengeCard';
import { AdminRefusedPage } from '../AdminError';
import { AdminFeedback } from '../AdminFeedback';
import { isForbidden } from '../admin-errors';
import { useAdminLoadRetry, type AdminLoadRetry } from '../useAdminLoadRetry';
import { useKeptAdminForm, useOpenAdminForm } from '../AdminFormCard';
import { ChallengeForm } from '../ChallengeForm';
import {
  CHALLENGE_FORM_DRAFT,
  useAdminChallengeForm,
  type AdminFormOptions,
} from '../useAdminChallengeForm';
import { useAdminChallenges } from '../useAdminChallenges';

export const NO_ADMIN_CHALLENGES = 'No challenges found.';
export const LOADING_ADMIN_CHALLENGES = 'Loading challenges...';

export type AdminChallengesPageViewProps = {
  /** Every site-wide challenge; undefined while loading. */
  challenges?: readonly AdminChallenge[];
  /** Why the list could not be loaded ('Failed to fetch admin challenges: 500'), in a red box. */
  loadError?: unknown;
  /** The failed list can be asked for again: 'Try Again' under the red box. */
  loadRetry?: AdminLoadRetry;
  /** What the form machine shows: open or not, mode, busy, confirmation, banner. */
  form: ReturnType<typeof selectAdminFormView>;
  values: ChallengeFormValues;
  errors: FieldErrors<ChallengeFormValues>;
  /** The save the server refused on fields: focus moves to the first refused field, once. */
  refusal?: unknown;
  /** Sends an event to the form machine. */
  send: (event: AdminFormEvent<AdminChallenge, ChallengeFormValues>) => void;
};

const catalogueTexts: AdminCatalogueTexts = {
  loadFailed: 'Failed to fetch admin challenges',
  loading: LOADING_ADMIN_CHALLENGES,
  empty: NO_ADMIN_CHALLENGES,
  createFirst: 'Create Your First Challenge',
  deleteTitle: 'Delete challenge?',
  confirmDelete: challengeFormSpec.messages.confirmDelete,
};

/**
 * 'Manage Challenges': the site-wide challenges as cards with edit and delete, a 'New Challenge'
 * button while no form is open, the create/edit form, the delete confirmation and the banner
 * telling how the last change went.
 */
export function AdminChallengesPageView({
  challenges,
  loadError,
  loadRetry,
  form,
  values,
  errors,
  refusal = null,
  send,
}: AdminChallengesPageViewProps) {
  const { openForm, opened, newButton, banner, bannerTakesFocus } = useOpenAdminForm(form, {
    values,
    errors,
    refusal,
    send,
  });
  useDocumentTitle(adminPageTitle(MANAGE_CHALLENGES_TITLE));
  if (isForbidden(loadError)) {
    return (
      <AdminRefusedPage
        title={MANAGE_CHALLENGES_TITLE}
        error={loadError}
        fallback={catalogueTexts.loadFailed}
      />
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title={MANAGE_CHALLENGES_TITLE}
        actions={
          form.formOpen ? undefined : (
            <Button
              ref={newButton}
              disabled={form.busy}
              onClick={() => {
                opened(newButton);
                send({ type: 'NEW' });
              }}
            >
              New Challenge
            </Button>
          )
        }
      />
      <AdminFeedback
        ref={banner}
        takesFocus={bannerTakesFocus}
        feedback={form.feedback}
        onDismiss={() => send({ type: 'DISMISS_FEEDBACK' })}
      />
      {openForm ? <ChallengeForm {...openForm} /> : null}
      <AdminCatalogue
        items={challenges}
        loadError={loadError}
        loadRetry={loadRetry}
        texts={catalogueTexts}
        form={form}
        send={send}
        onOpen={opened}
        card={(challenge, actions) => <AdminChallengeCard challenge={challenge} {...actions} />}
      />
    </Stack>
  );
}

export type AdminChallengesPageProps = AdminFormOptions;

/** /admin/challenges on the backend, with the challenge form machine bound to the api client. */
export function AdminChallengesPage({ startFrom }: AdminChallengesPageProps) {
  const list = useAdminChallenges();
  const { loadError, retry: loadRetry } = useAdminLoadRetry(list, catalogueTexts.loadFailed);
  const { snapshot, send, view } = useAdminChallengeForm({ startFrom });
  // a form she leaves for another page waits for her, open on the same item
  const waiting = useKeptAdminForm(
    CHALLENGE_FORM_DRAFT,
    { form: view, context: snapshot.context, list, send, spec: challengeFormSpec },
    !startFrom,
  );
  return (
    <AdminChallengesPageView
      challenges={list.data}
      loadError={loadError}
      loadRetry={loadRetry}
      form={waiting ? { ...view, busy: true } : view}
      values={snapshot.context.values}
      errors={snapshot.context.errors}
      refusal={snapshot.context.refusedSave}
      send={send}
    />
  );
}
