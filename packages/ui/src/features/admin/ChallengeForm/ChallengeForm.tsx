import { useRef, type FormEvent } from 'react';
import type { ChallengeFormValues, FieldErrors } from '@reprally/machines';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Checkbox } from '../../../primitives/Checkbox';
import { useFocusFirstInvalid } from '../../../primitives/Field';
import { NumberField } from '../../../primitives/NumberField';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';

export type ChallengeFormProps = {
  /** 'create' for a new challenge, 'edit' for a card being changed (prefilled). */
  mode: 'create' | 'edit';
  values: ChallengeFormValues;
  errors?: FieldErrors<ChallengeFormValues>;
  /** The request is under way: Create/Update is busy and refuses presses. */
  submitting?: boolean;
  /** The save the server refused on fields (messages in `errors`): focus moves to the first. */
  refusal?: unknown;
  onChange: (values: Partial<ChallengeFormValues>) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

/**
 * The site-wide challenge form: Challenge Name, Completion Criteria (# of workouts, at least 1),
 * Badge Name, Active Challenge and an optional Description, with Cancel and Create or Update.
 */
export function ChallengeForm({
  mode,
  values,
  errors = {},
  submitting = false,
  refusal = null,
  onChange,
  onSubmit,
  onCancel,
}: ChallengeFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusal);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const title = mode === 'create' ? 'New Challenge' : 'Edit Challenge';
  return (
    <Card as="section" title={title} titleSize="md">
      <form ref={formRef} noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="md">
          <TextField
            label="Challenge Name"
            required
            value={values.name}
            error={errors.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
          <NumberField
            label="Completion Criteria (# of workouts)"
            required
            integer
            min={1}
            value={values.criteria}
            error={errors.criteria}
            onValueChange={(raw) => onChange({ criteria: raw })}
          />
          <TextField
            label="Badge Name"
            required
            value={values.badge}
            error={errors.badge}
            onChange={(event) => onChange({ badge: event.target.value })}
          />
          <Checkbox
            label="Active Challenge"
            checked={values.isActive}
            error={errors.isActive}
            onCheckedChange={(checked) => onChange({ isActive: checked === true })}
          />
          <TextArea
            label="Description (Optional)"
            value={values.description}
            error={errors.description}
            rows={3}
            onChange={(event) => onChange({ description: event.target.value })}
          />
          <Inline gap="sm">
            <Button variant="ghost" disabled={submitting} onClick={onCancel}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={submitting}
              loadingLabel={mode === 'create' ? 'Creating...' : 'Updating...'}
            >
              {mode === 'create' ? 'Create' : 'Update'}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
