/** What the earnings feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { appendLedgerEntry, earningsOf } from './ledger-queries';
export { splitByCurrentShares } from './split';
