import { useRef, useState } from 'react';
import type { MonthlyBadge } from '@reprally/api-client';
import {
  monthlyBadgeFormSpec,
  type AdminFormEvent,
  type FieldErrors,
  type MonthlyBadgeFormValues,
  type selectAdminFormView,
} from '@reprally/machines';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { adminPageTitle, MANAGE_MONTHLY_BADGES_TITLE } from '../admin-nav';
import { useKeptDraft } from '../../../api/kept-draft';
import { useClock } from '../../../clock/ClockProvider';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { unreadableInputs, useFocusFirstInvalidOnCheck } from '../../../primitives/Field';
import { NumberField } from '../../../primitives/NumberField';
import { PageHeader } from '../../../primitives/PageHeader';
import { Text } from '../../../primitives/Text';
import { countOf } from '../../../format/count';
import { monthNameOf } from '../../monthly-warriors/monthly-warriors';
import { AdminCatalogue, type AdminCatalogueTexts } from '../AdminCatalogue';
import { AdminRefusedPage } from '../AdminError';
import { AdminFeedback } from '../AdminFeedback';
import { isForbidden } from '../admin-errors';
import { useAdminLoadRetry, type AdminLoadRetry } from '../useAdminLoadRetry';
import { useKeptAdminForm, useOpenAdminForm } from '../AdminFormCard';
import { AdminMonthlyBadgeCard } from '../AdminMonthlyBadgeCard';
import { MonthlyBadgeForm } from '../MonthlyBadgeForm';
import type { AdminFormOptions } from '../useAdminChallengeForm';
import { useAdminMonthlyBadges } from '../useAdminMonthlyBadges';
import {
  EVALUATION_PERIOD_DRAFT,
  MONTHLY_BADGE_FORM_DRAFT,
  useMonthlyBadgeForm,
  type LastEvaluation,
} from '../useMonthlyBadgeForm';
import {
  FIRST_EVALUATION_YEAR,
  readEvaluationPeriod,
  type EvaluationField,
  type EvaluationFields,
} from './evaluation-period';

export const NO_ADMIN_MONTHLY_BADGES = 'No monthly badges found.';
export const LOADING_ADMIN_MONTHLY_BADGES = 'Loading monthly badges...';
/** The evaluation's card, and its form of Year, Month and 'Evaluate All Badges'. */
const BADGE_EVALUATION_TITLE = 'Badge Evaluation';

export type AdminMonthlyBadgesPageViewProps = {
  /** Every monthly badge; undefined while loading. */
  badges?: readonly MonthlyBadge[];
  /** Why the list could not be loaded, in a red box. */
  loadError?: unknown;
  /** The failed list can be asked for again: 'Try Again' under the red box. */
  loadRetry?: AdminLoadRetry;
  /** What the form machine shows: open or not, mode, busy, confirmation, banner. */
  form: ReturnType<typeof selectAdminFormView>;
  values: MonthlyBadgeFormValues;
  errors: FieldErrors<MonthlyBadgeFormValues>;
  /** The save the server refused on fields: focus moves to the first refused field, once. */
  refusal?: unknown;
  /** The last evaluation of this session, or null. */
  lastEvaluation?: LastEvaluation | null;
  /** Sends an event to the form machine. */
  send: (event: AdminFormEvent<MonthlyBadge, MonthlyBadgeFormValues>) => void;
};

const catalogueTexts: AdminCatalogueTexts = {
  loadFailed: 'Failed to fetch admin monthly badges',
  loading: LOADING_ADMIN_MONTHLY_BADGES,
  empty: NO_ADMIN_MONTHLY_BADGES,
  createFirst: 'Create Your First Monthly Badge',
  deleteTitle: 'Delete monthly badge?',
  confirmDelete: monthlyBadgeFormSpec.messages.confirmDelete,
};

/** 'Last evaluation for March 2026: 1 badge awarded.', the count written as counts are everywhere. */
function evaluationLine({ badgesAwarded, year, month }: LastEvaluation): string {
  const awarded = countOf(badgesAwarded, 'badge awarded', 'badges awarded');
  return `Last evaluation for ${monthNameOf(year, month)} ${year}: ${awarded}.`;
}

/** Year and Month as they open: both empty, the current month. */
const noPeriod: EvaluationFields = { year: '', month: '' };

/** The Year and Month inputs holding what they could not read ('e'). */
const unreadableFields = (inputs: Record<EvaluationField, HTMLInputElement | null>) =>
  unreadableInputs(['year', 'month'] as const, (field) => inputs[field]);

/**
 * 'Manage Monthly Badges': the badge definitions as cards with edit and delete, 'New Badge' and
 * the Badge Evaluation card while no form is open (Year, Month and 'Evaluate All Badges' as one
 * form: the evaluation for an optional year and month, both or neither, checked before it is
 * sent: a month that has started, from 2000 on), the form, the delete confirmation and the
 * feedback banner.
 */
