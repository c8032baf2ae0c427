import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { challengeTypes, type ChallengeType } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { useClock } from '../../../clock/ClockProvider';
import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { BackLink } from '../../../primitives/BackLink';
import { Alert } from '../../../primitives/Alert';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Checkbox } from '../../../primitives/Checkbox';
import { DateField } from '../../../primitives/DateField';
import { ENTER_A_NUMBER, NumberField } from '../../../primitives/NumberField';
import { PageHeader } from '../../../primitives/PageHeader';
import { Select } from '../../../primitives/Select';
import { Switch } from '../../../primitives/Switch';
import { Text } from '../../../primitives/Text';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { focusInView, useTakeLostFocus } from '../../../primitives/RemovalFocus';
import { useSignedInUserId } from '../../../session/SessionContext';
import { canManageGroup, GROUP_NOT_FOUND, parseGroupId } from '../../groups/group-standing';
import { LoadFailure } from '../../errors/LoadFailure';
import { useRefusableGroup } from '../../groups/useRefusableGroup';
import { useKeptDraft } from '../../../api/kept-draft';
import { useSentMutation } from '../../../api/sent-press';
import { useServerFieldErrors } from '../../../api/useServerFieldErrors';
import { unreadableInputs, useFocusFirstInvalidOnCheck } from '../../../primitives/Field';
import {
  addCustomMeasurementType,
  challengeTypeLabels,
  defaultChallengeForm,
  earliestEndDay,
  formatBuyIn,
  parseAmount,
  toCreatePayload,
  toDayText,
  toggleMeasurementType,
  validateChallengeForm,
  type ChallengeDateField,
  type ChallengeFormValues,
} from '../challenge-form';
import { useCreateGroupChallenge } from '../useCreateGroupChallenge';
import { challengeRequestFields, editedChallengeFields } from './challenge-request-fields';
import { visuallyHidden } from '../../../theme/visually-hidden.css';
import * as styles from './CreateChallengePage.css';

export const CREATE_CHALLENGE_TITLE = 'Create Challenge';
export const LOADING_GROUP = 'Loading group information...';
export const NO_PERMISSION = "You don't have permission to create challenges in this group.";
export const PERMISSION_TEXT =
  'You need to be a group admin to create challenges. Contact the group owner if you think you should have this permission.';

/** What a challenge offers, shown beside the form. */
export const challengeBenefits = [
  'Set a timeframe with a start and end date for everyone in the group',
  'Track up to 5 body measurements, such as weight and waist',
  'Add an optional buy-in to raise the stakes',
  'Group members can join the challenge after it is created',
] as const;

/** The date fields holding a date the browser cannot read (02/30/2027). */
const unreadableDates = (form: HTMLFormElement | null): ChallengeDateField[] =>
  unreadableInputs(['startDate', 'endDate'] as const, (field) => form?.elements.namedItem(field));

const typeOptions = challengeTypes.map((value) => ({ value, label: challengeTypeLabels[value] }));

/**
 * /groups/{groupId}/challenges/create: the form a group's creator or admins use to start a
 * body-measurement challenge (dates, type, buy-in, up to 5 measurement types). Other members
 * see why they cannot.
 */
export function CreateChallengePage() {
  useDocumentTitle(CREATE_CHALLENGE_TITLE);
  const groupId = parseGroupId(useParams().groupId);
  if (groupId === null) {
    return (
      <Stack gap="lg" width="full" maxWidth="content" marginX="auto">
        <PageHeader title={CREATE_CHALLENGE_TITLE} />
        <Alert>Invalid group ID</Alert>
      </Stack>
    );
  }
  return <CreateChallengeScreen key={groupId} groupId={groupId} />;
}

/** /groups/{groupId}/challenges/new: the same form under its other address. */
export function CreateChallengeRedirect() {
  const { groupId = '' } = useParams();
  return <Navigate to={`/groups/${encodeURIComponent(groupId)}/challenges/create`} replace />;
}

