// a time written with no zone is the server's, whose clock is UTC (the browser would read it as
// her own local time, a day off in Auckland or Los Angeles); a day alone is already read as UTC
const WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** A date-time from the server as a `Date`: with no zone written, in UTC. */
export const toDate = (text: string): Date =>
  new Date(WITHOUT_ZONE.test(text) ? `${text.replace(' ', 'T')}Z` : text);

export const toOptionalDate = (text: string | null | undefined): Date | null =>
  text ? toDate(text) : null;
