import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  goalProgress,
  monthlyGoalMachine,
  type MonthlyGoalData,
  type MonthlyGoalInput,
  type SaveGoalRequest,
} from '@reprally/machines';
import { useApiClient } from '../../../api/ApiClientProvider';
import { forgetDraft, keepDraft, keptDraft } from '../../../api/kept-draft';
import { draftSent, followLeftPress, keptFailure, sendFromMachine } from '../../../api/sent-press';
import { queryKeys } from '../../../api/query-keys';
import { readAgain } from '../../../api/read-again';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { useFocusFirstInvalid, useFocusFirstInvalidOnCheck } from '../../../primitives/Field';
import { focusIsLost, useSwapFocus } from '../../../primitives/RemovalFocus';
import { InlineError } from '../../../primitives/InlineError';
import { NumberField } from '../../../primitives/NumberField';
import { ProgressBar, ProgressBarPlaceholder } from '../../../primitives/ProgressBar';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { useHeardAfterArrival } from '../../../primitives/live/region-known';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { formatCount, workoutCountText } from '../../../format/count';
import { vars } from '../../../theme/vars.css';
import { visuallyHidden } from '../../../theme/visually-hidden.css';
import { TRY_AGAIN } from '../../errors/LoadFailure';
import { monthOf, monthTitle } from '../../activity/calendar-day';
import { useLocalCalendar } from '../../activity/use-local-calendar';
import { monthlyGoalQuery } from '../useMonthlyGoal';
import { monthlyWarriorsQuery, useMonthlyWarriors } from '../useMonthlyWarriors';

export const GOAL_TITLE = 'Monthly Goal';
export const GOAL_LABEL = 'Target workouts this month';
/** Said to a screen reader once a goal is saved: the card shows it to the eye. */
export const GOAL_SAVED = 'Goal saved.';

/** What the card shows: one state of the monthly goal flow. */
export const monthlyGoalCardStatuses = [
  'loading',
  'loadFailed',
  'unset',
  'editing',
  'saving',
  'set',
] as const;
export type MonthlyGoalCardStatus = (typeof monthlyGoalCardStatuses)[number];

export type MonthlyGoalCardViewProps = {
  status: MonthlyGoalCardStatus;
  /** The month the goal is for, e.g. 'November 2026'. */
  monthLabel?: string;
  /** The goal; null while none is set. */
  targetWorkouts?: number | null;
  /** The member's workouts this month. */
  workoutCount?: number;
  /** The goal input's text, as typed. */
  draft?: string;
  /** Why the typed goal was not saved (not a whole number, below 1, or the server's message). */
  problem?: string | null;
  /** 'Failed to load goal data' or 'Failed to save goal'. */
  error?: string | null;
  /** The save the server refused the goal with: focus moves to the goal input, once. */
  refusal?: unknown;
  onDraftChange?: (draft: string) => void;
  onSave?: () => void;
  onEdit?: () => void;
  onCancel?: () => void;
  onRetry?: () => void;
};

/**
 * The monthly goal card: with no goal, an input (a whole number, at least 1); with a goal, the
 * month's progress ('N of M workouts') and an edit control; a congratulation once the month's
 * workouts reach the goal.
 */
