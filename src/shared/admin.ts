import { z } from 'zod';
import { withdrawalStage } from './payouts';
import { VENUE_TYPES } from './constants';
import { subscriptionStatuses } from './subscriptions';

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
  fanAccountsNotOffered: 'Fans request songs without an account. Create a musician or an admin.',
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
  nothingToCancel: 'This subscription is not a paying plan, or is already cancelled',
  notPending: 'This withdrawal has already been decided',
  notLive: 'This session is not live',
  maintenance: 'Stagecall is down for maintenance. Please try again in a little while.',
} as const;

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

export const platformStats = z.object({
  total_users: z.number().int(),
  total_musicians: z.number().int(),
  total_fans: z.number().int(),
  active_subscriptions: z.number().int(),
  /** Spec 2: active count × 1500 pence. */
  monthly_revenue_estimate: z.number().int(),
  /** The platform's fees from the ledger plus subscription payments kept, pence. */
  total_revenue: z.number().int(),
  pending_withdrawals: z.number().int(),
  pending_withdrawals_amount: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStats>;

// ---------------------------------------------------------------- users

export const usersQuery = z.object({
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const USERS_PAGE_SIZE = 25;

export const adminUser = z.object({
  id: z.number(),
  email: z.string(),
  user_type: z.enum(['musician', 'fan', 'admin']),
  stage_name: z.string().nullable(),
  created_at: z.string(),
  is_active: z.boolean(),
  subscription_status: z.enum(subscriptionStatuses).nullable(),
  trial_ends_at: z.string().nullable(),
  total_tips_earned: z.number().int(),
  total_requests_received: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;

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
    // Fans use Stagecall without an account (spec 1): a fan account has no page to land on, so
    // Add User does not make one (issue 25).
    user_type: z
      .enum(['musician', 'fan', 'admin'], { message: 'User type is required' })
      .refine((type) => type !== 'fan', { message: adminMessages.fanAccountsNotOffered }),
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

export const adminWithdrawal = z.object({
  id: z.number(),
  stage_name: z.string(),
  email: z.string(),
  amount_requested: z.number().int(),
  fee_amount: z.number().int(),
  net_amount: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  stage: withdrawalStage,
  reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

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

export const adminVenue = z.object({
  id: z.number(),
  venue_name: z.string(),
  location_address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  venue_type: z.enum(VENUE_TYPES).nullable(),
  description: z.string().nullable(),
  website_url: z.string().nullable(),
  phone_number: z.string().nullable(),
  usage_count: z.number().int(),
  is_active: z.boolean(),
});
export type AdminVenue = z.infer<typeof adminVenue>;

// ---------------------------------------------------------------- sessions

export const adminLiveSession = z.object({
  id: z.number(),
  status: z.enum(['active', 'paused']),
  musician_stage_name: z.string(),
  musician_email: z.string(),
  session_name: z.string().nullable(),
  venue_name: z.string().nullable(),
  started_at: z.string(),
  request_stats: z.object({ total: z.number().int(), played: z.number().int(), pending: z.number().int() }),
  total_tips_amount: z.number().int(),
});
export type AdminLiveSession = z.infer<typeof adminLiveSession>;

export const adminScheduledSession = z.object({
  id: z.number(),
  musician_stage_name: z.string(),
  musician_email: z.string(),
  session_name: z.string().nullable(),
  location_address: z.string().nullable(),
  venue_name: z.string(),
  scheduled_date: z.string(),
  scheduled_start_time: z.string(),
  scheduled_end_time: z.string().nullable(),
  is_publicly_visible: z.boolean(),
});
export type AdminScheduledSession = z.infer<typeof adminScheduledSession>;

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

export const adminSong = z.object({
  id: z.number(),
  is_hidden: z.boolean(),
  song_title: z.string(),
  artist_name: z.string().nullable(),
  total_requests: z.number().int(),
  total_tips: z.number().int(),
  unique_musicians: z.number().int(),
  times_played: z.number().int(),
  last_requested_at: z.string().nullable(),
});
export type AdminSong = z.infer<typeof adminSong>;

export const songStats = z.object({
  total_songs: z.number().int(),
  total_requests: z.number().int(),
  total_tips: z.number().int(),
  total_played: z.number().int(),
});
export type SongStats = z.infer<typeof songStats>;

// ---------------------------------------------------------------- subscriptions

/** Issue 24: Subscriptions searched by musician name or e-mail, filtered by status, in pages. */
export const SUBSCRIPTIONS_PAGE_SIZE = 25;
export const subscriptionsQuery = z.object({
  search: z.string().trim().max(100).default(''),
  status: z.enum(subscriptionStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SubscriptionsQuery = z.infer<typeof subscriptionsQuery>;

export const adminSubscription = z.object({
  id: z.number(),
  musician_id: z.number(),
  stage_name: z.string(),
  email: z.string(),
  subscription_status: z.enum(subscriptionStatuses),
  cancel_at_period_end: z.boolean(),
  trial_ends_at: z.string().nullable(),
  subscription_amount: z.number().int(),
  subscription_interval: z.enum(['month', 'year']).nullable(),
  subscription_created_at: z.string(),
  payment_method_brand: z.string().nullable(),
  payment_method_last4: z.string().nullable(),
  next_billing_date: z.string().nullable(),
  total_paid: z.number().int(),
  stripe_subscription_id: z.string().nullable(),
  is_cancelled: z.boolean(),
});
export type AdminSubscription = z.infer<typeof adminSubscription>;

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

export const auditEntry = z.object({
  id: z.number(),
  admin_id: z.number().nullable(),
  admin_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/admin/subscriptions/{id}/details: the provider's own record, shaped like Stripe's. */
export const providerSubscriptionDetails = z.object({
  status: z.string(),
  current_period_start: z.number().nullable(),
  current_period_end: z.number().nullable(),
  items: z.array(z.object({ price: z.object({ unit_amount: z.number().int() }) })),
  next_payment_attempt: z.number().nullable(),
  created: z.number(),
});
