/** The words of following a musician by e-mail. Zod-free, so the fan's lazy form carries no schema code. */
export const followMessages = {
  invalidEmail: 'Please enter a valid email address',
  tooMany: 'Too many follow requests from this network. Please try again later.',
  artistNotFound: 'Artist not found',
  checkInbox: 'Check your inbox: we sent you a link to confirm. Nothing else is sent until you do.',
  invalidLink: 'This link is not valid any more. Follow the artist again from their page.',
  confirmed: 'You follow this artist now. We will tell you when they go live.',
  unfollowed: 'You will get no more e-mails about this artist.',
} as const;
