import {
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { format } from 'date-fns';
import { useQueryClient } from '@tanstack/react-query';
import type { GroupChallenge, UserChallengeMeasurement } from '@reprally/api-client';
import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { NoValue } from '../../../primitives/NoValue';
import { ENTER_A_NUMBER, NumberField } from '../../../primitives/NumberField';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Table } from '../../../primitives/Table';
import { Text } from '../../../primitives/Text';
import { useClock } from '../../../clock/ClockProvider';
import { formatCount } from '../../../format/count';
import {
  changeBarWidth,
  displayUnit,
  changeAsRead,
  formatChange,
  formatMeasurement,
  formatPercentChange,
  missingChangeMeaning,
  missingMeaning,
  trendLabels,
  trendOf,
} from '../measurement-display';
import { forgetDraft, useKeptDraft } from '../../../api/kept-draft';
import { useSentMutation } from '../../../api/sent-press';
import { lazyPart } from '../../../api/lazy-part';
import { LoadFailure, useReadRetry } from '../../errors/LoadFailure';
import { CHART_FAILED, PartErrorBoundary } from '../../errors/PartErrorBoundary';
import { useServerFieldErrors } from '../../../api/useServerFieldErrors';
import { useFocusFirstInvalidOnCheck } from '../../../primitives/Field';
import { useMyChallengeMeasurements } from '../useMyChallengeMeasurements';
import { useSubmitMeasurements, type MeasurementEntry } from '../useSubmitMeasurements';
import * as styles from './ChallengePage.css';
import type { ProgressChartProps } from './ProgressChart';
import { measurementEntryFields, readTypedValue, typedNotSaved } from './measurement-entry-fields';
import { useChallengeEnded } from './useChallengeEnded';

// its own chunk; lost with the connection, loaded when it returns
const progressChart = lazyPart<ProgressChartProps>(() =>
  import('./ProgressChart').then((m) => m.default),
);

export const NO_MEASUREMENTS = 'No measurements yet';
export const VALUE_REQUIRED = ENTER_A_NUMBER;
/**
 * Said in the form once a save has landed with everything she typed, until she changes a value
 * again.
 */
export const MEASUREMENTS_SAVED = 'Measurements saved.';
const FACT_LABELS = ['Initial', 'Current', 'Change', 'Change (%)', 'Unit'] as const;
/**
 * A measurement's history table shows its latest entries, this many, until she asks for all of
 * them: a daily weigh-in through a two-month challenge would otherwise make the page thousands
 * of pixels long, with the form she came for below it.
 */
export const HISTORY_SHOWN = 10;
export const showAllEntries = (count: number) => `Show all ${formatCount(count)} entries`;
export const SHOW_LATEST_ENTRIES = `Show the latest ${HISTORY_SHOWN}`;

// the type's name, as the challenge's creator wrote it, set apart for the text direction so that
// an open right-to-left override in it cannot turn its unit around
const unitLabel = (name: string, unit: string): ReactNode => {
  const shown = displayUnit(name, unit);
  const named = <span dir="auto">{name}</span>;
  return shown ? (
    <>
      {named} ({shown})
    </>
  ) : (
    named
  );
};

export const NOT_TAKING_PART = 'You are not taking part in this challenge.';
/** Said in place of the form once the challenge's last day is over (the server's own words). */
export const CHALLENGE_ENDED = 'This challenge has ended.';

/**
 * The member's own progress per measurement type, and the form to enter new values. Someone who
 * may not take part (not in the group) has no progress of hers and no form: a line says so. A
 * challenge whose last day is over shows her progress and says it has ended, without the form;
 * so does the page she has open when the challenge's end passes.
 */
export function MyProgress({
  groupId,
  challenge,
  canTakePart = true,
}: {
  groupId: number;
  challenge: GroupChallenge;
  /** She may enter measurements (default true). */
  canTakePart?: boolean;
}) {
  if (!canTakePart) return <Text tone="muted">{NOT_TAKING_PART}</Text>;
  return <OwnProgress groupId={groupId} challenge={challenge} />;
}

/** The kept draft of what she typed into a challenge's Enter Measurements. */
const measurementsDraft = (groupId: number, challengeId: number) =>
  `measurements:${groupId}:${challengeId}`;

