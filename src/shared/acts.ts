/** Acts and their members (docs/decisions/035-acts-and-members.md). */
export const actMessages = {
  /** No current membership of any act: the same words a musician without a profile had. */
  noAct: 'Musician profile not found',
  roleNotAllowed: 'Your role in this act does not allow this',
} as const;
