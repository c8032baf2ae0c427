// spec 1 §8
export const monthlyGoalMessages = {
  loadFailed: 'Failed to load goal data',
  saveFailed: 'Failed to save goal',
} as const;
