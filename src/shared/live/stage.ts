/** The stage's messages (zod-free, for the live manager's first load). */
export const stageMessages = {
  cannotStart: (status: string) => `A ${status} request cannot be started. Refresh to see its current status.`,
  nothingUpNext: 'Nothing is playing and Up Next is empty: accept a request first.',
  nothingToUndo: 'There is nothing to undo.',
} as const;
