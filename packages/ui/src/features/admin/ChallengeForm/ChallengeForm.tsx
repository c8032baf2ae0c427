import { challengeFormErrors, MAX_COUNT_INPUT, type ChallengeFormValues } from '@reprally/machines';
import { Checkbox } from '../../../primitives/Checkbox';
import { NumberField } from '../../../primitives/NumberField';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { AdminFormCard, type AdminFormProps } from '../AdminFormCard';

export type ChallengeFormProps = AdminFormProps<ChallengeFormValues>;

/**
 * The site-wide challenge form: Challenge Name, Completion Criteria (# of workouts, at least 1),
 * Badge Name, Active Challenge and an optional Description, with Cancel and Create or Update.
 */
export function ChallengeForm({
  mode,
  values,
  errors = {},
  onChange,
  ...form
}: ChallengeFormProps) {
  // what is being sent stays as sent: typing meanwhile would be taken back by the form's machine
  const held = form.submitting === true;
  return (
    <AdminFormCard
      title={mode === 'create' ? 'New Challenge' : 'Edit Challenge'}
      mode={mode}
      {...form}
    >
      <TextField
        label="Challenge Name"
        readOnly={held}
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <NumberField
        label="Completion Criteria (# of workouts)"
        readOnly={held}
        required
        integer
        min={1}
        max={MAX_COUNT_INPUT}
        value={values.criteria}
        error={errors.criteria}
        // text that reads as no number counts as 0
        unreadableError={challengeFormErrors.criteriaMinimum}
        onValueChange={(raw) => onChange({ criteria: raw })}
      />
      <TextField
        label="Badge Name"
        readOnly={held}
        required
        value={values.badge}
        error={errors.badge}
        onChange={(event) => onChange({ badge: event.target.value })}
      />
      <Checkbox
        label="Active Challenge"
        disabled={held}
        checked={values.isActive}
        error={errors.isActive}
        onCheckedChange={(checked) => onChange({ isActive: checked === true })}
      />
      <TextArea
        label="Description (Optional)"
        readOnly={held}
        value={values.description}
        error={errors.description}
        rows={3}
        onChange={(event) => onChange({ description: event.target.value })}
      />
    </AdminFormCard>
  );
}
