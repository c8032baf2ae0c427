import { SIGNED_IN_MARKER_MAX_AGE_MS } from '@reprally/machines';
import { SIGNED_IN_COOKIE, signedInRecently } from '../boot/page-boot';

/**
 * The non-secret 'signed in recently' marker, a cookie that lasts 1 day. It holds no token: after a
 * reload it only says a silent sign-in is worth trying (and, read by the page boot, that the
 * built welcome page is not the one to show).
 */
export const signedInMarker = {
  read(): boolean {
    return signedInRecently(document.cookie);
  },
  write(maxAgeMs: number = SIGNED_IN_MARKER_MAX_AGE_MS) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${SIGNED_IN_COOKIE}=1; Max-Age=${Math.floor(maxAgeMs / 1000)}; Path=/; SameSite=Lax${secure}`;
  },
  clear() {
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  },
};
