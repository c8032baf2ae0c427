export const profileSaveMessages = {
  // shown for 3 s after a successful save
  saved: 'Profile updated successfully!',
  // a failed save is reported and told to the member; the form keeps every input
  saveFailed: 'Could not save your profile. Your changes are kept.',
  // The resizePhoto actor rejects with one of these
  noCanvasContext: 'Could not get canvas context',
  noBlob: 'Failed to create blob from canvas',
  imageLoadFailed: 'Failed to load image',
  // a name is required: one of only spaces is refused before anything is sent
  nameRequired: 'Name is required',
} as const;
