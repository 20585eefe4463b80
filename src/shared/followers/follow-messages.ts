/** The words of following a musician by e-mail. Zod-free, so the fan's lazy form carries no schema code. */
export const followMessages = {
  invalidEmail: 'Please enter a valid email address',
  tooMany: 'Too many follow requests from this network. Please try again later.',
  artistNotFound: 'Artist not found',
  checkInbox: 'Check your inbox: we sent you a link to confirm. Nothing else is sent until you do.',
  invalidLink: 'This link is not valid any more. Follow the artist again from their page.',
  confirmed: 'You follow this artist now. We will tell you when they go live.',
  unfollowed: 'You will get no more e-mails about this artist.',
  invalidNear: 'Please type a town or postcode area of at most 80 characters',
  invalidAllGigs: 'The all-gigs choice must be true or false',
  invalidSetting: 'Each choice of what followers hear must be true or false',
  invalidPace: 'Choose every time, at most once a day or at most once a week',
  settingsNotSaved: 'Your choice could not be saved. Please try again.',
} as const;

/** The longest place a follower may type ("Brighton", "BN1", "Newcastle upon Tyne"). */
export const FOLLOWER_NEAR_MAX = 80;