export function MonthlyGoalCardView({
  status,
  monthLabel,
  targetWorkouts = null,
  workoutCount = 0,
  draft = '',
  problem = null,
  error = null,
  refusal = null,
  onDraftChange,
  onSave,
  onEdit,
  onCancel,
  onRetry,
}: MonthlyGoalCardViewProps) {
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusal);
  // a goal the card's own check refused takes focus to the input, as a refusal does
  const checked = useFocusFirstInvalidOnCheck(formRef);
  // the goal and its form replace each other: 'Edit Goal' focuses the input, and back
  const { editRef, willOpen: willEdit } = useSwapFocus(
    status === 'unset' || status === 'editing' || status === 'saving',
    () => formRef.current?.querySelector<HTMLInputElement>('input')?.focus(),
  );
  const saving = status === 'saving';
  // a save that landed is said from the moment the goal replaces the form until she edits again
  const [previousStatus, setPreviousStatus] = useState(status);
  const [saved, setSaved] = useState(false);
  const retry = useRetryKeepsFailure(status, error);
  if (status !== previousStatus) {
    setPreviousStatus(status);
    setSaved(previousStatus === 'saving' && status === 'set');
    retry.statusChanged(previousStatus);
  }
  const progress = targetWorkouts === null ? null : goalProgress(targetWorkouts, workoutCount);
  // a status that arrives with its words is not read by many screen readers: the congratulation
  // and 'Goal saved.' keep their words from them for a moment, then let them in, unchanged on screen
  const congratulationHeard = useHeardAfterArrival(
    status === 'set' && !retry.asking && progress !== null && progress.reached,
  );
  const savedHeard = useHeardAfterArrival(saved && !progress?.reached);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave?.();
    checked();
  };

  return (
    <Card as="section" title={GOAL_TITLE} titleSize="md" description={monthLabel}>
      {status === 'loading' && !retry.asking ? (
        <Skeleton label="Loading your monthly goal">
          {/* laid out as a goal she has set: its count and bar, a line of progress, 'Edit Goal' */}
          <Stack gap="sm">
            <ProgressBarPlaceholder />
            <Text as="div">
              <SkeletonShape width="80%" />
            </Text>
            <SkeletonShape shape="rect" width="6rem" height={vars.size.controlSm} />
          </Stack>
        </Skeleton>
      ) : status === 'loadFailed' || retry.asking ? (
        <Stack gap="sm" align="flex-start">
          {/* a failure after 'Try Again' is said again; one met on arriving is not */}
          <InlineError
            key={retry.failuresAfterPress}
            id={errorId}
            announce={retry.failuresAfterPress > 0}
          >
            {retry.failure}
          </InlineError>
          <Button
            variant="secondary"
            size="sm"
            loading={retry.asking}
            aria-describedby={errorId}
            {...retry.buttonProps}
            onClick={() => {
              retry.willAsk();
              onRetry?.();
            }}
          >
            {TRY_AGAIN}
          </Button>
        </Stack>
      ) : status === 'set' && progress ? (
        <Stack gap="sm">
          <ProgressBar
            label="Monthly goal"
            showLabel={false}
            value={progress.workoutCount}
            max={progress.target}
            // the count as it is, also past the goal, where the bar is full; both numbers written
            // as counts are everywhere ('2,003 of 10 workouts')
            formatValue={() =>
              `${formatCount(progress.workoutCount)} of ${workoutCountText(progress.target)}`
            }
            tone={progress.reached ? 'success' : 'primary'}
          />
          {progress.reached ? (
            <Text weight="semibold" tone="success" role="status">
              <span aria-hidden={congratulationHeard ? undefined : true}>
                Congratulations! You reached your goal of {workoutCountText(progress.target)} this
                month.
              </span>
            </Text>
          ) : (
            <Text tone="muted">
              {formatCount(progress.remaining)} more{' '}
              {progress.remaining === 1 ? 'workout' : 'workouts'} to reach your goal.
            </Text>
          )}
          <Inline>
            <Button
              ref={editRef}
              variant="secondary"
              size="sm"
              onClick={() => {
                willEdit();
                onEdit?.();
              }}
            >
              Edit Goal
            </Button>
          </Inline>
        </Stack>
      ) : (
        <form ref={formRef} noValidate onSubmit={submit} aria-label="Set your monthly goal">
          <Stack gap="sm">
            <NumberField
              label={GOAL_LABEL}
              description={`You have logged ${workoutCountText(workoutCount)} so far.`}
              integer
              min={1}
              value={draft}
              // held as sent while 'Saving...' shows: the save carries what was there
              readOnly={saving}
              error={problem}
              onValueChange={(raw) => onDraftChange?.(raw)}
            />
            {error && !saving ? (
              <InlineError id={errorId} announce>
                {error}
              </InlineError>
            ) : null}
            <Inline gap="sm">
              <Button type="submit" loading={saving} loadingLabel="Saving...">
                {targetWorkouts === null ? 'Set Goal' : 'Save Goal'}
              </Button>
              {targetWorkouts !== null ? (
                // 'Cancel' is outlined, as in the profile's form and in the dialogs
                <Button variant="secondary" disabled={saving} onClick={onCancel}>
                  Cancel
                </Button>
              ) : null}
            </Inline>
          </Stack>
        </form>
      )}
      {/*
        The form gives way to the goal and focus to 'Edit Goal', which says nothing of the save:
        a polite status does, out of sight, as the goal itself shows it to the eye. A goal saved
        as reached is said by the congratulation, which comes with it.
      */}
      {saved && !progress?.reached ? (
        <p role="status" className={visuallyHidden}>
          <span aria-hidden={savedHeard ? undefined : true}>{GOAL_SAVED}</span>
        </p>
      ) : null}
    </Card>
  );
}

