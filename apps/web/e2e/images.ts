import { crc32, deflateSync } from 'node:zlib';

/* Pictures for upload journeys: a PNG made on the spot, a JPEG's size, and the page's record
 * of what it uploaded. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A width x height RGB PNG, a left-to-right colour ramp: the same bytes on every run. */
export function rampPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x += 1) {
    row[1 + x * 3] = Math.floor((x / width) * 255);
    row[2 + x * 3] = 120;
    row[3 + x * 3] = 255 - Math.floor((x / width) * 255);
  }
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a JPEG's start-of-frame segment; null when it is not a JPEG. */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0..SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The page keeps every multipart body's file fields it sends, for the test to read. */
export type CapturingWindow = Window & { capturedUploads?: { field: string; file: Blob }[] };

export function captureMultipartUploads() {
  const captured: { field: string; file: Blob }[] = [];
  (window as CapturingWindow).capturedUploads = captured;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    if (body instanceof FormData) {
      for (const [field, value] of body.entries()) {
        if (value instanceof Blob) captured.push({ field, file: value });
      }
    }
    return send.call(this, body);
  };
}
