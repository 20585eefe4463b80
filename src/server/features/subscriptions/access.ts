import type { Subscription } from '../../db/types';
import type { SubscriptionStatusName } from '../../../shared/subscriptions';

/**
 * What a subscription row means at an instant. The row's status is what the last change wrote;
 * time moves some of them on without a write (a trial runs out, a cancelled plan reaches its
 * period end), so every reader asks here instead of reading `status` alone. The renewals job
 * writes those moves down too (renewals.ts), for the admin's lists and the e-mails.
 */
export function effectiveStatus(sub: Subscription, now: Date): SubscriptionStatusName {
  if (sub.status === 'cancelling' && periodOver(sub, now)) return 'inactive';
  return sub.status;
}

const periodOver = (sub: Subscription, now: Date) =>
  sub.current_period_end !== null && new Date(sub.current_period_end).getTime() <= now.getTime();

export const isTrialActive = (sub: Subscription, now: Date): boolean =>
  sub.status === 'trial' && sub.trial_ends_at !== null && new Date(sub.trial_ends_at).getTime() > now.getTime();

/**
 * Who may use the paid features (docs/decisions/013-subscriptions.md): free, a running trial, an
 * active plan and a cancelled plan still inside its paid period may go live and schedule public
 * gigs. Everyone keeps their profile, QR page, inbox and earnings, and a live session is never cut off.
 */
export function hasAccess(sub: Subscription | undefined, now: Date): boolean {
  if (!sub) return false;
  switch (effectiveStatus(sub, now)) {
    case 'free':
    case 'active':
    case 'cancelling':
      return true;
    case 'trial':
      return isTrialActive(sub, now);
    default:
      return false;
  }
}
