/** The base that relative addresses are resolved against; its origin never reaches the page. */
const SAME_ORIGIN = 'https://same-origin.invalid';

// whitespace, control characters and backslashes: browsers drop or reinterpret them while
// parsing ('java\tscript:', '/\evil.example'), so an address holding any is refused outright
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;

const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;

/**
 * A picture address from the server, or null when it must not be rendered. Only two kinds pass,
 * unchanged: absolute `http:`/`https:` addresses with a host (and no user name or password), and
 * same-origin paths starting with a single `/` (not `//` or `/\`). Everything else is null:
 * `javascript:`, `data:`, `blob:`, `file:` and every other scheme, protocol-relative `//host`
 * addresses, bare relative paths, and any address with whitespace, control characters or
 * backslashes (padded or split variants of the above).
 */
export function displayablePhotoUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url === '' || UNSAFE_CHARACTERS.test(url)) return null;
  if (ABSOLUTE_HTTP.test(url)) {
    const parsed = parse(url);
    const http = parsed?.protocol === 'https:' || parsed?.protocol === 'http:';
    return parsed && http && parsed.hostname !== '' && !parsed.username && !parsed.password
      ? url
      : null;
  }
  if (url.startsWith('/') && !url.startsWith('//')) {
    // a same-origin path stays on the page's origin once resolved
    return parse(url, SAME_ORIGIN)?.origin === SAME_ORIGIN ? url : null;
  }
  return null;
}

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}
