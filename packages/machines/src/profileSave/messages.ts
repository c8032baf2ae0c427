export const profileSaveMessages = {
  // spec 1 §4
  saved: 'Profile updated successfully!',
  // DECISIONS #9
  saveFailed: 'Could not save your profile. Your changes are kept.',
  // spec 1 §8: the resizePhoto actor rejects with one of these
  noCanvasContext: 'Could not get canvas context',
  noBlob: 'Failed to create blob from canvas',
  imageLoadFailed: 'Failed to load image',
} as const;
