import { BROKEN_IMAGE_KEY, drawnPicture } from '../db/media';
import { routeGroup, type ContextBase } from './route';

/** Keys never change what they answer, so browsers may keep a picture for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Served files never run as a page of ours, even when someone opens an uploaded SVG directly:
 * no sniffing another type, no scripts, a sandboxed origin.
 */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

function picture(body: BodyInit, contentType: string, cacheControl = IMMUTABLE): Response {
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': contentType, 'Cache-Control': cacheControl, ...FILE_HEADERS },
  });
}

/** What a media server answers for a key it does not have. */
export function mediaNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * GET /media/{key}: an uploaded picture from the `media` table, a drawn avatar or group photo
 * made from its key, the deliberately undecodable `broken.png`, or a 404.
 */
function servePicture({ params, db }: ContextBase): Response {
  const key = params.key ?? '';
  const upload = db.tables.media.find((row) => row.key === key);
  if (upload) return picture(bytesOf(upload.base64), upload.contentType);
  const drawn = drawnPicture(key);
  if (drawn !== null) return picture(drawn, 'image/svg+xml');
  // four bytes that are no PNG: the browser gives up on them at once
  if (key === BROKEN_IMAGE_KEY) return picture(bytesOf('AAAAAA=='), 'image/png', 'no-store');
  return mediaNotFound();
}

/** The pictures the server hands out at `/api/v1/media/{key}` (avatars, group photos, uploads). */
export const mediaRoutes = routeGroup([], [{ path: '/media/:key', resolve: servePicture }]);
