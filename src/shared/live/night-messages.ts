/** How many songs fans and the venue screen see coming up. */
export const NIGHT_COMING_UP = 3;

/** How many of an act's latest shows its artist page lists, when it publishes its played lists. */
export const PUBLISHED_PLAYED_SHOWS = 3;

/** The night's messages (zod-free, for the live manager and the fan page). */
export const nightMessages = {
  chooseSetlist: 'Choose a setlist',
  chooseSong: 'Choose one song to play next',
  chooseRequest: 'Choose a request to slot in',
  chooseAfter: 'Choose the song it follows',
  setlistNotFound: 'Setlist not found',
  noSet: 'This show has no setlist. Choose one first.',
  underway: 'This show already has its setlist.',
  itemNotFound: 'That song is not in tonight’s set.',
  itemDone: (state: string) => `That song was already ${state}. Refresh to see the night as it is.`,
  notSlottable: (status: string) => `A ${status} request cannot go into the set. Refresh to see its current status.`,
  alreadySlotted: 'That request is already in the set.',
  notSlotted: 'Only a request slotted into the set can be taken out of it.',
} as const;

/** "In the set — coming up after …": what a request for a song of tonight's set says. */
export function inSetLabel(after: string | null): string {
  return after ? `In the set — coming up after ${after}` : 'In the set — coming up next';
}