/**
 * The goal's 'Try Again': while the goal is read again (her press, or the ranking coming after
 * the goal failed) the failure and its button stay, busy; the card would otherwise show its
 * placeholder, and focus on the button would fall to the page's start. A failure after her press
 * is a new one, to be said again. When the goal comes while the button has focus, focus goes to
 * the page's main region, as the calendar's and the page's 'Try Again' do.
 */
function useRetryKeepsFailure(status: MonthlyGoalCardStatus, error: string | null) {
  const [failuresAfterPress, setFailuresAfterPress] = useState(0);
  const [failure, setFailure] = useState(status === 'loadFailed' ? error : null);
  const [asking, setAsking] = useState(false);
  const [pressed, setPressed] = useState(false);
  // the page's main region while the button has focus
  const focusedIn = useRef<HTMLElement | null>(null);
  const loaded = status !== 'loading' && status !== 'loadFailed';
  useLayoutEffect(() => {
    if (!loaded) return;
    const main = focusedIn.current;
    focusedIn.current = null;
    if (main && focusIsLost()) main.focus({ preventScroll: true });
  }, [loaded]);
  return {
    /** A new value for each failure after her press: said as it appears. */
    failuresAfterPress,
    failure: status === 'loadFailed' ? error : failure,
    asking,
    buttonProps: {
      onFocus: (event: FocusEvent<HTMLElement>) => {
        focusedIn.current = event.currentTarget.closest('main');
      },
      onBlur: () => {
        focusedIn.current = null;
      },
    },
    /** 'Try Again' pressed. */
    willAsk: () => setPressed(true),
    /** Called while rendering, once per change of status (from `previous`). */
    statusChanged: (previous: MonthlyGoalCardStatus) => {
      setAsking(previous === 'loadFailed' && status === 'loading');
      if (status === 'loadFailed') {
        setFailure(error);
        if (pressed) setFailuresAfterPress((count) => count + 1);
      }
      if (status !== 'loading') setPressed(false);
    },
  };
}

/**
 * A cache read that starts again when the cache cancels it (the cache is cleared while the
 * session settles after a reload); any other failure is the load's failure.
 */
async function fetchThroughCancel<T>(fetch: () => Promise<T>, attempts = 3): Promise<T> {
  try {
    return await fetch();
  } catch (error) {
    if (attempts > 1 && isCancelledError(error)) return fetchThroughCancel(fetch, attempts - 1);
    throw error;
  }
}

/**
 * The goal she pressed Save on, kept as a draft while its request is on its way: a card opened
 * meanwhile (she left the page and came back) waits for that answer rather than show the goal as
 * it was before; a failure no card was there to say stays with it, to be said by the next card.
 */
const GOAL_SENT = 'monthly-goal';

/**
 * The monthly goal machine with its effects from the api client: the goal and the month's
 * workout count come through the query cache; a saved goal marks the cached goal stale. A save
 * outlives the card: one she left before its answer is waited for by the card she comes back
 * to, which then shows the saved goal, or her value with the failure.
 */
export function useMonthlyGoalLogic() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      monthlyGoalMachine.provide({
        actors: {
          loadGoal: fromPromise<MonthlyGoalData, MonthlyGoalInput>(async ({ signal }) => {
            // a save she left: its answer, either way, comes before the goal is read
            const left = await followLeftPress<string>(queryClient, GOAL_SENT, signal);
            const unsentSave = left?.failure && { draft: left.value, error: left.failure.reason };
            // after such a save the goal is asked for anew, whatever the cache holds
            const goalQuery = { ...monthlyGoalQuery(client), ...(left ? { staleTime: 0 } : {}) };
            const [goal, warriors] = await Promise.all([
              fetchThroughCancel(() => queryClient.fetchQuery(goalQuery)),
              fetchThroughCancel(() => queryClient.fetchQuery(monthlyWarriorsQuery(client))),
            ]);
            // the month is the server's, whose workouts the ranking counts: for hours around a
            // month's turn her own calendar is already in the next month, or still in the last
            const { year, month } = warriors;
            const thisMonth = goal && goal.year === year && goal.month === month;
            return {
              year,
              month,
              targetWorkouts: thisMonth ? goal.targetWorkouts : null,
              workoutCount: warriors.currentUserStats.workoutCount,
              ...(unsentSave ? { unsentSave } : {}),
            };
          }),
          saveGoal: fromPromise<unknown, SaveGoalRequest>(async ({ input, signal }) => {
            keepDraft(queryClient, GOAL_SENT, String(input.targetWorkouts));
            try {
              // offline, the goal waits for the connection instead of failing; if she leaves
              // first, nothing was sent and nothing is kept
              await sendFromMachine(queryClient, [GOAL_SENT], signal, () =>
                client.monthlyGoals.set(input),
              );
            } catch (error) {
              // the card says a failure it is there for, and keeps her value itself
              if (!keptFailure(queryClient, GOAL_SENT)) forgetDraft(queryClient, GOAL_SENT);
              throw error;
            }
            // a new goal changes the member's goal and nothing else
            void readAgain(queryClient, { queryKey: queryKeys.monthlyGoal });
          }),
        },
      }),
    [client, queryClient],
  );
}

