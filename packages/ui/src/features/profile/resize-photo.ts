import { profileSaveMessages } from '@reprally/machines';

/** How far a photo may extend, and how it is re-encoded. */
export type PhotoResizeOptions = {
  maxWidth: number;
  maxHeight: number;
  /** The encoding of the result, e.g. 'image/jpeg'. */
  type: string;
  /** Encoder quality from 0 to 1 (JPEG and WebP). */
  quality: number;
};

export type PixelSize = { width: number; height: number };

/**
 * The size that fits within maxWidth x maxHeight keeping the aspect ratio. Small pictures keep
 * their size (never enlarged); an empty picture stays 0 x 0; no side drops below 1 pixel.
 */
export function fitWithinBounds(
  { width, height }: PixelSize,
  { maxWidth, maxHeight }: Pick<PhotoResizeOptions, 'maxWidth' | 'maxHeight'>,
): PixelSize {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

type DecodedImage = PixelSize & { source: CanvasImageSource; release: () => void };

const loadFailed = () => new Error(profileSaveMessages.imageLoadFailed);

/** Through an <img> element: the path for browsers without createImageBitmap, and for SVG. */
function decodeWithImageElement(photo: Blob): Promise<DecodedImage> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(photo);
    const image = new Image();
    image.onload = () => {
      resolve({
        source: image,
        width: image.naturalWidth,
        height: image.naturalHeight,
        release: () => URL.revokeObjectURL(url),
      });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(loadFailed());
    };
    image.src = url;
  });
}

/**
 * How long the browser may take to read a chosen file before it counts as unreadable. A photo
 * decodes in well under a second; some browsers never settle on a file they cannot read (a
 * format they do not know), and the form would wait for ever.
 */
export const DECODE_TIME_LIMIT_MS = 10_000;

/** `decoding`, or 'Failed to load image' once the time limit passes; a late picture is let go. */
function withinDecodeTimeLimit(decoding: Promise<DecodedImage>): Promise<DecodedImage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(loadFailed());
      decoding.then(
        (image) => image.release(),
        () => undefined,
      );
    }, DECODE_TIME_LIMIT_MS);
    decoding.then(
      (image) => {
        clearTimeout(timer);
        resolve(image);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : loadFailed());
      },
    );
  });
}

/**
 * How the picture formats a browser names from a file's extension begin (`null` matches every
 * byte). A file may be named for one and be another (a PNG saved as .jpg), and still be read.
 */
const PICTURE_SIGNATURES: readonly (readonly (number | null)[])[] = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50], // WebP
  [0x42, 0x4d], // BMP
  [null, null, null, null, 0x66, 0x74, 0x79, 0x70], // AVIF, HEIC ('ftyp')
];
/** The types a browser gives a file by its extension whose first bytes are known above. */
const SIGNED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp']);

/**
 * Whether a file named as a JPEG, a PNG, a GIF, a WebP or a BMP begins as a picture does. One
 * that does not (a text file named .jpg) is refused at once, without a decoder: a browser may
 * take seconds over it, or never settle. Files of other types go to the decoder.
 */
async function beginsAsAPicture(photo: Blob): Promise<boolean> {
  if (!SIGNED_TYPES.has(photo.type)) return true;
  const head = new Uint8Array(await photo.slice(0, 12).arrayBuffer());
  return PICTURE_SIGNATURES.some((signature) =>
    signature.every((byte, index) => byte === null || head[index] === byte),
  );
}

async function decode(photo: Blob): Promise<DecodedImage> {
  // image files only: anything else is refused before it reaches a decoder
  if (!photo.type.startsWith('image/') || !(await beginsAsAPicture(photo))) throw loadFailed();
  return withinDecodeTimeLimit(decodeAnyWay(photo));
}

async function decodeAnyWay(photo: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      // decodes off the main thread and honours the camera's orientation flag
      const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    } catch {
      // some formats (SVG) decode only through an image element
    }
  }
  return decodeWithImageElement(photo);
}

/**
 * Resolves when the photo is a picture this browser can read, the same way `resizePhoto` reads
 * it; rejects with 'Failed to load image' otherwise (e.g. a text file named .jpg).
 */
export async function checkPhotoReadable(photo: Blob): Promise<void> {
  const image = await decode(photo);
  image.release();
  if (!(image.width > 0 && image.height > 0)) throw loadFailed();
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(profileSaveMessages.noBlob))),
      type,
      quality,
    );
  });
}

/**
 * Shrinks a photo to fit within maxWidth x maxHeight (never enlarging it) and re-encodes it,
 * e.g. a profile photo to 300 x 300 as JPEG at quality 0.85. Rejects with 'Failed to load
 * image' (not an image, or undecodable), 'Could not get canvas context' or 'Failed to create
 * blob from canvas'.
 */
export async function resizePhoto(photo: Blob, options: PhotoResizeOptions): Promise<Blob> {
  const image = await decode(photo);
  try {
    const size = fitWithinBounds(image, options);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(profileSaveMessages.noCanvasContext);
    // JPEG has no transparency: transparent pixels become white instead of black
    context.fillStyle = 'white';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, size.width, size.height);
    return await encode(canvas, options.type, options.quality);
  } finally {
    image.release();
  }
}
