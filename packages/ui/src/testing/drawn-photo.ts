/**
 * A photo drawn on a canvas (blue with a gold disc): the same pixels on every run, for stories and
 * fault tests that pick a file. A PNG by default; a JPEG for a camera-sized photo, as a phone's
 * camera gives one (and encoding twelve megapixels as JPEG takes a fraction of the PNG's time).
 */
export async function drawnPhoto(
  width: number,
  height: number,
  name = 'photo.png',
  type: 'image/png' | 'image/jpeg' = 'image/png',
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas in this browser');
  context.fillStyle = 'steelblue';
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'gold';
  context.beginPath();
  context.arc(width / 2, height / 2, Math.min(width, height) / 3, 0, 2 * Math.PI);
  context.fill();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type));
  if (!blob) throw new Error(`the canvas gave no ${type}`);
  return new File([blob], name, { type });
}
