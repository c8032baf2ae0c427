/**
 * A refused write (400 or 422) often says which field it refused. The two answer shapes we read:
 * - `{ "message": "name: Group name is too long" }`: one complaint, the field's path before
 *   the first ': ' (our backend's validation answers);
 * - `{ "errors": { "Name": ["Group name is too long"] } }`: a validation problem document
 *   (RFC 9457 as ASP.NET Core writes it), one or more messages per path.
 * Paths come out as the request body spells them: a leading '$.' dropped, `[0]` as `.0`, and
 * each segment starting lower-case ('Name' -> 'name', 'Items[0].Value' -> 'items.0.value').
 * The first message per field wins.
 */
export type ServerFieldErrors = Readonly<Record<string, string>>;

const NONE: ServerFieldErrors = Object.freeze({});

// 'name', 'endDate', 'measurements.0.value', '0.value' (in a body that is an array): dotted
// identifiers and indexes
const PATH = /^((?:[A-Za-z_]\w*|\d+)(?:\.(?:[A-Za-z_]\w*|\d+))*): (.+)$/s;

function normalisePath(path: string): string {
  return path
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((segment) => segment !== '')
    .map((segment) => segment.charAt(0).toLowerCase() + segment.slice(1))
    .join('.');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function firstMessage(value: unknown): string | null {
  const candidates = Array.isArray(value) ? value : [value];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return null;
}

/** The fields a refused write's answer names, with the server's message for each. */
export function fieldErrorsOf(status: number, body: unknown): ServerFieldErrors {
  if ((status !== 400 && status !== 422) || !isRecord(body)) return NONE;
  const found: Record<string, string> = {};
  if (isRecord(body.errors)) {
    for (const [rawPath, messages] of Object.entries(body.errors)) {
      const path = normalisePath(rawPath);
      const message = firstMessage(messages);
      if (path !== '' && message !== null && !(path in found)) found[path] = message;
    }
  }
  if (typeof body.message === 'string') {
    const match = PATH.exec(body.message.trim());
    if (match) {
      const path = normalisePath(match[1]!);
      const message = match[2]!.trim();
      if (message !== '' && !(path in found)) found[path] = message;
    }
  }
  return Object.keys(found).length === 0 ? NONE : Object.freeze(found);
}