function CreateChallengeScreen({ groupId }: { groupId: number }) {
  const userId = useSignedInUserId();
  // a refusal is the answer; any other failure can be asked again, and the form, once on screen,
  // stays (with what she typed) through a failure of reading the group again
  const { group, refused, failure, retry } = useRefusableGroup(groupId, GROUP_NOT_FOUND);
  const manages = group !== undefined && canManageGroup(group, userId);
  // whether the form was on screen: she may have pressed Create Challenge in it meanwhile
  const [managed, setManaged] = useState(manages);
  if (manages && !managed) setManaged(true);

  let body;
  if (refused) body = <RefusalNotice takeFocus={managed}>{GROUP_NOT_FOUND}</RefusalNotice>;
  else if (failure) {
    body = <LoadFailure message={failure} dismissible {...retry} />;
  } else if (group === undefined) body = <Text role="status">{LOADING_GROUP}</Text>;
  else if (!manages) {
    body = (
      <Stack gap="md">
        <RefusalNotice takeFocus={managed}>{NO_PERMISSION}</RefusalNotice>
        <Card as="section" title="Permission Required">
          <Stack gap="md" align="flex-start">
            <Text>{PERMISSION_TEXT}</Text>
            <Button asChild variant="secondary">
              <RouterLink to={`/groups/${groupId}`}>Return to Group</RouterLink>
            </Button>
          </Stack>
        </Card>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <Card as="section" title="Creating a Challenge" titleSize="md">
          <Box as="ul" className={styles.benefits}>
            {challengeBenefits.map((benefit) => (
              <li key={benefit}>
                <Text>{benefit}</Text>
              </li>
            ))}
          </Box>
        </Card>
        <CreateChallengeForm groupId={groupId} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" width="full" minWidth={0} maxWidth="content" marginX="auto">
      <BackLink to={`/groups/${groupId}`}>Back to Group</BackLink>
      <PageHeader
        title={CREATE_CHALLENGE_TITLE}
        subtitle={
          group ? (
            <span className={styles.userText} dir="auto">
              {group.name}
            </span>
          ) : undefined
        }
      />
      {body}
    </Stack>
  );
}

/**
 * Why she may not create a challenge here. When it takes the place of the form (she was made a
 * plain member or taken out of the group meanwhile, and her press was refused), the button she
 * pressed went with the form: it takes the focus that button had, so she is not left at the
 * page's start.
 */
function RefusalNotice({ takeFocus, children }: { takeFocus: boolean; children: string }) {
  const ref = useTakeLostFocus<HTMLDivElement>(takeFocus);
  return (
    <Alert ref={ref} tabIndex={takeFocus ? -1 : undefined}>
      {children}
    </Alert>
  );
}

/**
 * The form itself; its rules live in challenge-form.ts. A refusal naming some of its fields
 * shows under them (a refused type under the type picker), with focus on the first, until the
 * field is edited; any other failure shows in the red banner at the top of the form, which takes
 * focus and comes into the window (she pressed Create Challenge far below it). What she typed
 * stays. While 'Creating...' shows, the form holds what was sent and takes no change: the
 * challenge is made as sent, and the page that opens is that challenge's. The fields she can
 * type in are read-only, so one she is in keeps her focus; the switch, the checkboxes, the type
 * picker and Add cannot hold focus when Create Challenge is pressed, and are disabled.
 */
export function CreateChallengeForm({ groupId }: { groupId: number }) {
  const clock = useClock();
  const now = clock.now();
  const navigate = useNavigate();
  // what she typed waits here while she is elsewhere in the app, until the challenge is created
  const valuesDraft = `create-challenge:${groupId}`;
  const [values, setValues, forgetValues] = useKeptDraft<ChallengeFormValues>(valuesDraft, () =>
    defaultChallengeForm(now),
  );
  // so does a custom type's name she has typed and not added yet
  const customNameDraft = `create-challenge-type:${groupId}`;
  const [customName, setCustomName, forgetCustomName] = useKeptDraft(customNameDraft, '');
  const forgetDrafts = () => {
    forgetValues();
    forgetCustomName();
  };
  // why a choice of type or a custom name was refused; one said of her custom name describes
  // its field, so she hears it there, where focus goes when Create stops on it
  const [typeError, setTypeError] = useState<{ message: string; ofCustomName: boolean } | null>(
    null,
  );
  const refuseType = (message: string | null, ofCustomName: boolean) =>
    setTypeError(message === null ? null : { message, ofCustomName });
  const [showErrors, setShowErrors] = useState(false);
  // the custom type Add has just added (and chosen), said out of sight: nothing else on screen
  // tells a screen reader that the list grew, as focus stays in the field for the next one
  const [addedType, setAddedType] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<readonly ChallengeDateField[]>([]);
  const create = useCreateGroupChallenge(groupId);
  // the press outlives the form: the drafts go with the challenge it makes, which takes the
  // form's place in history if she is still here (Back goes to the group, not to an empty form
  // inviting a second challenge), else she stays where she went; a press she made before
  // leaving and coming back is followed here as if she had never left
  const press = useSentMutation(create, [valuesDraft, customNameDraft], ({ id }) => {
    void navigate(`/groups/${groupId}/challenges/${id}`, { replace: true });
  });
  const creating = press.pending;
  const failure = press.failure;
  const formRef = useRef<HTMLFormElement>(null);
  const server = useServerFieldErrors(failure, challengeRequestFields, formRef);
  const checkStopped = useFocusFirstInvalidOnCheck(formRef);
  const typesLegendId = useId();
  const typesMessageId = useId();
  const banner = useRef<HTMLDivElement>(null);
  const customField = useRef<HTMLInputElement>(null);
  // each failed create shows its banner anew: focus goes to it, and the window with it
  const bannerFailure = failure && !server.onFields ? failure : null;
  useEffect(() => {
    if (bannerFailure && banner.current) focusInView(banner.current);
  }, [bannerFailure]);
  const errors = showErrors ? validateChallengeForm(values, now, unreadable) : {};
  const set = (patch: Partial<ChallengeFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    server.clear(...editedChallengeFields(patch));
  };
  const onDateChange = (field: ChallengeDateField, event: ChangeEvent<HTMLInputElement>) => {
    set(
      field === 'startDate' ? { startDate: event.target.value } : { endDate: event.target.value },
    );
    setUnreadable(unreadableDates(event.target.form));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    setShowErrors(true);
    const unreadableNow = unreadableDates(formRef.current);
    setUnreadable(unreadableNow);
    // a custom type she typed and did not add goes with the challenge, as Add would have added
    // it; one Add would refuse stops the create, with the reason under it and focus in it
    let sending = values;
    if (customName.trim() !== '') {
      const added = addCustomMeasurementType(values, customName);
      refuseType(added.error, true);
      if (added.error) {
        customField.current?.focus();
        return;
      }
      sending = added.values;
      setValues(added.values);
      setCustomName('');
      server.clear('measurementTypes');
    }
    // the clock as she submits: the page may have been open since before midnight
    const submittedAt = clock.now();
    if (Object.keys(validateChallengeForm(sending, submittedAt, unreadableNow)).length > 0) {
      checkStopped();
      return;
    }
    // what follows the answer is done even when she has left the form meanwhile (a callback
    // given to `mutate` would not be): her draft goes with the challenge it made
    // the failure shows in the form, from the press's state
    press.send(toCreatePayload(sending, groupId, submittedAt));
  };

  const addCustom = () => {
    if (creating) return;
    const result = addCustomMeasurementType(values, customName);
    refuseType(result.error, true);
    if (result.values !== values) {
      setValues(result.values);
      setCustomName('');
      server.clear('measurementTypes');
      setAddedType(result.values.availableTypes.at(-1) ?? null);
    }
  };

  const amount = parseAmount(values.buyInAmount);
  // the chosen types are invalid: too few or too many, or refused by the server
  const typesError = errors.measurementTypes ?? server.errorOf('measurementTypes');

  return (
    <Card as="section" title="Challenge Details" titleSize="md">
      <form ref={formRef} aria-label="Create Challenge" noValidate onSubmit={onSubmit}>
        <Stack gap="lg">
          {bannerFailure ? (
            // focus reads it as it appears: a live role would read it a second time
            <Banner ref={banner} tabIndex={-1} live={false} tone="error" onDismiss={press.dismiss}>
              {bannerFailure.message}
            </Banner>
          ) : null}
          <TextField
            label="Challenge Name"
            required
            value={values.name}
            readOnly={creating}
            onChange={(event) => set({ name: event.target.value })}
            error={errors.name ?? server.errorOf('name')}
          />
          <TextArea
            label="Description"
            value={values.description}
            readOnly={creating}
            onChange={(event) => set({ description: event.target.value })}
            error={server.errorOf('description')}
          />
          <Select
            label="Challenge Type"
            options={typeOptions}
            value={values.challengeType}
            disabled={creating}
            onValueChange={(value) => set({ challengeType: value as ChallengeType })}
            error={server.errorOf('challengeType')}
          />
          <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="md">
            <DateField
              label="Start Date"
              name="startDate"
              min={toDayText(now)}
              value={values.startDate}
              readOnly={creating}
              onChange={(event) => onDateChange('startDate', event)}
              onBlur={(event) => setUnreadable(unreadableDates(event.target.form))}
              error={errors.startDate ?? server.errorOf('startDate')}
            />
            <DateField
              label="End Date"
              name="endDate"
              // no day whose end has already passed is offered
              min={earliestEndDay(values.startDate, now)}
              value={values.endDate}
              readOnly={creating}
              onChange={(event) => onDateChange('endDate', event)}
              onBlur={(event) => setUnreadable(unreadableDates(event.target.form))}
              error={errors.endDate ?? server.errorOf('endDate')}
            />
          </Box>
          <Stack gap="sm">
            <Switch
              label="Buy-in"
              description="Each participant puts in an amount to join."
              checked={values.hasBuyIn}
              disabled={creating}
              onCheckedChange={(hasBuyIn) => set({ hasBuyIn })}
              error={server.errorOf('hasBuyIn')}
            />
            {values.hasBuyIn ? (
              <NumberField
                label="Amount ($)"
                required
                min={0}
                step={0.01}
                value={values.buyInAmount}
                readOnly={creating}
                onValueChange={(raw) => set({ buyInAmount: raw })}
                description={
                  amount !== null && amount >= 0
                    ? `${formatBuyIn(amount)} per participant`
                    : undefined
                }
                error={errors.buyInAmount ?? server.errorOf('buyInAmount')}
                // '12,50' in an English browser reads as no number: not a missing amount
                unreadableError={ENTER_A_NUMBER}
              />
            ) : null}
          </Stack>
          <fieldset
            className={styles.fieldset}
            // the legend sits inside the layout, not first in the fieldset: name the group by it
            aria-labelledby={typesLegendId}
            aria-invalid={typesError !== undefined || undefined}
            aria-describedby={typesError !== undefined ? typesMessageId : undefined}
            // focus can be taken here to show what to fix, never by Tab
            tabIndex={typesError !== undefined ? -1 : undefined}
          >
            <Stack gap="sm">
              <legend id={typesLegendId} className={styles.legend}>
                Measurement Types
              </legend>
              <Text size="sm" tone="muted">
                Choose up to 5.
              </Text>
              <Box
                as="ul"
                display="grid"
                gridTemplateColumns={{ mobile: 1, tablet: 2 }}
                gap="sm"
                className={styles.plainList}
              >
                {values.availableTypes.map((name) => (
                  <li key={name}>
                    <Checkbox
                      label={<span className={styles.userText}>{name}</span>}
                      checked={values.measurementTypes.includes(name)}
                      disabled={creating}
                      onCheckedChange={() => {
                        const result = toggleMeasurementType(values, name);
                        refuseType(result.error, false);
                        setValues(result.values);
                        if (result.values !== values) server.clear('measurementTypes');
                      }}
                    />
                  </li>
                ))}
              </Box>
              {/* the field takes the row's width, with Add beside it, on a phone as well */}
              <Inline gap="sm" align="flex-end" wrap={false}>
                <Box flexGrow={1} minWidth={0}>
                  <TextField
                    ref={customField}
                    label="Custom measurement type"
                    value={customName}
                    readOnly={creating}
                    aria-invalid={typeError?.ofCustomName || undefined}
                    aria-describedby={typeError?.ofCustomName ? typesMessageId : undefined}
                    onChange={(event) => {
                      setCustomName(event.target.value);
                      // what Add said of the name before is not said of a new one
                      setTypeError(null);
                      setAddedType(null);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        addCustom();
                      }
                    }}
                  />
                </Box>
                <Button type="button" variant="secondary" disabled={creating} onClick={addCustom}>
                  Add
                </Button>
              </Inline>
              <span role="status" className={visuallyHidden}>
                {/* her words set apart, so their direction cannot turn the sentence around */}
                {addedType === null ? '' : `\u2068${addedType}\u2069 added and chosen`}
              </span>
              {typeError || typesError ? (
                <Text id={typesMessageId} role="alert" tone="danger" size="sm">
                  {typeError?.message ?? typesError}
                </Text>
              ) : null}
            </Stack>
          </fieldset>
          {/* at the form's start, under its fields: its submit first, then Cancel, as in the app's
              other forms */}
          <Inline gap="sm">
            <Button type="submit" disabled={creating}>
              {creating ? 'Creating...' : 'Create Challenge'}
            </Button>
            {creating ? (
              // the challenge is on its way and will be made: Cancel would only throw away what
              // she typed, with nothing left to tell her if it fails
              <Button variant="secondary" disabled>
                Cancel
              </Button>
            ) : (
              <Button asChild variant="secondary">
                {/* 'Cancel' means she does not want it: nothing waits for her next time */}
                <RouterLink to={`/groups/${groupId}`} onClick={forgetDrafts}>
                  Cancel
                </RouterLink>
              </Button>
            )}
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
