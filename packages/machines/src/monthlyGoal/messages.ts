// What the monthly goal card shows when loading or saving the goal fails
export const monthlyGoalMessages = {
  loadFailed: 'Failed to load goal data',
  saveFailed: 'Failed to save goal',
  // why a typed goal is not saved: it must be a whole number, at least 1
  notWholeNumber: 'The goal must be a whole number',
  belowOne: 'The goal must be at least 1 workout',
} as const;
