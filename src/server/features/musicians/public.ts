/** What the musicians feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { insertMusician, insertPerson } from './create-musician';
export { removeStoredPhoto } from './profile-photo';
