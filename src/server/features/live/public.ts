/** What the live feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { findActiveSessionOfMusician } from './public-queries';
export { comingUpOf } from './coming-up';
