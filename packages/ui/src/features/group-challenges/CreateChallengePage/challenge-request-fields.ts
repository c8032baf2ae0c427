import type { ChallengeFormValues } from '../challenge-form';

/** The create-challenge form's fields: every value it edits but the list of offered types. */
export type ChallengeField = Exclude<keyof ChallengeFormValues, 'availableTypes'>;

/**
 * The paths of the create-challenge request body, onto the form's fields: a path within the
 * chosen types ('measurementTypes.2') belongs to the type picker; the group is not a field.
 */
export const challengeRequestFields: Readonly<Record<string, ChallengeField>> = {
  name: 'name',
  description: 'description',
  challengeType: 'challengeType',
  startDate: 'startDate',
  endDate: 'endDate',
  hasBuyIn: 'hasBuyIn',
  buyInAmount: 'buyInAmount',
  measurementTypes: 'measurementTypes',
};

const challengeFields: readonly ChallengeField[] = Object.values(challengeRequestFields);

/** The form's fields a change to its values touches. */
export function editedChallengeFields(patch: Partial<ChallengeFormValues>): ChallengeField[] {
  return challengeFields.filter((field) => field in patch);
}