/** A measurement type's name as its creator wrote it: wrapped anywhere, in its own direction. */
function TypeName({ name }: { name: string }) {
  return (
    <span className={styles.userText} dir="auto">
      {name}
    </span>
  );
}

/**
 * Values typed for a challenge that has ended can never be sent: once the challenge page finds
 * the end passed (on any of its tabs), or opens on an ended challenge, what she typed into Enter
 * Measurements is not kept any more (closing the page would otherwise ask about it).
 */
export function ForgetsMeasurementsOnceEnded({
  groupId,
  challenge,
}: {
  groupId: number;
  challenge: GroupChallenge;
}) {
  const { ended } = useChallengeEnded(challenge.endDate);
  const client = useQueryClient();
  useEffect(() => {
    if (ended) forgetDraft(client, measurementsDraft(groupId, challenge.id));
  }, [client, ended, groupId, challenge.id]);
  return null;
}

function OwnProgress({ groupId, challenge }: { groupId: number; challenge: GroupChallenge }) {
  const measurements = useMyChallengeMeasurements(groupId, challenge.id);
  const { data } = measurements;
  const formPlace = useRef<HTMLDivElement>(null);
  const progressPlace = useRef<HTMLDivElement>(null);
  // while 'Try Again' asks, the reason and the busy button stay (a new failure is said again,
  // focus kept on the button); when her values come, focus goes to them, not to the page. Values
  // read before a read that failed may be out of date (after a save, the new ones did not come):
  // they stay, under the failure, until a read comes
  const { failure, retry } = useReadRetry(measurements, undefined, {
    focusTarget: () => progressPlace.current,
    failureOverData: true,
  });
  const endedLine = useRef<HTMLElement>(null);
  const focusEndedLine = useRef(false);
  // once its last day is over a challenge takes no more measurements: the server refuses them
  const { ended, check } = useChallengeEnded(challenge.endDate, () => {
    // the form she is using gives way to the line saying why: her focus goes to it
    focusEndedLine.current = formPlace.current?.contains(document.activeElement) ?? false;
  });
  useEffect(() => {
    if (!ended || !focusEndedLine.current) return;
    focusEndedLine.current = false;
    endedLine.current?.focus();
  }, [ended]);
  let values;
  if (data === undefined) {
    values =
      failure !== null ? null : (
        <Skeleton label="Loading your measurements">
          <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="md">
            {challenge.measurementTypes.map((type) => (
              <MeasurementCardPlaceholder key={type.id} name={type.name} />
            ))}
          </Box>
        </Skeleton>
      );
  } else if (data.every((row) => row.history.length === 0)) {
    // in a card where her measurement cards will stand, the form below it
    values = (
      <Card>
        <EmptyState
          size="compact"
          title={`${NO_MEASUREMENTS}.`}
          description={ended ? undefined : 'Enter your first values below to start.'}
        />
      </Card>
    );
  } else {
    values = (
      <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="md">
        {data.map((row) => (
          <MeasurementCard key={row.measurementTypeId} row={row} />
        ))}
      </Box>
    );
  }
  // the reason, and a way to read her values again, above any she had; the form below stays
  // usable
  const progress =
    failure !== null ? (
      <Stack gap="md">
        <LoadFailure message={failure} dismissible {...retry} />
        {values}
      </Stack>
    ) : (
      values
    );
  return (
    <Stack gap="lg">
      {/* focused (by script only) when 'Try Again' has brought her values */}
      <div ref={progressPlace} tabIndex={-1}>
        {progress}
      </div>
      {ended ? (
        <Text ref={endedLine} tabIndex={-1} tone="muted">
          {CHALLENGE_ENDED}
        </Text>
      ) : (
        <div ref={formPlace}>
          <MeasurementEntryForm groupId={groupId} challenge={challenge} onEnded={check} />
        </div>
      )}
    </Stack>
  );
}

