/** The share form's file input (its name joins the label and the 'Choose image' text). */
export const sharePhotoInput = (root: HTMLElement): HTMLInputElement => {
  const input = root.querySelector<HTMLInputElement>(
    'form[aria-label="Share a photo"] input[type="file"]',
  );
  if (!input) throw new Error('no share form on the page');
  return input;
};
