/** The photo is resized to fit within 300x300 and re-encoded as JPEG at 0.85 */
export const PROFILE_PHOTO_MAX_SIDE = 300;
export const PROFILE_PHOTO_TYPE = 'image/jpeg';
export const PROFILE_PHOTO_QUALITY = 0.85;

/** The size that fits within max x max keeping the aspect ratio; small images are not enlarged. */
export function fitWithin(
  width: number,
  height: number,
  max: number = PROFILE_PHOTO_MAX_SIDE,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