function MeasurementCard({ row }: { row: UserChallengeMeasurement }) {
  const name = row.measurementType;
  const show = (value: number) => formatMeasurement(value, name, row.unit);
  // the change her figures show, so the card adds up
  const change = changeAsRead(
    row.initial?.value ?? null,
    row.current?.value ?? null,
    row.change,
    name,
    row.unit,
  );
  const trend = trendOf(change, name, row.unit, row.percentageChange);
  const historyId = useId();
  const [allShown, setAllShown] = useState(false);
  const folds = row.history.length > HISTORY_SHOWN;
  const historyShown = folds && !allShown ? row.history.slice(-HISTORY_SHOWN) : row.history;
  const notMeasured = <NoValue meaning={missingMeaning.measurement} />;
  const initial = row.initial?.value ?? null;
  const facts = [
    row.initial ? show(row.initial.value) : notMeasured,
    row.current ? show(row.current.value) : notMeasured,
    change === null ? (
      <NoValue meaning={missingChangeMeaning(initial, change)} />
    ) : (
      formatChange(change, name, row.unit)
    ),
    row.percentageChange === null ? (
      <NoValue meaning={missingChangeMeaning(initial, change, true)} />
    ) : (
      formatPercentChange(row.percentageChange)
    ),
    displayUnit(name, row.unit) || <NoValue meaning={missingMeaning.unit} />,
  ];
  return (
    <Card as="article" title={<TypeName name={name} />} titleLevel={2} titleSize="md">
      <Stack gap="md">
        <Box as="dl" display="grid" gridTemplateColumns={2} gap="sm" className={styles.facts}>
          {FACT_LABELS.map((label, index) => (
            <div key={label}>
              <dt className={styles.factLabel}>{label}</dt>
              <dd className={styles.factValue}>{facts[index]}</dd>
            </div>
          ))}
        </Box>
        {row.history.length > 0 ? (
          <Stack gap="xs">
            <Text size="sm" className={styles.trendText[trend]}>
              {trendLabels[trend]}
            </Text>
            <div className={styles.barTrack} aria-hidden="true">
              <div
                className={styles.bar[trend]}
                style={{ width: `${changeBarWidth(row.percentageChange)}%` }}
              />
            </div>
          </Stack>
        ) : null}
        {row.history.length > 1 ? (
          // a chart whose code could not be loaded says so in its place; the form, and what was
          // typed into it, stays
          <PartErrorBoundary message={CHART_FAILED}>
            <Suspense
              fallback={
                <div className={styles.chartPlace}>
                  <Text size="sm" tone="muted" align="center">
                    Loading chart…
                  </Text>
                </div>
              }
            >
              <progressChart.Part measurementType={name} history={row.history} formatValue={show} />
            </Suspense>
          </PartErrorBoundary>
        ) : null}
        {row.history.length > 0 ? (
          <Stack gap="sm">
            <Table
              id={historyId}
              caption={
                // the type's name, as its creator wrote it, in its own direction in the sentence
                <>
                  <bdi>{name}</bdi> history
                </>
              }
              columns={[
                { key: 'date', header: 'Date', cell: (point) => format(point.date, 'MMM d, yyyy') },
                {
                  key: 'value',
                  header: 'Value',
                  numeric: true,
                  cell: (point) => show(point.value),
                },
              ]}
              rows={historyShown.map((point, index) => ({
                ...point,
                position: row.history.length - historyShown.length + index,
              }))}
              // two entries may share a day and a value: each row is told apart by its place
              rowKey={(point) => `${point.position}-${point.date.getTime()}-${point.value}`}
            />
            {folds ? (
              <Inline>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-expanded={allShown}
                  aria-controls={historyId}
                  onClick={() => setAllShown((shown) => !shown)}
                >
                  {allShown ? SHOW_LATEST_ENTRIES : showAllEntries(row.history.length)}
                </Button>
              </Inline>
            ) : null}
          </Stack>
        ) : (
          <EmptyState size="compact" title={NO_MEASUREMENTS} />
        )}
      </Stack>
    </Card>
  );
}

/**
 * A measurement's card while her values load, laid out as one with a history (the usual case
 * while a challenge runs): its name, the facts' labels, the progress line and the chart's place.
 * The history table's rows are not known until the values come.
 */
function MeasurementCardPlaceholder({ name }: { name: string }) {
  return (
    <Card title={<TypeName name={name} />} titleLevel={2} titleSize="md">
      <Stack gap="md">
        <Box display="grid" gridTemplateColumns={2} gap="sm">
          {FACT_LABELS.map((label) => (
            <div key={label}>
              <div className={styles.factLabel}>{label}</div>
              <div className={styles.factValue}>
                <SkeletonShape width="4em" />
              </div>
            </div>
          ))}
        </Box>
        <Stack gap="xs">
          <Text as="div" size="sm">
            <SkeletonShape width="6em" />
          </Text>
          <div className={styles.barTrack} />
        </Stack>
        <div className={styles.chartPlace}>
          <SkeletonShape shape="rect" height="100%" />
        </div>
      </Stack>
    </Card>
  );
}

