/** What the requests feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { requestWindows } from './limits';
export { intakeCounts, requestColumns } from './queries';
export { findKeyedSend, findRequestById, forgetKeyedSend, recordKeyedSend, type SendKey } from './idempotency';
export { myRequestsFeedsOf } from './my-requests-feeds';
export { showSongsFeedsOf } from './show-songs-feeds';
export { updateRequestStatus } from './queries';
export { deviceIdOf } from './device';
export { forgetShowPushes } from './buzz-queries';
