/** Limits of a setlist (docs/decisions/043-setlists.md). Zod-free, so any page can read them. */
export const SETLIST_LIMITS = {
  name: 100,
  setName: 40,
  title: 200,
  artist: 200,
  songKey: 12,
  note: 200,
  sets: 10,
  /** Songs in one setlist, all sets together. */
  songs: 500,
  /** Setlists one act keeps. */
  setlists: 200,
  /** The longest song: 60 minutes. */
  lengthSeconds: 3600,
} as const;

export const setlistMessages = {
  nameRequired: 'Give the setlist a name',
  setNameRequired: 'Give every set a name',
  titleRequired: 'Every song needs a title',
  atLeastOneSet: 'A setlist has at least one set',
  tooManySets: `A setlist has at most ${SETLIST_LIMITS.sets} sets`,
  tooManySongs: `A setlist holds at most ${SETLIST_LIMITS.songs} songs. Move some to another setlist.`,
  tooManySetlists: `An act keeps at most ${SETLIST_LIMITS.setlists} setlists. Delete one you no longer use first.`,
  badLength: 'Write a length as minutes:seconds, for example 3:45 (at most 60:00)',
  notFound: 'Setlist not found',
  notYours: 'You can only change your own act’s setlists',
  changedElsewhere:
    'This setlist was changed on another device while you were editing. Your changes are still here: load the other version, then make them again.',
  gigNotFound: 'Gig not found',
} as const;

/** The sets a new setlist starts with. */
export const DEFAULT_SET_NAMES = ['Set 1'] as const;
