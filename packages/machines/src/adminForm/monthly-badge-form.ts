import type { AdminFormSpec, FieldErrors, FormValidation } from './admin-form-spec';
import { isFractionInput, MAX_COUNT_INPUT, parseIntegerInput } from './integer-input';

export const monthlyBadgeTypes = ['WorkoutCount', 'Rank', 'Streak', 'Special'] as const;
export type MonthlyBadgeType = (typeof monthlyBadgeTypes)[number];

/** The labels the Badge Type select shows for each type. */
export const monthlyBadgeTypeLabels: Record<MonthlyBadgeType, string> = {
  WorkoutCount: 'Workout Count',
  Rank: 'Leaderboard Rank',
  Streak: 'Workout Streak',
  Special: 'Special Achievement',
};

/** Monthly badge as listed */
export interface AdminMonthlyBadge {
  id?: number | null;
  name: string;
  description?: string | null;
  imageUrl?: string | null;
  badgeType: MonthlyBadgeType;
  requiredValue: number;
  isActive?: boolean | null;
  isMonthSpecific?: boolean | null;
  specificMonth?: number | null;
}

/** POST/PUT /admin/monthly-badges body (PUT adds id) */
export interface AdminMonthlyBadgePayload {
  name: string;
  description: string;
  imageUrl: string;
  badgeType: MonthlyBadgeType;
  requiredValue: number;
  isActive: boolean;
  isMonthSpecific: boolean;
  specificMonth: number | null;
}

export interface MonthlyBadgeFormValues {
  name: string;
  description: string;
  imageUrl: string;
  badgeType: MonthlyBadgeType | '';
  requiredValue: string;
  isActive: boolean;
  isMonthSpecific: boolean;
  specificMonth: string;
}

/** WorkoutCount, required value 5, badge-default.png, active, not month-specific */
export const monthlyBadgeFormDefaults: MonthlyBadgeFormValues = {
  name: '',
  description: '',
  imageUrl: 'badge-default.png',
  badgeType: 'WorkoutCount',
  requiredValue: '5',
  isActive: true,
  isMonthSpecific: false,
  specificMonth: '',
};

export const monthlyBadgeFormErrors = {
  nameRequired: 'Badge name is required',
  badgeTypeRequired: 'Badge type is required',
  requiredValueRequired: 'Required value is required',
  requiredValueWhole: 'Required value must be a whole number',
  requiredValueMinimum: 'Required value must be at least 1',
  requiredValueMaximum: 'Required value must be at most 1,000,000',
  imageRequired: 'Badge image is required',
  descriptionRequired: 'Description is required',
  monthRequired: 'Specific month is required',
  monthWhole: 'Specific month must be a whole number',
  monthRange: 'Specific month must be between 1 and 12',
} as const;

function isBadgeType(value: string): value is MonthlyBadgeType {
  return (monthlyBadgeTypes as readonly string[]).includes(value);
}

/**
 * Name, type, required value (1 to 1,000,000), image and description required; integers parse
 * with invalid input as 0, and a fraction is refused; the specific month (1–12) only when month-specific.
 */
export function validateMonthlyBadgeForm(
  values: MonthlyBadgeFormValues,
): FormValidation<MonthlyBadgeFormValues, AdminMonthlyBadgePayload> {
  const errors: FieldErrors<MonthlyBadgeFormValues> = {};
  const requiredValue = parseIntegerInput(values.requiredValue);
  const specificMonth = parseIntegerInput(values.specificMonth);
  if (values.name.trim() === '') errors.name = monthlyBadgeFormErrors.nameRequired;
  if (!isBadgeType(values.badgeType)) errors.badgeType = monthlyBadgeFormErrors.badgeTypeRequired;
  if (values.requiredValue.trim() === '') {
    errors.requiredValue = monthlyBadgeFormErrors.requiredValueRequired;
  } else if (isFractionInput(values.requiredValue)) {
    errors.requiredValue = monthlyBadgeFormErrors.requiredValueWhole;
  } else if (requiredValue < 1) {
    errors.requiredValue = monthlyBadgeFormErrors.requiredValueMinimum;
  } else if (requiredValue > MAX_COUNT_INPUT) {
    errors.requiredValue = monthlyBadgeFormErrors.requiredValueMaximum;
  }
  if (values.imageUrl.trim() === '') errors.imageUrl = monthlyBadgeFormErrors.imageRequired;
  if (values.description.trim() === '') {
    errors.description = monthlyBadgeFormErrors.descriptionRequired;
  }
  if (values.isMonthSpecific) {
    if (values.specificMonth.trim() === '') {
      errors.specificMonth = monthlyBadgeFormErrors.monthRequired;
    } else if (isFractionInput(values.specificMonth)) {
      errors.specificMonth = monthlyBadgeFormErrors.monthWhole;
    } else if (specificMonth < 1 || specificMonth > 12) {
      errors.specificMonth = monthlyBadgeFormErrors.monthRange;
    }
  }
  if (Object.keys(errors).length > 0 || !isBadgeType(values.badgeType)) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    payload: {
      name: values.name.trim(),
      description: values.description.trim(),
      imageUrl: values.imageUrl.trim(),
      badgeType: values.badgeType,
      requiredValue,
      isActive: values.isActive,
      isMonthSpecific: values.isMonthSpecific,
      specificMonth: values.isMonthSpecific ? specificMonth : null,
    },
  };
}

export const monthlyBadgeFormSpec: AdminFormSpec<
  AdminMonthlyBadge,
  MonthlyBadgeFormValues,
  AdminMonthlyBadgePayload
> = {
  subject: 'monthlyBadge',
  defaults: monthlyBadgeFormDefaults,
  fromItem: (item) => ({
    name: item.name,
    description: item.description ?? '',
    imageUrl: item.imageUrl ?? monthlyBadgeFormDefaults.imageUrl,
    badgeType: item.badgeType,
    requiredValue: String(item.requiredValue),
    isActive: item.isActive !== false,
    isMonthSpecific: item.isMonthSpecific === true,
    specificMonth: item.specificMonth == null ? '' : String(item.specificMonth),
  }),
  validate: validateMonthlyBadgeForm,
  // monthlyBadgeCreateRequestSchema's fields (the update adds the id, which no input shows)
  requestFields: {
    name: 'name',
    description: 'description',
    imageUrl: 'imageUrl',
    badgeType: 'badgeType',
    requiredValue: 'requiredValue',
    isActive: 'isActive',
    isMonthSpecific: 'isMonthSpecific',
    specificMonth: 'specificMonth',
  },
  // Banner texts, fallbacks when the failure has no message, and the delete confirmation
  messages: {
    created: 'Monthly badge created successfully!',
    updated: 'Monthly badge updated successfully!',
    deleted: 'Monthly badge deleted successfully!',
    createFailed: 'Failed to create monthly badge',
    updateFailed: 'Failed to update monthly badge',
    deleteFailed: 'Failed to delete monthly badge',
    confirmDelete: 'Are you sure you want to delete this monthly badge?',
    idRequired: 'Badge ID is required for updates',
  },
  canEvaluate: true,
};
