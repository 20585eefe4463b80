import { z } from 'zod';
import { VENUE_TYPES } from './constants';
import type { subscriptionStatuses } from './subscriptions';

/** The back office (spec 2 'Admin dashboard', §3, §5, §7, §8): its API shapes and words. */
export const adminMessages = {
  invalidCredentials: 'Invalid credentials',
  updateUserFailed: 'Failed to update user status',
  deleteUserFailed: 'Failed to delete user',
  grantFailed: 'Failed to grant lifetime free subscription',
  revokeFailed: 'Failed to revoke lifetime free subscription',
  approveFailed: 'Failed to approve withdrawal',
  rejectFailed: 'Failed to reject withdrawal',
  pauseFailed: 'Failed to pause session',
  updateSessionFailed: 'Failed to update session',
  addSongFailed: 'Failed to add song',
  updateSongFailed: 'Failed to update song',
  deleteSongFailed: 'Failed to delete song',
  saveVenueFailed: 'Failed to save venue',
  saveVenueError: 'Error saving venue',
  saveSettingsFailed: 'Failed to save settings',
  saveSettingsError: 'Error saving settings',
  createUserFailed: 'Failed to create user',
  createUserError: 'Error creating user',
  cancelSubscriptionFailed: 'Failed to cancel subscription',
  refundSubscriptionFailed: 'Failed to refund subscription',
  extendTrialFailed: 'Failed to extend trial',
  detailsFailed: 'Failed to fetch subscription details',
  maintenanceFailed: 'Failed to toggle maintenance mode',
  songTitleRequired: 'Song title is required',
  emailInvalid: 'Please enter a valid email address',
  stageNameRequired: 'Stage name is required for musicians',
  venueNameRequired: 'Venue name is required',
  websiteInvalid: 'Please enter a valid website URL',
  photoInvalid: 'Please enter a valid photo URL',
  phoneInvalid: 'Please enter a valid phone number',
  dateRequired: 'Date is required',
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  userNotFound: 'User not found',
  venueNotFound: 'Venue not found',
  songNotFound: 'Song not found',
  sessionNotFound: 'Session not found',
  subscriptionNotFound: 'Subscription not found',
  emailTaken: 'An account with this email already exists',
  notYourself: 'You cannot deactivate or delete your own account',
  onlyMusicians: 'Only musicians have subscriptions',
  alreadyFree: 'This musician already has lifetime free access',
  notFree: 'This musician does not have lifetime free access',
  trialOnly: 'Only a trial can be extended',
  nothingToCancel: 'This subscription has no provider subscription or is already cancelled',
  notPending: 'This withdrawal has already been decided',
  notLive: 'This session is not live',
  maintenance: 'Stagecall is down for maintenance. Please try again in a little while.',
} as const;

export const MAINTENANCE_CODE = 'maintenance';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, message)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), message);

/** A row id: a positive 32-bit integer, as both databases store it. */
const rowId = () => z.coerce.number().int().positive().max(2_147_483_647);
export const idParam = z.strictObject({ id: rowId() });
export const subscriptionIdParam = z.strictObject({ subscriptionId: rowId() });

// ---------------------------------------------------------------- overview

export interface PlatformStats {
  total_users: number;
  total_musicians: number;
  total_fans: number;
  active_subscriptions: number;
  /** Spec 2: active count × 1500 pence. */
  monthly_revenue_estimate: number;
  /** The platform's fees from the ledger plus subscription payments kept, pence. */
  total_revenue: number;
  pending_withdrawals: number;
  pending_withdrawals_amount: number;
}

// ---------------------------------------------------------------- users