/**
 * One required number (step 0.01) per type, sent together; a failure keeps what was typed. A
 * refusal naming some of the values shows under them, with focus on the first, until edited.
 * What she typed waits while she looks at the leaderboard or another page, until it is saved.
 * The values stay editable while a save is on its way: once it lands, the fields still holding
 * what was sent empty, and a field she changed meanwhile keeps her change, still to be saved.
 * A landed save says so only when nothing she typed is left unsaved, until she changes a value
 * again: the values she types next are not saved.
 * Nothing is sent once the challenge's end has passed: `onEnded` is called instead.
 */
export function MeasurementEntryForm({
  groupId,
  challenge,
  onEnded,
}: {
  groupId: number;
  challenge: GroupChallenge;
  /** A save was asked for after the challenge's end (a sleeping device may miss the moment). */
  onEnded?: () => void;
}) {
  const clock = useClock();
  const submit = useSubmitMeasurements(groupId, challenge.id);
  const draft = measurementsDraft(groupId, challenge.id);
  const [typed, setTyped] = useKeptDraft<Record<number, string>>(draft, {});
  const [showErrors, setShowErrors] = useState(false);
  const [saved, setSaved] = useState(false);
  // what she has typed as of the last render: a save that lands reads what she typed while it
  // was on its way
  const latestTyped = useRef(typed);
  useEffect(() => {
    latestTyped.current = typed;
  }, [typed]);
  // the press outlives the form: what she typed goes with what it saved, whether or not she is
  // still here; a press she made before leaving and coming back is followed here as if she had
  // never left. Its answer is the entries it sent, to tell them from a value changed meanwhile
  const press = useSentMutation(
    {
      mutateAsync: (entries: readonly MeasurementEntry[]) =>
        submit.mutateAsync(entries).then(() => entries),
      isPending: submit.isPending,
      error: submit.error,
      reset: submit.reset,
    },
    [draft],
    (sent) => {
      const remaining = typedNotSaved(latestTyped.current, sent);
      setTyped(remaining);
      setShowErrors(false);
      if (Object.keys(remaining).length === 0) setSaved(true);
    },
  );
  const saving = press.pending;
  const failure = press.failure;
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useMemo(
    () => measurementEntryFields(challenge.measurementTypes),
    [challenge.measurementTypes],
  );
  const server = useServerFieldErrors(failure, fields, formRef);
  const checkStopped = useFocusFirstInvalidOnCheck(formRef);
  const parsed = challenge.measurementTypes.map((type) => ({
    type,
    value: readTypedValue(typed[type.id]),
  }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (clock.now() > challenge.endDate) {
      onEnded?.();
      return;
    }
    setShowErrors(true);
    if (parsed.some((entry) => entry.value === null)) {
      checkStopped();
      return;
    }
    setSaved(false);
    // the failure shows in the form, from the press's state
    press.send(
      parsed.map((entry) => ({ measurementTypeId: entry.type.id, value: entry.value ?? 0 })),
    );
  };

  return (
    <Card as="section" title="Enter Measurements" titleLevel={2} titleSize="md">
      <form ref={formRef} aria-label="Enter Measurements" noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {failure && !server.onFields ? (
            <Banner tone="error" onDismiss={press.dismiss}>
              {failure.message}
            </Banner>
          ) : null}
          {saved ? <Banner tone="success">{MEASUREMENTS_SAVED}</Banner> : null}
          <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="md">
            {parsed.map(({ type, value }) => (
              <NumberField
                key={type.id}
                label={unitLabel(type.name, type.unit)}
                required
                step={0.01}
                value={typed[type.id] ?? ''}
                onValueChange={(raw) => {
                  setTyped((now) => ({ ...now, [type.id]: raw }));
                  setSaved(false);
                  server.clear(String(type.id));
                }}
                error={
                  showErrors && value === null ? VALUE_REQUIRED : server.errorOf(String(type.id))
                }
              />
            ))}
          </Box>
          {/* at the form's start, under its fields, as the app's other forms place their submit */}
          <Inline>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Measurements'}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
