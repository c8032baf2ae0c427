import type { AdminFormSpec, FieldErrors, FormValidation } from './admin-form-spec';
import { isFractionInput, MAX_COUNT_INPUT, parseIntegerInput } from './integer-input';

/** Admin challenge as listed */
export interface AdminChallenge {
  id?: number | null;
  name: string;
  criteria: number;
  badge?: string | null;
  description?: string | null;
  isActive?: boolean | null;
}

/** POST/PUT /admin/challenges body (PUT adds id) */
export interface AdminChallengePayload {
  name: string;
  criteria: number;
  badge: string;
  description: string;
  isActive: boolean;
}

/** The inputs as typed: numbers stay text until validation parses them. */
export interface ChallengeFormValues {
  name: string;
  criteria: string;
  badge: string;
  description: string;
  isActive: boolean;
}

/** Criteria 1, badge Bronze, active */
export const challengeFormDefaults: ChallengeFormValues = {
  name: '',
  criteria: '1',
  badge: 'Bronze',
  description: '',
  isActive: true,
};

export const challengeFormErrors = {
  nameRequired: 'Challenge name is required',
  criteriaRequired: 'Completion criteria is required',
  criteriaWhole: 'Completion criteria must be a whole number',
  criteriaMinimum: 'Completion criteria must be at least 1',
  criteriaMaximum: 'Completion criteria must be at most 1,000,000',
  badgeRequired: 'Badge name is required',
} as const;

/**
 * Name, criteria (integer from 1 to 1,000,000, non-numeric → 0, a fraction refused) and badge required;
 * description optional.
 */
export function validateChallengeForm(
  values: ChallengeFormValues,
): FormValidation<ChallengeFormValues, AdminChallengePayload> {
  const errors: FieldErrors<ChallengeFormValues> = {};
  const criteria = parseIntegerInput(values.criteria);
  if (values.name.trim() === '') errors.name = challengeFormErrors.nameRequired;
  if (values.criteria.trim() === '') errors.criteria = challengeFormErrors.criteriaRequired;
  else if (isFractionInput(values.criteria)) errors.criteria = challengeFormErrors.criteriaWhole;
  else if (criteria < 1) errors.criteria = challengeFormErrors.criteriaMinimum;
  else if (criteria > MAX_COUNT_INPUT) errors.criteria = challengeFormErrors.criteriaMaximum;
  if (values.badge.trim() === '') errors.badge = challengeFormErrors.badgeRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      name: values.name.trim(),
      criteria,
      badge: values.badge.trim(),
      description: values.description,
      isActive: values.isActive,
    },
  };
}

export const challengeFormSpec: AdminFormSpec<
  AdminChallenge,
  ChallengeFormValues,
  AdminChallengePayload
> = {
  subject: 'challenge',
  defaults: challengeFormDefaults,
  fromItem: (item) => ({
    name: item.name,
    criteria: String(item.criteria),
    badge: item.badge ?? challengeFormDefaults.badge,
    description: item.description ?? '',
    // Active unless explicitly false
    isActive: item.isActive !== false,
  }),
  validate: validateChallengeForm,
  // adminChallengeCreateRequestSchema's fields (the update adds the id, which no input shows)
  requestFields: {
    name: 'name',
    criteria: 'criteria',
    badge: 'badge',
    description: 'description',
    isActive: 'isActive',
  },
  // Banner texts, fallbacks when the failure has no message, and the delete confirmation
  messages: {
    created: 'Challenge created successfully!',
    updated: 'Challenge updated successfully!',
    deleted: 'Challenge deleted successfully!',
    createFailed: 'Failed to create challenge',
    updateFailed: 'Failed to update challenge',
    deleteFailed: 'Failed to delete challenge',
    confirmDelete: 'Are you sure you want to delete this challenge?',
    idRequired: 'Challenge ID is required for updates',
  },
  canEvaluate: false,
};