/**
 * The member's monthly goal card for the current month, on the backend: the month her own
 * calendar gives while it loads, then the server's, which the goal and the count belong to.
 */
export function MonthlyGoalCard() {
  const calendar = useLocalCalendar();
  const month = monthOf(calendar.today);
  const logic = useMonthlyGoalLogic();
  const client = useApiClient();
  const queryClient = useQueryClient();
  // a goal she saved and left, still on its way as the card opens: until its answer the card
  // shows her value being saved, as she left it, rather than a placeholder (read once)
  const [leftSave] = useState(() => {
    if (!draftSent(queryClient, GOAL_SENT)) return undefined;
    const goalBefore = queryClient.getQueryData(monthlyGoalQuery(client).queryKey);
    const draft = keptDraft<string>(queryClient, GOAL_SENT)?.value;
    return draft === undefined
      ? undefined
      : { draft, targetWorkouts: goalBefore?.targetWorkouts ?? null };
  });
  const [snapshot, send, goal] = useMachine(logic, { input: month });
  const { context } = snapshot;
  const [followingLeftSave, setFollowingLeftSave] = useState(leftSave !== undefined);
  if (followingLeftSave && !snapshot.matches('loading')) setFollowingLeftSave(false);

  // logging a workout refreshes the monthly ranking, and with it the month's workout count; a
  // ranking read after the month turned (the page left open over its end) is the next month's
  const warriors = useMonthlyWarriors().data;
  const warriorsCount = warriors?.currentUserStats.workoutCount;
  const warriorsYear = warriors?.year;
  const warriorsMonth = warriors?.month;
  const hadCount = useRef(warriorsCount !== undefined);
  useEffect(() => {
    const arrived = warriorsCount !== undefined && !hadCount.current;
    hadCount.current = warriorsCount !== undefined;
    if (warriorsCount === undefined || warriorsYear === undefined || warriorsMonth === undefined) {
      return;
    }
    send({
      type: 'WORKOUT_COUNT_CHANGED',
      workoutCount: warriorsCount,
      year: warriorsYear,
      month: warriorsMonth,
    });
    // the goal is read with the ranking: a ranking that comes after failing (the page's 'Try
    // Again') reads a goal that failed with it again, rather than leave its failure standing
    if (arrived && goal.getSnapshot().matches('loadFailed')) send({ type: 'RETRY' });
  }, [warriorsCount, warriorsYear, warriorsMonth, send, goal]);

  const status: MonthlyGoalCardStatus =
    followingLeftSave && leftSave
      ? 'saving'
      : snapshot.matches('set')
        ? 'set'
        : (snapshot.value as Exclude<MonthlyGoalCardStatus, 'set'>);
  const shownLeftSave = followingLeftSave ? leftSave : undefined;

  return (
    <MonthlyGoalCardView
      status={status}
      monthLabel={monthTitle({ year: context.year, month: context.month })}
      // the goal she was editing, if so: the form then has its 'Cancel', disabled while it saves
      targetWorkouts={shownLeftSave ? shownLeftSave.targetWorkouts : context.targetWorkouts}
      workoutCount={context.workoutCount}
      draft={shownLeftSave?.draft ?? context.draft}
      problem={context.problem}
      error={context.error}
      refusal={context.refusedSave}
      onDraftChange={(value) => send({ type: 'DRAFT_CHANGED', value })}
      onSave={() => send({ type: 'SAVE' })}
      onEdit={() => send({ type: 'EDIT' })}
      onCancel={() => send({ type: 'CANCEL' })}
      onRetry={() => send({ type: 'RETRY' })}
    />
  );
}
