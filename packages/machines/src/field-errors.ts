/**
 * A save the server refused with named fields (a 400 or 422 whose answer says which field it
 * refused, and why) shows each message under the field, not as a failure of the whole form.
 *
 * The failure is read by shape: an error carrying `fieldErrors`, the request paths the server
 * named with its message for each (as the api client's errors do). `fields` maps request paths
 * to the form's own fields; a path the map lacks is tried without its last segments
 * ('measurementTypes.2' -> 'measurementTypes'). Null when the server named none of the form's
 * fields: the form then shows its usual failure.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: Readonly<Record<string, Field>>,
): Partial<Record<Field, string>> | null {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return null;
  const named: unknown = error.fieldErrors;
  if (typeof named !== 'object' || named === null) return null;
  const found: Partial<Record<Field, string>> = {};
  let any = false;
  for (const [path, message] of Object.entries(named)) {
    if (typeof message !== 'string' || message.trim() === '') continue;
    const field = fieldOf(path, fields);
    if (field === null || found[field] !== undefined) continue;
    found[field] = message;
    any = true;
  }
  return any ? found : null;
}

function fieldOf<Field extends string>(
  path: string,
  fields: Readonly<Record<string, Field>>,
): Field | null {
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const key = segments.slice(0, length).join('.');
    if (Object.hasOwn(fields, key)) return fields[key]!;
  }
  return null;
}

/**
 * The server's reason for a conflict (409: what she asked for is already so, as an e-mail invite
 * to someone already in the group or already invited), when its answer gave one; else null.
 */
export function serverConflictMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('status' in error) || error.status !== 409 || !('body' in error)) return null;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}
