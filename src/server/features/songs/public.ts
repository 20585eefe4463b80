/** What the songs feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { adjustTimesPlayed, recordSongRequest } from './catalogue';
export { catalogueSpellings } from './queries';
