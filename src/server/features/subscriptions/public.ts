/** What the subscriptions feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { findSubscription, findSubscriptionById, moveSubscription } from './queries';
export type { ProviderSubscriptionDetails } from './billing';
