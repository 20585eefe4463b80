/** Business constants of the spec (spec 1 §9, spec 2 §9). */
export const PASSWORD_MIN_LENGTH = 6;
export const TRIAL_DAYS = 14;
export const SUBSCRIPTION_MONTHLY_PENCE = 1500;
export const SUBSCRIPTION_YEARLY_PENCE = 14400;
export const PLATFORM_FEE_PERCENT = 5;
export const MINIMUM_WITHDRAWAL_PENCE = 500;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/**
 * JSON request bodies are small forms; photos arrive as multipart uploads with their own 5 MB
 * limit, so no route parses megabytes of JSON on the event loop.
 */
export const MAX_BODY_BYTES = 256 * 1024;

export const MUSIC_STYLES = [
  'Rock',
  'Pop',
  'Jazz',
  'Blues',
  'Country',
  'Folk',
  'Classical',
  'Electronic',
  'Hip Hop',
  'R&B',
  'Soul',
  'Funk',
  'Reggae',
  'Alternative',
  'Indie',
  'Metal',
  'Punk',
  'Gospel',
  'Latin',
  'World Music',
  'Acoustic',
  'Singer-Songwriter',
] as const;
export type MusicStyle = (typeof MUSIC_STYLES)[number];

export const VENUE_TYPES = [
  'bar',
  'restaurant',
  'pub',
  'club',
  'theater',
  'concert_hall',
  'wedding_venue',
  'function_venue',
  'outdoor',
  'other',
] as const;

export const USER_TYPES = ['musician', 'fan', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
