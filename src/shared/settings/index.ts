import { z } from 'zod';

/** The Privacy and Marketing tabs of /settings (spec 2 "Settings page", §3, §7, §8). */
export const settingsMessages = {
  privacyFailed: 'Failed to update privacy settings',
  notificationsFailed: 'Failed to update notification settings',
} as const;

const toggle = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** Every toggle is sent on each save, so the page and the server never disagree about one. */
export const privacySettings = z.strictObject({
  public_profile_enabled: toggle('public_profile_enabled'),
  show_upcoming_gigs: toggle('show_upcoming_gigs'),
  allow_direct_messages: toggle('allow_direct_messages'),
});
export type PrivacySettings = z.infer<typeof privacySettings>;

/** Spec 2 §3 defaults: the three e-mail kinds on, marketing off. */
export const notificationSettings = z.strictObject({
  email_new_requests: toggle('email_new_requests'),
  email_payment_received: toggle('email_payment_received'),
  email_gig_reminders: toggle('email_gig_reminders'),
  email_marketing: toggle('email_marketing'),
  /** 'Payments received' as one e-mail per show instead of one per payment; optional on the wire. */
  payment_email_digest: toggle('payment_email_digest').optional(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email_new_requests: true,
  email_payment_received: true,
  email_gig_reminders: true,
  email_marketing: false,
  payment_email_digest: false,
};
