/** What the earnings feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { appendLedgerEntry, earningsOf, ledgerRows } from './ledger-queries';
export { splitByCurrentShares } from './split';
/** A fan's payment is recorded by tips; its e-mail to the musician is a money e-mail of this feature. */
export { queuePaymentReceivedEmail } from './emails';