export const usersQuery = z.object({
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const USERS_PAGE_SIZE = 25;

export interface AdminUser {
  id: number;
  email: string;
  user_type: 'musician' | 'fan' | 'admin';
  stage_name: string | null;
  created_at: string;
  is_active: boolean;
  subscription_status: (typeof subscriptionStatuses)[number] | null;
  trial_ends_at: string | null;
  total_tips_earned: number;
  total_requests_received: number;
}

const commaList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((item) => item.trim())
      .filter(Boolean)
      .slice(0, 30),
  )
  .pipe(z.array(z.string().max(60, 'Must be at most 60 characters')));

export const createUserBody = z
  .strictObject({
    email: z
      .string({ error: adminMessages.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, adminMessages.emailInvalid)
      .email(adminMessages.emailInvalid),
    user_type: z.enum(['musician', 'fan', 'admin'], { message: 'User type is required' }),
    musician_profile: z
      .strictObject({
        stage_name: z.string().trim().max(80, 'Stage name must be at most 80 characters').default(''),
        bio: optionalText(2000),
        profile_photo_url: httpUrl(adminMessages.photoInvalid),
        instagram_handle: optionalText(60),
        website_url: httpUrl(adminMessages.websiteInvalid),
        music_styles: commaList,
        favorite_singers: commaList,
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.user_type === 'musician' && !body.musician_profile?.stage_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['musician_profile', 'stage_name'],
        message: adminMessages.stageNameRequired,
      });
    }
  });
export type CreateUserBody = z.input<typeof createUserBody>;

// ---------------------------------------------------------------- withdrawals

export interface AdminWithdrawal {
  id: number;
  stage_name: string;
  email: string;
  amount_requested: number;
  fee_amount: number;
  net_amount: number;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  processed_at: string | null;
}

// ---------------------------------------------------------------- venues

export const venueBody = z.strictObject({
  venue_name: z
    .string({ error: adminMessages.venueNameRequired })
    .trim()
    .min(1, adminMessages.venueNameRequired)
    .max(120, 'The venue name must be at most 120 characters'),
  location_address: optionalText(300),
  city: optionalText(100),
  country: optionalText(100),
  venue_type: z
    .enum(VENUE_TYPES)
    .nullish()
    .transform((value) => value ?? null),
  description: optionalText(1000),
  website_url: httpUrl(adminMessages.websiteInvalid),
  phone_number: z
    .string()
    .trim()
    .max(40, adminMessages.phoneInvalid)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^\+?[0-9 ()-]{6,}$/.test(value), adminMessages.phoneInvalid),
});
export type VenueBody = z.input<typeof venueBody>;

export interface AdminVenue {
  id: number;
  venue_name: string;
  location_address: string | null;
  city: string | null;
  country: string | null;
  venue_type: (typeof VENUE_TYPES)[number] | null;
  description: string | null;
  website_url: string | null;
  phone_number: string | null;
  usage_count: number;
  is_active: boolean;
}

// ---------------------------------------------------------------- sessions

export interface AdminLiveSession {
  id: number;
  status: 'active' | 'paused';
  musician_stage_name: string;
  musician_email: string;
  session_name: string | null;
  venue_name: string | null;
  started_at: string;
  request_stats: { total: number; played: number; pending: number };
  total_tips_amount: number;
}

export interface AdminScheduledSession {
  id: number;
  musician_stage_name: string;
  musician_email: string;
  session_name: string | null;
  location_address: string | null;
  venue_name: string;
  scheduled_date: string;
  scheduled_start_time: string;
  scheduled_end_time: string | null;
  is_publicly_visible: boolean;
}

const hhmm = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

