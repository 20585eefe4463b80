/** What the followers feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { tellFollowersLive, tellFollowersOfGig, unfollow } from './service';
export { notToldSince, purgeFollowAttempts } from './queries';
