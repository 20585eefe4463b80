/** What the repertoire feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { findOpenSongByTitle, hasOpenSongs, searchOpenRepertoire } from './queries';
