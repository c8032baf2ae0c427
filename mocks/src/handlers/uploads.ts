import { problem } from './route';

/** Uploads above this size are refused (the client resizes profile photos to 300x300). */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * An uploaded picture as a data URL, so it survives in the localStorage snapshot and shows
 * without a file server.
 */
export async function imageDataUrl(file: Blob): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw problem(413, 'The picture is larger than 5 MB');
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
