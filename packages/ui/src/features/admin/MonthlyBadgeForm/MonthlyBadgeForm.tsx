import {
  MAX_COUNT_INPUT,
  monthlyBadgeFormErrors,
  monthlyBadgeTypeLabels,
  monthlyBadgeTypes,
  type MonthlyBadgeFormValues,
  type MonthlyBadgeType,
} from '@reprally/machines';
import { Checkbox } from '../../../primitives/Checkbox';
import { NumberField } from '../../../primitives/NumberField';
import { Select } from '../../../primitives/Select';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { AdminFormCard, type AdminFormProps } from '../AdminFormCard';

export type MonthlyBadgeFormProps = AdminFormProps<MonthlyBadgeFormValues>;

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
  onChange,
  ...form
}: MonthlyBadgeFormProps) {
  // what is being sent stays as sent: typing meanwhile would be taken back by the form's machine
  const held = form.submitting === true;
  return (
    <AdminFormCard
      title={mode === 'create' ? 'New Monthly Badge' : 'Edit Monthly Badge'}
      mode={mode}
      {...form}
    >
      <TextField
        label="Badge Name"
        readOnly={held}
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <Select
        label="Badge Type"
        disabled={held}
        required
        options={typeOptions}
        value={values.badgeType}
        error={errors.badgeType}
        onValueChange={(value) => onChange({ badgeType: value as MonthlyBadgeType })}
      />
      <NumberField
        label="Required Value"
        readOnly={held}
        required
        integer
        min={1}
        max={MAX_COUNT_INPUT}
        value={values.requiredValue}
        error={errors.requiredValue}
        // text that reads as no number is below the least value
        unreadableError={monthlyBadgeFormErrors.requiredValueMinimum}
        onValueChange={(raw) => onChange({ requiredValue: raw })}
      />
      <TextField
        label="Badge Image"
        readOnly={held}
        required
        value={values.imageUrl}
        error={errors.imageUrl}
        onChange={(event) => onChange({ imageUrl: event.target.value })}
      />
      <TextArea
        label="Description"
        readOnly={held}
        required
        rows={3}
        value={values.description}
        error={errors.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <Checkbox
        label="Active Badge"
        disabled={held}
        checked={values.isActive}
        error={errors.isActive}
        onCheckedChange={(checked) => onChange({ isActive: checked === true })}
      />
      <Checkbox
        label="Month-Specific Badge"
        disabled={held}
        checked={values.isMonthSpecific}
        error={errors.isMonthSpecific}
        onCheckedChange={(checked) => onChange({ isMonthSpecific: checked === true })}
      />
      {values.isMonthSpecific ? (
        <NumberField
          label="Specific Month"
          readOnly={held}
          required
          integer
          min={1}
          max={12}
          value={values.specificMonth}
          error={errors.specificMonth}
          // text that reads as no number is no month
          unreadableError={monthlyBadgeFormErrors.monthRange}
          onValueChange={(raw) => onChange({ specificMonth: raw })}
        />
      ) : null}
    </AdminFormCard>
  );
}
