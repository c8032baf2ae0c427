import { useRef, type FormEvent } from 'react';
import {
  monthlyBadgeTypeLabels,
  monthlyBadgeTypes,
  type FieldErrors,
  type MonthlyBadgeFormValues,
  type MonthlyBadgeType,
} from '@reprally/machines';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Checkbox } from '../../../primitives/Checkbox';
import { useFocusFirstInvalid } from '../../../primitives/Field';
import { NumberField } from '../../../primitives/NumberField';
import { Select } from '../../../primitives/Select';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';

export type MonthlyBadgeFormProps = {
  /** 'create' for a new badge, 'edit' for a card being changed (prefilled). */
  mode: 'create' | 'edit';
  values: MonthlyBadgeFormValues;
  errors?: FieldErrors<MonthlyBadgeFormValues>;
  /** The request is under way: Create/Update is busy and refuses presses. */
  submitting?: boolean;
  /** The save the server refused on fields (messages in `errors`): focus moves to the first. */
  refusal?: unknown;
  onChange: (values: Partial<MonthlyBadgeFormValues>) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

const typeOptions = monthlyBadgeTypes.map((type) => ({
  value: type,
  label: monthlyBadgeTypeLabels[type],
}));

/**
 * The monthly badge form: Badge Name, Badge Type, Required Value (at least 1), Badge Image,
 * Description, Active Badge, Month-Specific Badge and, only while month-specific, Specific
 * Month (1-12); unchecking Month-Specific sends no month.
 */
export function MonthlyBadgeForm({
  mode,
  values,
  errors = {},
  submitting = false,
  refusal = null,
  onChange,
  onSubmit,
  onCancel,
}: MonthlyBadgeFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusal);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const title = mode === 'create' ? 'New Monthly Badge' : 'Edit Monthly Badge';
  return (
    <Card as="section" title={title} titleSize="md">
      <form ref={formRef} noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="md">
          <TextField
            label="Badge Name"
            required
            value={values.name}
            error={errors.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
          <Select
            label="Badge Type"
            required
            options={typeOptions}
            value={values.badgeType}
            error={errors.badgeType}
            onValueChange={(value) => onChange({ badgeType: value as MonthlyBadgeType })}
          />
          <NumberField
            label="Required Value"
            required
            integer
            min={1}
            value={values.requiredValue}
            error={errors.requiredValue}
            onValueChange={(raw) => onChange({ requiredValue: raw })}
          />
          <TextField
            label="Badge Image"
            required
            value={values.imageUrl}
            error={errors.imageUrl}
            onChange={(event) => onChange({ imageUrl: event.target.value })}
          />
          <TextArea
            label="Description"
            required
            rows={3}
            value={values.description}
            error={errors.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
          <Checkbox
            label="Active Badge"
            checked={values.isActive}
            error={errors.isActive}
            onCheckedChange={(checked) => onChange({ isActive: checked === true })}
          />
          <Checkbox
            label="Month-Specific Badge"
            checked={values.isMonthSpecific}
            error={errors.isMonthSpecific}
            onCheckedChange={(checked) => onChange({ isMonthSpecific: checked === true })}
          />
          {values.isMonthSpecific ? (
            <NumberField
              label="Specific Month"
              required
              integer
              min={1}
              max={12}
              value={values.specificMonth}
              error={errors.specificMonth}
              onValueChange={(raw) => onChange({ specificMonth: raw })}
            />
          ) : null}
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
