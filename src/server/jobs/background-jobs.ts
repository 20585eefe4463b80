import { purgeDeadSessions } from '../features/auth/session-store';
import { purgeOldClientErrors } from '../features/client-errors/queries';
import { purgeExpiredRateLimits } from '../http/rate-limit-store';
import { purgeOldEvents } from '../realtime/event-store';
import { queueGigReminders } from '../features/gigs/emails';
import { queueTrialEndingEmails, queueTrialExpiredEmails } from '../features/subscriptions/emails';
import { queueNewRequestDigests } from '../features/live/emails';
import { deliverDueEmails } from '../email/worker';
import type { BackgroundJob } from './scheduler';
import { expireAbandonedCheckouts } from '../features/tips/checkout-service';
import { settleOverduePrices } from '../features/tips/request-price-service';
import { sendUnsentWithdrawals } from '../features/earnings/payouts-service';
import { renewDueSubscriptions } from '../features/subscriptions/renewals';
import { purgeFollowAttempts } from '../features/followers/public';
import { requestWindows } from '../features/requests/public';
import { extendGigSeries } from '../features/gigs/series-service';
import { issueBillingDocuments } from '../features/invoices/service';
import { buildPendingExports } from '../features/data-export/service';

/**
 * Every job the server runs on its own (started by server.ts; tests call `run` directly). Add a
 * feature's job here, one line each.
 */
export const backgroundJobs: BackgroundJob[] = [
  {
    // Expired sessions, day-old real-time events, spent rate-limit windows (follow attempts
    // among them) and client error reports not seen for 30 days carry nothing.
    name: 'housekeeping',
    everyMs: 3600_000,
    async run(ctx) {
      const now = ctx.clock.now();
      await purgeDeadSessions(ctx.db, now);
      await purgeOldEvents(ctx.db, now);
      await purgeExpiredRateLimits(ctx.db, now);
      await purgeFollowAttempts(ctx.db, new Date(now.getTime() - requestWindows.windowMs).toISOString());
      await purgeOldClientErrors(ctx.db, now);
    },
  },
  {
    // Tipped requests whose payment was never finished: cancelled, so nothing is charged later.
    name: 'abandoned-checkouts',
    everyMs: 5 * 60_000,
    run: expireAbandonedCheckouts,
  },
  {
    // Request prices held on fans' cards: taken for requests accepted or played, let go for
    // those declined or not played when the show is over (ended, or 6 hours after it started).
    name: 'request-price-holds',
    everyMs: 60_000,
    run: settleOverduePrices,
  },
  {
    // Approved withdrawals whose transfer was cut off (provider down): sent again, same keys.
    name: 'unsent-withdrawals',
    everyMs: 5 * 60_000,
    run: sendUnsentWithdrawals,
  },
  {
    // Sends (or, without SMTP_URL, logs) what the outbox holds, with retries.
    name: 'email-outbox',
    everyMs: 15_000,
    // A password reset or an invitation leaves at once, not at the next tick.
    nudgedBy: 'email-queued',
    run: (ctx) => deliverDueEmails(ctx),
  },
  {
    // One digest per live session at most every 10 minutes, never one e-mail per request; the
    // last ones (requests, and payments for who chose a digest) when the show ends.
    name: 'email-new-requests',
    everyMs: 60_000,
    run: queueNewRequestDigests,
  },
  {
    name: 'email-gig-reminders',
    everyMs: 15 * 60_000,
    run: queueGigReminders,
  },
  {
    // Plans past their period end: renewed (local provider), retried, lapsed, or written down as ended.
    name: 'subscription-renewals',
    everyMs: 60_000,
    run: renewDueSubscriptions,
  },
  {
    // Recurring gigs: each open series gets its dates up to a year ahead as the days pass.
    name: 'gig-series',
    everyMs: 6 * 3600_000,
    run: extendGigSeries,
  },
  {
    // An invoice for each plan payment, a credit note for each refund, numbered without gaps.
    name: 'billing-documents',
    everyMs: 5 * 60_000,
    run: issueBillingDocuments,
  },
  {
    // "Download my data": each waiting export's ZIP built and its one-time link e-mailed; the ZIPs
    // of links past their 24 hours forgotten (docs/decisions/044-data-export.md).
    name: 'data-exports',
    everyMs: 30_000,
    nudgedBy: 'data-export-requested',
    run: buildPendingExports,
  },
  {
    name: 'email-trial-ending',
    everyMs: 3600_000,
    run: queueTrialEndingEmails,
  },
  {
    name: 'email-trial-expired',
    everyMs: 15 * 60_000,
    run: queueTrialExpiredEmails,
  },
];
