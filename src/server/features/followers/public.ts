/** What the followers feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { tellFollowersLive, tellFollowersOfGig } from './service';
export { notToldSince, purgeFollowAttempts } from './queries';
