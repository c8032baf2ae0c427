const fallback = '/';
const base = 'https://return-to.invalid';
// C0 controls and DEL: URL parsers drop tabs and newlines, so '/\t/evil' would become '//evil'
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

function isPlainPath(candidate: string): boolean {
  return (
    candidate.startsWith('/') &&
    !candidate.startsWith('//') &&
    !candidate.includes('\\') &&
    !hasControlCharacter(candidate)
  );
}

/**
 * The path to return to after login, kept only when it is a same-origin path. Absolute and protocol-relative URLs, backslash tricks,
 * `javascript:` and their percent-encoded or whitespace-padded variants fall back to '/'.
 */
export function safeReturnTo(returnTo: unknown): string {
  if (typeof returnTo !== 'string' || returnTo === '' || returnTo.length > 2048) return fallback;

  // every decoding layer must read as a plain path: '%2F%2Fevil' and '%252F…' are refused too
  let layer = returnTo;
  for (let depth = 0; depth < 5; depth += 1) {
    if (!isPlainPath(layer)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return fallback;
    }
    if (decoded === layer) break;
    layer = decoded;
  }
  if (!isPlainPath(layer)) return fallback;

  // after the URL parser's own normalisation ('/..//evil' → '//evil') it must still be ours
  let url: URL;
  try {
    url = new URL(returnTo, base);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === base && isPlainPath(path) ? path : fallback;
}
