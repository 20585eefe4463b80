/** What the venues feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { recordVenueUse } from './record-venue-use';
