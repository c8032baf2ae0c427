/** A PNG drawn on a canvas (blue with a gold disc): the same picture on every run, for stories. */
export async function drawnPhoto(width: number, height: number, name = 'photo.png'): Promise<File> {
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
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the canvas gave no PNG');
  return new File([blob], name, { type: 'image/png' });
}

/** The share form's file input (its name joins the label and the 'Choose image' text). */
export const sharePhotoInput = (root: HTMLElement): HTMLInputElement => {
  const input = root.querySelector<HTMLInputElement>(
    'form[aria-label="Share a photo"] input[type="file"]',
  );
  if (!input) throw new Error('no share form on the page');
  return input;
};