export function AdminMonthlyBadgesPageView({
  badges,
  loadError,
  loadRetry,
  form,
  values,
  errors,
  refusal = null,
  lastEvaluation = null,
  send,
}: AdminMonthlyBadgesPageViewProps) {
  const { openForm, opened, newButton, banner, bannerTakesFocus } = useOpenAdminForm(form, {
    values,
    errors,
    refusal,
    send,
  });
  useDocumentTitle(adminPageTitle(MANAGE_MONTHLY_BADGES_TITLE));
  const clock = useClock();
  // the Year and Month wait for her while she is elsewhere in the app, until evaluated
  const [period, setPeriod] = useKeptDraft<EvaluationFields>(EVALUATION_PERIOD_DRAFT, noPeriod);
  const { year, month } = period;
  const [unreadable, setUnreadable] = useState<readonly EvaluationField[]>([]);
  const [showPeriodErrors, setShowPeriodErrors] = useState(false);
  const yearInput = useRef<HTMLInputElement>(null);
  const monthInput = useRef<HTMLInputElement>(null);
  const periodForm = useRef<HTMLFormElement>(null);
  const periodStopped = useFocusFirstInvalidOnCheck(periodForm);
  const reading = readEvaluationPeriod({ year, month }, clock.now(), unreadable);
  const periodErrors = showPeriodErrors && !reading.ok ? reading.errors : {};
  const readInputs = () =>
    setUnreadable(unreadableFields({ year: yearInput.current, month: monthInput.current }));
  const evaluate = () => {
    if (form.busy) return;
    const unreadableNow = unreadableFields({ year: yearInput.current, month: monthInput.current });
    setUnreadable(unreadableNow);
    const checked = readEvaluationPeriod({ year, month }, clock.now(), unreadableNow);
    if (!checked.ok) {
      setShowPeriodErrors(true);
      periodStopped();
      return;
    }
    setShowPeriodErrors(false);
    // year and month go along only when both are given; neither is the current month
    send(checked.period ? { type: 'EVALUATE', ...checked.period } : { type: 'EVALUATE' });
  };
  if (isForbidden(loadError)) {
    return (
      <AdminRefusedPage
        title={MANAGE_MONTHLY_BADGES_TITLE}
        error={loadError}
        fallback={catalogueTexts.loadFailed}
      />
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title={MANAGE_MONTHLY_BADGES_TITLE}
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
              New Badge
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
      {form.formOpen ? null : (
        <Card as="section" title={BADGE_EVALUATION_TITLE} titleSize="md">
          {/* the button with the Year and Month it reads, as one form: Enter in either evaluates */}
          <form
            ref={periodForm}
            noValidate
            aria-label={BADGE_EVALUATION_TITLE}
            onSubmit={(event) => {
              event.preventDefault();
              evaluate();
            }}
          >
            <Stack gap="sm">
              <Text tone="muted">
                Optionally choose a year and a month; with both empty, the current month is
                evaluated.
              </Text>
              <Inline gap="sm" align="flex-start">
                <NumberField
                  ref={yearInput}
                  label="Year"
                  integer
                  min={FIRST_EVALUATION_YEAR}
                  value={year}
                  onValueChange={(raw) => {
                    setPeriod((typed) => ({ ...typed, year: raw }));
                    readInputs();
                  }}
                  onBlur={readInputs}
                  error={periodErrors.year}
                />
                <NumberField
                  ref={monthInput}
                  label="Month"
                  integer
                  min={1}
                  max={12}
                  value={month}
                  onValueChange={(raw) => {
                    setPeriod((typed) => ({ ...typed, month: raw }));
                    readInputs();
                  }}
                  onBlur={readInputs}
                  error={periodErrors.month}
                />
              </Inline>
              <Inline>
                {/* another request of the page's on its way (a badge's save she came back to)
                    holds it, as it holds New Badge, Edit and Delete */}
                <Button
                  type="submit"
                  variant="secondary"
                  disabled={form.busy}
                  loading={form.evaluating}
                  loadingLabel="Evaluating..."
                >
                  Evaluate All Badges
                </Button>
              </Inline>
              {lastEvaluation ? <Text>{evaluationLine(lastEvaluation)}</Text> : null}
            </Stack>
          </form>
        </Card>
      )}
      {openForm ? <MonthlyBadgeForm {...openForm} /> : null}
      <AdminCatalogue
        items={badges}
        loadError={loadError}
        loadRetry={loadRetry}
        texts={catalogueTexts}
        form={form}
        send={send}
        onOpen={opened}
        card={(badge, actions) => <AdminMonthlyBadgeCard badge={badge} {...actions} />}
      />
    </Stack>
  );
}

export type AdminMonthlyBadgesPageProps = AdminFormOptions;

/** /admin/monthly-badges on the backend, with the monthly badge form machine bound to the api client. */
export function AdminMonthlyBadgesPage({ startFrom }: AdminMonthlyBadgesPageProps) {
  const list = useAdminMonthlyBadges();
  const { loadError, retry: loadRetry } = useAdminLoadRetry(list, catalogueTexts.loadFailed);
  const { snapshot, send, view, lastEvaluation } = useMonthlyBadgeForm({ startFrom });
  // a form she leaves for another page waits for her, open on the same item
  const waiting = useKeptAdminForm(
    MONTHLY_BADGE_FORM_DRAFT,
    { form: view, context: snapshot.context, list, send, spec: monthlyBadgeFormSpec },
    !startFrom,
  );
  return (
    <AdminMonthlyBadgesPageView
      badges={list.data}
      loadError={loadError}
      loadRetry={loadRetry}
      form={waiting ? { ...view, busy: true } : view}
      values={snapshot.context.values}
      errors={snapshot.context.errors}
      refusal={snapshot.context.refusedSave}
      lastEvaluation={lastEvaluation}
      send={send}
    />
  );
}
