import * as v from 'valibot';

/** Server records (groups, challenges, photos, badges, invites, ...) carry positive integer ids. */
export const recordIdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/** Members are identified by the identity provider's subject, a non-empty string (`sub`). */
export const userIdSchema = v.pipe(v.string(), v.minLength(1));

// ISO 8601 calendar date, optionally with a time and zone; Date.parse alone accepts '1' as a year.
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date-time as the server writes it: an ISO 8601 string. The normalised layer makes it a `Date`. */
export const dateTimeWireSchema = v.pipe(
  v.string(),
  v.check(
    (text) => ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)),
    'Expected an ISO 8601 date-time',
  ),
);

/** A calendar day, YYYY-MM-DD. */
export const calendarDaySchema = v.pipe(v.string(), v.isoDate('Expected a YYYY-MM-DD day'));

/** A date-time that may be missing: null, absent or '' on the wire (admin user lastActivity). */
export const optionalDateTimeWireSchema = v.nullish(v.union([v.literal(''), dateTimeWireSchema]));

/** Free text the server may leave out (bio, description): null and absent read as ''. */
export const optionalTextWireSchema = v.nullish(v.string());

/**
 * A member's name where others see it (rankings, members, photos, comments, invites, search): a
 * member whose identity provider gave no name has none until she saves one. Null and absent read
 * as '', which screens show as her profile does ('No name set'), rather than failing the list.
 */
export const memberNameWireSchema = v.nullish(v.string());

/** A picture address the server may leave out: null, absent or '' all mean 'no picture'. */
export const photoUrlWireSchema = v.nullish(v.string());

export { toDate, toOptionalDate } from './dates';

export const toText = (text: string | null | undefined): string => text ?? '';

export const toPhotoUrl = (url: string | null | undefined): string | null => url || null;

/** Month of the year, 1-12. */
export const monthNumberSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12));

export const yearSchema = v.pipe(v.number(), v.integer(), v.minValue(1970), v.maxValue(9999));

/**
 * Answers whose body the client does not read: any body is accepted and
 * the call resolves with nothing, so no screen depends on an unspecified field.
 */
export const ignoredResponseSchema = v.unknown();

/** Answers of create calls whose only field read is the new record's id. */
export const createdIdWireSchema = v.object({ id: recordIdSchema });

export type CreatedId = { id: number };

export const createdIdSchema = v.pipe(
  createdIdWireSchema,
  v.transform((wire): CreatedId => ({ id: wire.id })),
);

/** A body with no content: what a 204 or an empty 200 looks like through axios. */
export const emptyBodySchema = v.union([v.literal(''), v.null(), v.undefined()]);