export const scheduledSessionBody = z.strictObject({
  venue_name: z.string().trim().min(1, 'Venue name is required').max(120),
  session_name: optionalText(120),
  location_address: optionalText(300),
  scheduled_date: z
    .string({ error: adminMessages.dateRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, adminMessages.dateRequired),
  scheduled_start_time: hhmm(adminMessages.startRequired),
  scheduled_end_time: hhmm(adminMessages.endRequired),
  is_publicly_visible: z.boolean().default(true),
});
export type ScheduledSessionBody = z.input<typeof scheduledSessionBody>;

// ---------------------------------------------------------------- songs

export const songsQuery = z.object({ search: z.string().trim().max(100).default('') });

export const songBody = z.strictObject({
  song_title: z
    .string({ error: adminMessages.songTitleRequired })
    .trim()
    .min(1, adminMessages.songTitleRequired)
    .max(200, 'The song title must be at most 200 characters'),
  artist_name: optionalText(200),
});
export type SongBody = z.input<typeof songBody>;

export const mergeSongBody = z.strictObject({ into_id: z.number().int().positive().max(2_147_483_647) });
export const hideSongBody = z.strictObject({ hidden: z.boolean() });

export interface AdminSong {
  id: number;
  is_hidden: boolean;
  song_title: string;
  artist_name: string | null;
  total_requests: number;
  total_tips: number;
  unique_musicians: number;
  times_played: number;
  last_requested_at: string | null;
}

export interface SongStats {
  total_songs: number;
  total_requests: number;
  total_tips: number;
  total_played: number;
}

// ---------------------------------------------------------------- subscriptions

export interface AdminSubscription {
  id: number;
  musician_id: number;
  stage_name: string;
  email: string;
  subscription_status: (typeof subscriptionStatuses)[number];
  cancel_at_period_end: boolean;
  trial_ends_at: string | null;
  subscription_amount: number;
  subscription_interval: 'month' | 'year' | null;
  subscription_created_at: string;
  payment_method_brand: string | null;
  payment_method_last4: string | null;
  next_billing_date: string | null;
  total_paid: number;
  stripe_subscription_id: string | null;
  is_cancelled: boolean;
}

export const extendTrialBody = z.strictObject({
  musician_id: z.number().int().positive().max(2_147_483_647),
  days: z.number().int().min(1, 'Enter a number of days above zero').max(365),
});

// ---------------------------------------------------------------- settings

/** Spec 2 §3 'Settings' with the bounds of §5, enforced here for the server and the form alike. */
export const adminSettingsBody = z
  .strictObject({
    maintenance_mode: z.boolean(),
    platform_fee_percentage: z
      .number()
      .min(0, 'The platform fee must be between 0 and 50%')
      .max(50, 'The platform fee must be between 0 and 50%')
      .refine(
        (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
        'The platform fee goes in steps of 0.1%',
      ),
    subscription_price_monthly: z
      .number()
      .int('Prices are in whole pence')
      .min(0, 'The monthly price cannot be negative')
      .max(1_000_000),
    minimum_withdrawal_amount: z
      .number()
      .int('Amounts are in whole pence')
      .min(100, 'The minimum withdrawal must be at least 100 pence')
      .max(10_000_000),
    maximum_withdrawal_amount: z
      .number()
      .int('Amounts are in whole pence')
      .min(1000, 'The maximum withdrawal must be at least 1000 pence')
      .max(100_000_000),
    auto_approve_withdrawals: z.boolean(),
    trial_period_days: z
      .number()
      .int()
      .min(0, 'The trial must be 0 to 365 days')
      .max(365, 'The trial must be 0 to 365 days'),
    featured_musicians_limit: z
      .number()
      .int()
      .min(1, 'Featured musicians must be 1 to 50')
      .max(50, 'Featured musicians must be 1 to 50'),
    user_registration_enabled: z.boolean(),
    musician_signup_enabled: z.boolean(),
    public_sessions_enabled: z.boolean(),
    analytics_retention_days: z
      .number()
      .int()
      .min(30, 'Analytics retention must be 30 to 3650 days')
      .max(3650, 'Analytics retention must be 30 to 3650 days'),
    email_notifications_enabled: z.boolean(),
  })
  .refine((s) => s.maximum_withdrawal_amount >= s.minimum_withdrawal_amount, {
    message: 'The maximum withdrawal must be at least the minimum',
    path: ['maximum_withdrawal_amount'],
  });
export type AdminSettings = z.infer<typeof adminSettingsBody>;

export const maintenanceBody = z.strictObject({ enabled: z.boolean() });

// ---------------------------------------------------------------- audit

export const auditQuery = z.object({
  action: z.string().trim().max(60).default(''),
  target_type: z.string().trim().max(40).default(''),
  admin_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  id: number;
  admin_id: number | null;
  admin_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}
