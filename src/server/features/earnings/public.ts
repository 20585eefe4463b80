/** What the earnings feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { earningsOf } from './ledger-queries';
