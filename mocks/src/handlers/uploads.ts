import type { Database } from '../db/database';
import { mediaKeyOf, mediaUrl } from '../db/media';
import { problem } from './route';

/** Uploads above this size are refused (the client resizes photos before sending them). */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const IMAGE_TYPE = /^image\/([a-z0-9]+)(?:[.+-][a-z0-9.+-]*)?$/i;

/** The file's extension in its key: `image/jpeg` is `jpg`, `image/svg+xml` is `svg`. */
function extensionOf(contentType: string): string {
  const subtype = IMAGE_TYPE.exec(contentType)?.[1]?.toLowerCase() ?? 'bin';
  return subtype === 'jpeg' ? 'jpg' : subtype;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/**
 * Keeps an uploaded picture in the `media` table and answers its relative address,
 * `/api/v1/media/upload-{id}-{stamp}.{extension}`, the way a real server hands out a stored
 * file. The stamp (the upload time) keeps a key unique even after the database is reset and ids
 * start again, since a browser keeps an immutable picture for good.
 */
export async function storeUpload(database: Database, file: Blob): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw problem(413, 'The picture is larger than 5 MB');
  const contentType = IMAGE_TYPE.test(file.type)
    ? file.type.toLowerCase()
    : 'application/octet-stream';
  const id = database.nextId('media');
  const key = `upload-${id}-${Date.now().toString(36)}.${extensionOf(contentType)}`;
  const base64 = base64Of(new Uint8Array(await file.arrayBuffer()));
  database.insert('media', { id, key, contentType, base64 });
  return mediaUrl(key);
}

/**
 * Deletes an uploaded picture once nothing points at it any more (a replaced profile photo), so
 * the localStorage snapshot does not fill up with pictures nobody sees.
 */
export function releaseUpload(database: Database, url: string | null | undefined): void {
  const key = mediaKeyOf(url);
  if (!key || !url) return;
  const { tables } = database;
  const inUse =
    tables.members.some((row) => row.profilePhotoUrl === url) ||
    tables.photos.some((row) => row.photoUrl === url);
  if (!inUse) tables.media = tables.media.filter((row) => row.key !== key);
}
