import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** 0 or 1: booleans read the same on SQLite and PostgreSQL (docs/decisions/001). */
export type Flag = number;
/** ISO-8601 UTC instant, e.g. 2026-11-22T20:15:00.000Z. */
export type Instant = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  user_type: 'musician' | 'fan' | 'admin';
  name: string | null;
  is_active: Generated<Flag>;
  google_subject: string | null;
  created_at: Instant;
  updated_at: Instant;
  /** Set when the account was deleted: the row stays, anonymised, for its money records (decision 022). */
  deleted_at: Generated<Instant | null>;
  /** 1 while the account still has the one-time password an admin's Add User gave it (admins). */
  must_change_password: Generated<Flag>;
}

export interface AuthSessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  scope: 'user' | 'admin';
  created_at: Instant;
  last_seen_at: Instant;
  expires_at: Instant;
  revoked_at: Instant | null;
  user_agent: string | null;
  /** A keyed hash of the client address (hashIp), never the address. */
  ip_hash: string | null;
  /** The last step-up on this sign-in (a second factor or the password), for sensitive changes. */
  stepped_up_at: Instant | null;
  stepped_up_with: 'password' | 'second_factor' | null;
  /** The act this sign-in works in (docs/decisions/035); null: the person's oldest current membership. */
  current_act_id: Generated<number | null>;
}

export interface OauthStatesTable {
  id: Generated<number>;
  state: string;
  code_verifier: string;
  nonce: string;
  created_at: Instant;
}

export type ActRole = 'leader' | 'member' | 'crew';

/**
 * A person in an act (an act is a musician_profiles row, docs/decisions/035). A member who leaves
 * keeps the row with left_at set: money records and the audit log point at it.
 */
export interface ActMembersTable {
  id: Generated<number>;
  act_id: number;
  user_id: number;
  role: ActRole;
  /** Basis points of the act's tips; the current members' add up to 10,000, crew hold 0. */
  share_bps: number;
  joined_at: Instant;
  left_at: Instant | null;
}

/** A leader's invitation into an act by e-mail (docs/decisions/035): single use, 7 days, withdrawable. */
export interface ActInvitationsTable {
  id: Generated<number>;
  act_id: number;
  /** Lower-cased: accepting needs a signed-in person with this address. */
  email: string;
  role: ActRole;
  /** A proposal, applied only when the leader saves the shares. */
  share_bps: number;
  /** A keyed hash of the link's token; the link itself is only in the e-mail. */
  token_hash: string;
  invited_by: number | null;
  created_at: Instant;
  expires_at: Instant;
  withdrawn_at: Instant | null;
  accepted_at: Instant | null;
  accepted_by: number | null;
}

export interface MusicianProfilesTable {
  id: Generated<number>;
  user_id: number;
  stage_name: Generated<string>;
  bio: string | null;
  instagram_handle: string | null;
  website_url: string | null;
  profile_photo_url: string | null;
  /** JSON-encoded list of strings. */
  music_styles: Generated<string>;
  /** JSON-encoded list of strings ("musical influences"). */
  favorite_singers: Generated<string>;
  qr_code_id: string;
  public_profile_enabled: Generated<Flag>;
  show_upcoming_gigs: Generated<Flag>;
  allow_direct_messages: Generated<Flag>;
  email_new_requests: Generated<Flag>;
  email_payment_received: Generated<Flag>;
  email_gig_reminders: Generated<Flag>;
  email_marketing: Generated<Flag>;
  custom_pricing_enabled: Generated<Flag>;
  default_request_price: Generated<number>;
  premium_request_price: Generated<number>;
  suggested_tip_amounts: Generated<string>;
  /** 'Payment received' as one e-mail per show (1) instead of one per tip (0). */
  payment_email_digest: Generated<Flag>;
  /** What followers are told (migration 027): the musician going live, new gigs near them. */
  followers_hear_live: Generated<Flag>;
  followers_hear_gigs: Generated<Flag>;
  /** At most how often one follower is told anything. */
  followers_mail_at_most: Generated<FollowerMailPace>;
  /** The private calendar feed's secret (migration 034): null until first asked for; reset to end old addresses. */
  calendar_feed_nonce: Generated<string | null>;
  /** 1: the artist page lists the act's latest played lists (decision 043); 0 (default): not. */
  publish_played_list: Generated<Flag>;
  created_at: Instant;
  updated_at: Instant;
}

export type FollowerMailPace = 'every_time' | 'daily' | 'weekly';

export type SubscriptionStatus = 'free' | 'trial' | 'active' | 'cancelling' | 'cancelled' | 'inactive';

export interface SubscriptionsTable {
  id: Generated<number>;
  musician_id: number;
  status: SubscriptionStatus;
  plan: 'monthly' | 'yearly' | null;
  amount: Generated<number>;
  billing_interval: 'month' | 'year' | null;
  trial_ends_at: Instant | null;
  current_period_start: Instant | null;
  current_period_end: Instant | null;
  next_billing_date: Instant | null;
  cancel_at_period_end: Generated<Flag>;
  cancelled_at: Instant | null;
  provider: Generated<string>;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  payment_method_brand: string | null;
  payment_method_last4: string | null;
  has_payment_method: Generated<Flag>;
  /** Failed renewals in a row; a success resets it, the last allowed failure lapses the plan. */
  renewal_attempts: Generated<number>;
  created_at: Instant;
  updated_at: Instant;
}

export interface SubscriptionPaymentsTable {
  id: Generated<number>;
  subscription_id: number;
  amount: number;
  refunded_amount: Generated<number>;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  provider_payment_id: string | null;
  period_start: Instant | null;
  period_end: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

export type VenueType =
  | 'bar'
  | 'restaurant'
  | 'pub'
  | 'club'
  | 'theater'
  | 'concert_hall'
  | 'wedding_venue'
  | 'function_venue'
  | 'outdoor'
  | 'other';

export interface VenuesTable {
  id: Generated<number>;
  venue_name: string;
  name_key: string;
  location_address: string | null;
  city: string | null;
  country: string | null;
  venue_type: VenueType | null;
  description: string | null;
  website_url: string | null;
  phone_number: string | null;
  place_id: string | null;
  usage_count: Generated<number>;
  is_active: Generated<Flag>;
  created_at: Instant;
  updated_at: Instant;
}

export interface SavedVenuesTable {
  id: Generated<number>;
  musician_id: number;
  venue_id: number | null;
  venue_name: string;
  name_key: string;
  location_address: string | null;
  usage_count: Generated<number>;
  last_used_at: Instant | null;
  created_at: Instant;
}

export interface ScheduledGigsTable {
  id: Generated<number>;
  musician_id: number;
  venue_id: number | null;
  venue_name: string;
  location_address: string | null;
  session_name: string | null;
  /** YYYY-MM-DD */
  scheduled_date: string;
  /** HH:MM */
  scheduled_start_time: string;
  scheduled_end_time: string | null;
  is_publicly_visible: Generated<Flag>;
  /** The show started from this gig ('Go live now'): no longer upcoming, no reminder. */
  live_session_id: Generated<number | null>;
  /** A date of a recurring gig (decision 048): its series, and the date the rule gave it. */
  series_id: Generated<number | null>;
  series_date: Generated<string | null>;
  /** The setlist planned for this gig (decision 043), if any. */
  setlist_id: Generated<number | null>;
  created_at: Instant;
  updated_at: Instant;
}

/** An act's named plan for a night (decision 043): saved whole, `version` grows on every save. */
export interface SetlistsTable {
  id: Generated<number>;
  musician_id: number;
  name: string;
  version: Generated<number>;
  created_at: Instant;
  updated_at: Instant;
}

/** One set of a setlist (Set 1, Set 2, Encore), in `position` order. */
export interface SetlistSetsTable {
  id: Generated<number>;
  setlist_id: number;
  position: number;
  name: string;
}

/** A song of a set, in `position` order; title and artist are copies, the repertoire row only its source. */
export interface SetlistItemsTable {
  id: Generated<number>;
  setlist_id: number;
  set_id: number;
  position: number;
  title: string;
  artist: string | null;
  repertoire_song_id: number | null;
  length_seconds: number | null;
  song_key: string | null;
  note: string | null;
}

export type GigFrequency = 'weekly' | 'fortnightly' | 'monthly';

export interface GigSeriesTable {
  id: Generated<number>;
  musician_id: number;
  frequency: GigFrequency;
  /** YYYY-MM-DD: the first date, which also fixes the weekday (and, monthly, which one of the month). */
  first_date: string;
  ends_on: string | null;
  occurrences: number | null;
  /** The last date the generator has considered: dates after it are made as time passes. */
  generated_through: string;
  generated_count: Generated<number>;
  /** What each new date is made from: the first date's details, then "this and following" edits. */
  venue_id: number | null;
  venue_name: string;
  location_address: string | null;
  session_name: string | null;
  scheduled_start_time: string;
  scheduled_end_time: string | null;
  is_publicly_visible: Flag;
  created_at: Instant;
  updated_at: Instant;
}

/** A cancelled date of a series, kept so it is never made again and feeds can say it is cancelled. */
export interface GigCancellationsTable {
  gig_id: number;
  series_id: number;
  musician_id: number;
  series_date: string;
  venue_name: string;
  location_address: string | null;
  session_name: string | null;
  scheduled_date: string;
  scheduled_start_time: string;
  scheduled_end_time: string | null;
  is_publicly_visible: Flag;
  created_at: Instant;
  cancelled_at: Instant;
}

export interface LiveSessionsTable {
  id: Generated<number>;
  musician_id: number;
  venue_id: number | null;
  venue_name: string;
  session_name: Generated<string>;
  location_address: string | null;
  status: 'active' | 'paused' | 'ended';
  started_at: Instant;
  planned_end_at: Instant | null;
  ended_at: Instant | null;
  ended_by: 'musician' | 'admin' | 'system' | null;
  paused_by: Generated<'musician' | 'admin' | null>;
  /** The musician's cap on requests for this show; null: none. */
  max_requests: Generated<number | null>;
  /** 1: fans may request only the musician's open repertoire songs. */
  repertoire_only: Generated<0 | 1>;
  /** How Up Next is ordered (shared/live/queue-order.ts); every device and the fans' songs ahead follow it. */
  queue_order: Generated<'arrival' | 'premium' | 'tip' | 'asked'>;
  /** The request being played now (meaningful while it is accepted). */
  now_playing_id: Generated<number | null>;
  /** The last stage action that can be undone, as the manager names it, and the state to put back (JSON). */
  undo_label: Generated<string | null>;
  undo_state: Generated<string | null>;
  /** 1: the venue screen shows fans' names and messages; 0 (default): never. */
  screen_shows_fans: Generated<0 | 1>;
  /** 1 (default): fans see tonight's songs with their counts and may back one (+1); 0: off. */
  fans_back_songs: Generated<0 | 1>;
  /** The setlist the show went live with (decision 043), and its name as it was then. */
  setlist_id: Generated<number | null>;
  setlist_name: Generated<string | null>;
  /** The song of the night playing now (show_set_items.id), set song or slotted request. */
  now_playing_item_id: Generated<number | null>;
  /** 1: fans' page and the venue screen show the next songs of the night; 0 (default): not. */
  coming_up_public: Generated<Flag>;
  created_at: Instant;
}

export type NightItemState = 'upcoming' | 'played' | 'skipped';

/** A song of the night on stage: the show's copy of a set song, or a request slotted in (decision 043). */
export interface ShowSetItemsTable {
  id: Generated<number>;
  live_session_id: number;
  position: number;
  set_name: string;
  title: string;
  artist: string | null;
  musical_key: string | null;
  length_seconds: number | null;
  note: string | null;
  request_id: number | null;
  state: Generated<NightItemState>;
  played_at: Instant | null;
}

/** The night's played list: one row per song marked played, in order. */
export interface ShowPlayedTable {
  id: Generated<number>;
  live_session_id: number;
  position: number;
  kind: 'set' | 'request';
  show_set_item_id: number | null;
  request_id: number | null;
  title: string;
  artist: string | null;
  requests: Generated<number>;
  played_at: Instant;
}

export interface SongsTable {
  id: Generated<number>;
  song_title: string;
  artist_name: string | null;
  title_key: string;
  artist_key: Generated<string>;
  total_requests: Generated<number>;
  total_tips: Generated<number>;
  unique_musicians: Generated<number>;
  times_played: Generated<number>;
  last_requested_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  /** 1 for songs of the seeded or admin catalogue: shown publicly without further vouching. */
  is_curated: Generated<0 | 1>;
  /** 1: an admin hid it from public search and trending. */
  is_hidden: Generated<0 | 1>;
}

export type RequestStatus = 'pending' | 'accepted' | 'played' | 'declined';

/** A request's price as the fan sees it: held on the card, paid, released, or refunded after payment. */
export type PriceState = 'held' | 'paid' | 'released' | 'refunded';

export type RequestPriceStatus = 'held' | 'captured' | 'released' | 'refunded';

/** A request's price while held and once decided (docs/decisions/036-request-price-holds.md). */
export interface RequestPricesTable {
  id: Generated<number>;
  request_id: number;
  musician_id: number;
  session_id: number;
  provider: string;
  provider_payment_id: string;
  /** The price, pence; the payment authorised it together with the tip. */
  amount: number;
  tip_amount: Generated<number>;
  fee_amount: number;
  net_amount: number;
  status: Generated<RequestPriceStatus>;
  provider_refund_id: string | null;
  created_at: Instant;
  decided_at: Instant | null;
}

export interface SongRequestsTable {
  id: Generated<number>;
  session_id: number;
  musician_id: number;
  song_id: number | null;
  song_title: string;
  artist_name: string | null;
  fan_name: string | null;
  message: string | null;
  tip_amount: Generated<number>;
  /** Pence paid for the request itself (custom pricing), beside the tip. */
  price_amount: Generated<number>;
  is_premium: Generated<Flag>;
  status: Generated<RequestStatus>;
  device_id: string | null;
  ip_hash: string | null;
  created_at: Instant;
  updated_at: Instant;
  accepted_at: Instant | null;
  played_at: Instant | null;
  declined_at: Instant | null;
  /** Where the request's price is (decision 036): null when it has none. */
  price_state: Generated<PriceState | null>;
}

export interface MessagesTable {
  id: Generated<number>;
  musician_id: number;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  is_read: Generated<Flag>;
  is_starred: Generated<Flag>;
  is_archived: Generated<Flag>;
  ip_hash: string | null;
  created_at: Instant;
}

export interface TipsTable {
  id: Generated<number>;
  musician_id: number;
  request_id: number | null;
  session_id: number | null;
  amount: number;
  fee_amount: number;
  net_amount: number;
  status: 'pending' | 'succeeded' | 'failed' | 'refunded';
  provider: string;
  provider_payment_id: string | null;
  fan_name: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  musician_id: number;
  /** Whose balance in the act it is taken from (decision 035): a member withdraws their own. */
  member_user_id: number;
  amount_requested: number;
  fee_amount: number;
  net_amount: number;
  status: 'pending' | 'approved' | 'rejected';
  /** Where the money is (decision 019); status stays the spec's pending / approved / rejected. */
  stage: Generated<WithdrawalStage>;
  processed_at: Instant | null;
  processed_by: number | null;
  provider_account_id: string | null;
  provider_transfer_id: string | null;
  provider_payout_id: string | null;
  failure_reason: string | null;
  sent_at: Instant | null;
  paid_at: Instant | null;
  note: string | null;
  created_at: Instant;
}

export type WithdrawalStage = 'requested' | 'approved' | 'sent' | 'paid' | 'failed' | 'rejected';

export interface PlatformSettingsTable {
  id: Generated<number>;
  maintenance_mode: Generated<Flag>;
  platform_fee_basis_points: Generated<number>;
  subscription_price_monthly: Generated<number>;
  subscription_price_yearly: Generated<number>;
  minimum_withdrawal_amount: Generated<number>;
  maximum_withdrawal_amount: Generated<number>;
  auto_approve_withdrawals: Generated<Flag>;
  trial_period_days: Generated<number>;
  featured_musicians_limit: Generated<number>;
  user_registration_enabled: Generated<Flag>;
  musician_signup_enabled: Generated<Flag>;
  public_sessions_enabled: Generated<Flag>;
  analytics_retention_days: Generated<number>;
  email_notifications_enabled: Generated<Flag>;
  /** Printed on invoices and credit notes (decision 049). */
  business_name: Generated<string>;
  business_address: Generated<string>;
  updated_at: Instant;
}

export type BillingDocumentKind = 'invoice' | 'credit_note';

/** One sequence per kind of billing document: the last number issued. */
export interface BillingCountersTable {
  kind: BillingDocumentKind;
  last_number: Generated<number>;
}

/** An invoice for a plan payment, or a credit note for a refund of one (decision 049). */
export type DataExportStatus = 'pending' | 'ready' | 'downloaded' | 'expired' | 'failed';

/** "Download my data" (migration 045, docs/decisions/044-data-export.md). */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  /** The person's own id, or the admin's who started it for them. */
  requested_by: number;
  /** UTC date (YYYY-MM-DD) of the request: unique per person, so one export a day. */
  requested_day: string;
  status: DataExportStatus;
  created_at: Instant;
  finished_at: Instant | null;
  /** The ZIP, kept until downloaded or expired, then cleared. */
  zip: Buffer | null;
  size_bytes: number | null;
  /** SHA-256 of the e-mailed link's token (hex). */
  token_hash: string | null;
  expires_at: Instant | null;
  downloaded_at: Instant | null;
  error: string | null;
}

export interface BillingDocumentsTable {
  id: Generated<number>;
  kind: BillingDocumentKind;
  number: number;
  /** What it is for: "invoice:{payment id}" or "credit:{payment id}:{refunded so far}". */
  reference: string;
  musician_id: number;
  subscription_payment_id: number;
  amount: number;
  issued_at: Instant;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  message: string;
  stack: string | null;
  component_stack: string | null;
  url: string | null;
  user_agent: string | null;
  occurred_at: string | null;
  ip_hash: string | null;
  created_at: Instant;
  /** Hash of the message, first stack frames and page path: one row per distinct error. */
  fingerprint: string | null;
  occurrences: Generated<number>;
  last_seen_at: Instant | null;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: 'queued' | 'sent' | 'logged' | 'failed';
  error: string | null;
  created_at: Instant;
  sent_at: Instant | null;
  kind: EmailKind;
  musician_id: number | null;
  session_id: number | null;
  dedupe_key: string | null;
  attempts: Generated<number>;
  next_attempt_at: Instant;
  /** While set and in the future, one worker owns the row (docs/decisions/009-email.md). */
  claimed_until: Instant | null;
  /** Reply-To: the fan's address on a fan's message (docs/decisions/041). */
  reply_to: string | null;
  /** Bulk mail's one-click unsubscribe address (List-Unsubscribe, RFC 8058). */
  unsubscribe_url: string | null;
}

export type EmailKind =
  /** To a fan who follows a musician: the confirmation link, and "live now". */
  | 'follower'
  | 'new_sign_in'
  | 'payment_received'
  | 'new_requests'
  | 'gig_reminder'
  | 'trial_ending'
  | 'subscription_renewed'
  | 'subscription_renewal_failed'
  | 'subscription_cancelled'
  | 'subscription_lapsed'
  | 'marketing'
  /** Withdrawals, refunds and disputes (src/server/features/earnings/emails.ts). */
  | 'money'
  | 'password_reset'
  /** An invitation into an act, with the only copy of its link. */
  | 'act_invitation'
  | 'welcome'
  | 'fan_message'
  | 'fan_receipt'
  | 'payment_digest'
  | 'subscription_receipt'
  | 'subscription_refunded'
  | 'subscription_reactivated'
  | 'trial_expired'
  /** A card saved during the trial: the plan is on, and when it is first charged. */
  | 'subscription_started'
  /** Payout details changed, a second factor added or removed (docs/decisions/041). */
  | 'security_notice'
  /** The last message to a deleted account's address; the worker forgets the address once sent. */
  | 'account_deleted'
  /** The one-time link to a finished "Download my data" ZIP (docs/decisions/044). */
  | 'data_export'
  | 'other';

export interface RealtimeEventsTable {
  id: Generated<number>;
  channel: string;
  /** Position in its channel: 1, 2, 3… in commit order (the SSE id). */
  seq: number;
  type: string;
  /** JSON */
  payload: string;
  created_at: Instant;
}

export interface Database {
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  oauth_states: OauthStatesTable;
  musician_profiles: MusicianProfilesTable;
  act_members: ActMembersTable;
  act_invitations: ActInvitationsTable;
  subscriptions: SubscriptionsTable;
  subscription_payments: SubscriptionPaymentsTable;
  venues: VenuesTable;
  saved_venues: SavedVenuesTable;
  scheduled_gigs: ScheduledGigsTable;
  gig_series: GigSeriesTable;
  gig_cancellations: GigCancellationsTable;
  billing_counters: BillingCountersTable;
  billing_documents: BillingDocumentsTable;
  data_exports: DataExportsTable;
  live_sessions: LiveSessionsTable;
  songs: SongsTable;
  song_requests: SongRequestsTable;
  messages: MessagesTable;
  tips: TipsTable;
  withdrawals: WithdrawalsTable;
  platform_settings: PlatformSettingsTable;
  client_errors: ClientErrorsTable;
  email_outbox: EmailOutboxTable;
  realtime_events: RealtimeEventsTable;
  realtime_channels: RealtimeChannelsTable;
  ledger_entries: LedgerEntriesTable;
  tip_splits: TipSplitsTable;
  act_audit_log: ActAuditLogTable;
  tip_refunds: TipRefundsTable;
  tip_disputes: TipDisputesTable;
  payout_accounts: PayoutAccountsTable;
  local_refunds: LocalRefundsTable;
  local_bank_accounts: LocalBankAccountsTable;
  local_transfers: LocalTransfersTable;
  rate_limit_hits: RateLimitHitsTable;
  local_payments: LocalPaymentsTable;
  request_checkouts: RequestCheckoutsTable;
  request_prices: RequestPricesTable;
  payment_events: PaymentEventsTable;
  password_resets: PasswordResetsTable;
  local_cards: LocalCardsTable;
  local_subscription_checkouts: LocalSubscriptionCheckoutsTable;
  admin_audit_log: AdminAuditLogTable;
  session_blocked_devices: SessionBlockedDevicesTable;
  repertoire_songs: RepertoireSongsTable;
  setlists: SetlistsTable;
  setlist_sets: SetlistSetsTable;
  setlist_items: SetlistItemsTable;
  show_set_items: ShowSetItemsTable;
  show_played: ShowPlayedTable;
  job_leases: JobLeasesTable;
  sign_in_failures: SignInFailuresTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  second_factor_failures: SecondFactorFailuresTable;
  security_log: SecurityLogTable;
  request_idempotency_keys: RequestIdempotencyKeysTable;
  song_backings: SongBackingsTable;
  musician_followers: MusicianFollowersTable;
  follow_attempts: FollowAttemptsTable;
  push_subscriptions: PushSubscriptionsTable;
  request_pushes: RequestPushesTable;
  musician_push_followers: MusicianPushFollowersTable;
}

/** A browser following a musician by push (told when they go live); the subscription is the whole follow. */
export interface MusicianPushFollowersTable {
  id: Generated<number>;
  musician_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Instant;
  /** When it was last told anything: the musician's "at most" is held by it. */
  last_told_at: Instant | null;
}

/** A phone's Web Push subscription for one show (its browser's PushSubscription), kept until the show ends. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  session_id: number;
  device_id: string;
  endpoint: string;
  /** The phone's P-256 public key and auth secret (base64url): what the payload is encrypted for. */
  p256dh: string;
  auth: string;
  created_at: Instant;
}

/** A push a request's phone was sent (or is being sent): each kind once per request. */
export interface RequestPushesTable {
  request_id: number;
  kind: 'up_next' | 'playing_now';
  session_id: number;
  sent_at: Instant;
}

/** A fan following a musician by e-mail; `pending` until the confirmation link is opened. */
export interface MusicianFollowersTable {
  id: Generated<number>;
  musician_id: number;
  email: string;
  /** The address lower-cased: one row per musician and address. */
  email_key: string;
  status: Generated<'pending' | 'confirmed'>;
  created_at: Instant;
  confirmed_at: Instant | null;
  confirmation_sent_at: Instant;
  /** Where the follower said they are, as typed; `near_key` is it folded for matching a gig's place. */
  near: string | null;
  near_key: string | null;
  /** Told of every new gig, wherever it is. */
  hears_all_gigs: Generated<Flag>;
  /** The last message sent (confirmations aside): the musician's "at most" counts from here. */
  last_told_at: Instant | null;
}

/** One follow attempt, counted per phone and network address like a fan's requests. */
export interface FollowAttemptsTable {
  device_id: string | null;
  ip_hash: string;
  created_at: Instant;
}

/** A fan's +1 for a song of tonight's show: the request it made, one per phone and song identity. */
export interface SongBackingsTable {
  session_id: number;
  device_id: string;
  /** The song's identity when it was backed (shared/songs/song-key.ts songKeysOf). */
  song_key: string;
  request_id: number;
  created_at: Instant;
}

/** Wrong passwords typed for one e-mail address (features/auth/sign-in-guard.ts). */
export interface SignInFailuresTable {
  /** Keyed hash of the lower-cased address typed (an account or not). */
  account_key: string;
  failures: number;
  window_started_at: Instant;
  /** Until then, only a browser this account signed in from before may try. */
  locked_until: Instant | null;
}

/** A background job's run this interval, claimed by one instance (jobs/job-leases.ts). */
export interface JobLeasesTable {
  name: string;
  /** The claiming instance's random id for this process. */
  holder: string;
  expires_at: Instant;
}

/** The request or checkout a phone's Idempotency-Key made (docs/decisions/021). */
export interface RequestIdempotencyKeysTable {
  device_id: string;
  idempotency_key: string;
  session_id: number;
  /** SHA-256 of the request body the key was first sent with. */
  body_hash: string;
  request_id: number | null;
  checkout_id: number | null;
  created_at: string;
}

/** A song the musician plays. */
export interface RepertoireSongsTable {
  id: Generated<number>;
  musician_id: number;
  title: string;
  artist: string | null;
  /** The musical key they play it in ('Am', 'G'), as they write it. */
  song_key: string | null;
  notes: string | null;
  /** 0: kept in the list, but fans cannot request it. */
  is_open: Generated<0 | 1>;
  /** songIdentity(title, artist): one row per song per musician. */
  match_key: string;
  /** songKey(title): a fan's request matches on the title, whoever they say sang it. */
  title_key: string;
  created_at: Instant;
  updated_at: Instant;
}

export interface SessionBlockedDevicesTable {
  session_id: number;
  device_id: string;
  created_at: Instant;
}

export interface AdminAuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  admin_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON */
  before: string | null;
  /** JSON */
  after: string | null;
  created_at: Instant;
}

/** The `local` provider's saved card of a customer (a musician): the test card's outcome decides each charge. */
export interface LocalCardsTable {
  customer_id: string;
  brand: string;
  last4: string;
  outcome: string;
  created_at: Instant;
}

export interface LocalSubscriptionCheckoutsTable {
  id: string;
  subscription_id: number;
  plan: 'monthly' | 'yearly';
  amount: number;
  trial_days: number;
  status: 'open' | 'completed' | 'expired';
  created_at: Instant;
  updated_at: Instant;
}

export type LedgerEntryType =
  | 'tip_received'
  | 'withdrawal_requested'
  | 'withdrawal_returned'
  | 'withdrawal_paid'
  | 'tip_refunded'
  | 'dispute_held'
  | 'dispute_released'
  | 'dispute_lost'
  | 'price_received'
  | 'price_refunded';

export interface LedgerEntriesTable {
  id: Generated<number>;
  musician_id: number;
  /** Whose money in the act the row moves (decision 035): a tip writes one row per member's part. */
  member_user_id: number;
  entry_type: LedgerEntryType;
  /** Effect on the available balance, pence (signed). */
  amount: number;
  tip_id: number | null;
  withdrawal_id: number | null;
  refund_id: number | null;
  dispute_id: number | null;
  price_id: Generated<number | null>;
  created_at: Instant;
}

/** A tip's net as it was split between the act's members when it arrived (decision 035). */
export interface TipSplitsTable {
  id: Generated<number>;
  tip_id: number;
  act_id: number;
  member_user_id: number;
  /** Pence; the parts of a tip add up to its net. */
  amount: number;
}

/** What a member changed in the act (shares): who, before and after (JSON). */
export interface ActAuditLogTable {
  id: Generated<number>;
  act_id: number;
  user_id: number | null;
  action: string;
  before: string | null;
  after: string | null;
  created_at: Instant;
}

/** A tip refunded in full or in part (docs/decisions/019-payouts-refunds-disputes.md). */
export interface TipRefundsTable {
  id: Generated<number>;
  tip_id: number;
  musician_id: number;
  provider_refund_id: string;
  /** Pence returned to the fan; fee_amount + net_amount = amount. */
  amount: number;
  fee_amount: number;
  net_amount: number;
  reason: string | null;
  refunded_by: number | null;
  created_at: Instant;
}

export type DisputeStatus = 'open' | 'won' | 'lost';

export interface TipDisputesTable {
  id: Generated<number>;
  tip_id: number;
  musician_id: number;
  provider_dispute_id: string;
  amount: number;
  /** The musician's share of the disputed amount, held while open. */
  net_amount: number;
  status: DisputeStatus;
  reason: string | null;
  created_at: Instant;
  closed_at: Instant | null;
}

export interface PayoutAccountsTable {
  id: Generated<number>;
  /** A person's, one per person, used for all their acts (decision 035). */
  user_id: number;
  provider: string;
  provider_account_id: string;
  details_submitted: Generated<Flag>;
  payouts_enabled: Generated<Flag>;
  /** JSON array of the requirements still due. */
  requirements_due: Generated<string>;
  bank_name: string | null;
  bank_last4: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface LocalRefundsTable {
  id: string;
  payment_id: string;
  amount: number;
  idempotency_key: string;
  /** What the refund was for (a request's price returned); null for a tip's. */
  purpose: Generated<string | null>;
  created_at: Instant;
}

export interface LocalBankAccountsTable {
  id: string;
  account_holder: string;
  sort_code: string;
  account_number: string;
  created_at: Instant;
}

export interface LocalTransfersTable {
  id: string;
  account_id: string;
  amount: number;
  idempotency_key: string;
  payout_id: string | null;
  payout_status: 'paid' | 'failed' | null;
  failure_message: string | null;
  reversed: Generated<Flag>;
  created_at: Instant;
}

export interface RealtimeChannelsTable {
  channel: string;
  last_seq: number;
}

export interface RateLimitHitsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds at which the window restarts. */
  reset_at: number;
}

export type DataExport = Selectable<DataExportsTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type MusicianProfile = Selectable<MusicianProfilesTable>;
export type MusicianProfileUpdate = Updateable<MusicianProfilesTable>;
export type ActMember = Selectable<ActMembersTable>;
export type Subscription = Selectable<SubscriptionsTable>;
export type EmailOutbox = Selectable<EmailOutboxTable>;
export type PlatformSettings = Selectable<PlatformSettingsTable>;

export type LocalPaymentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled' | 'refunded';

/** The local test-mode provider's payments, shaped like a Stripe PaymentIntent. */
export interface LocalPaymentsTable {
  id: string;
  amount: number;
  currency: string;
  status: LocalPaymentStatus;
  client_secret: string;
  description: string;
  /** JSON object of strings, as Stripe's metadata. */
  metadata: string;
  idempotency_key: string;
  last_error: string | null;
  card_brand: string | null;
  card_last4: string | null;
  /** 'manual': a succeeded card is only authorised until captured (amount_captured set). */
  capture_method: Generated<'automatic' | 'manual'>;
  amount_captured: Generated<number | null>;
  /** The sum of its refunds, moved by the conditional UPDATE that admits a refund. */
  amount_refunded: Generated<number>;
  created_at: Instant;
  updated_at: Instant;
}

export type CheckoutStatus = 'awaiting_payment' | 'completed' | 'failed' | 'expired' | 'refunded';

/** A tipped request while the fan pays for it (docs/decisions/006-tips-and-payments.md). */
export interface RequestCheckoutsTable {
  id: Generated<number>;
  public_id: string;
  session_id: number;
  musician_id: number;
  provider: string;
  provider_payment_id: string | null;
  amount: number;
  tip_amount: number;
  price_amount: Generated<number>;
  is_premium: Generated<Flag>;
  song_title: string;
  artist_name: string | null;
  fan_name: string | null;
  message: string | null;
  device_id: string;
  ip_hash: string;
  status: CheckoutStatus;
  failure_message: string | null;
  request_id: number | null;
  /** Where the fan asked for a receipt; used for nothing else. */
  receipt_email: string | null;
  created_at: Instant;
  updated_at: Instant;
}

/** A reset link sent (docs/decisions/020-accounts-email.md): only a keyed hash of its token. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** The admin who sent it from the back office, or null when the user asked. */
  requested_by: number | null;
  created_at: Instant;
  expires_at: Instant;
  used_at: Instant | null;
}

export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  event_type: string;
  received_at: Instant;
}

export interface TotpFactorsTable {
  user_id: number;
  /** AES-256-GCM under a key derived from the server secret (second-factor/secret-box.ts). */
  secret_encrypted: string;
  confirmed_at: Instant | null;
  last_used_step: number | null;
  created_at: Instant;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA256 of the code under the server secret. */
  code_hash: string;
  used_at: Instant | null;
  created_at: Instant;
}

export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  /** base64url of the COSE public key. */
  public_key: string;
  sign_count: number;
  /** JSON array of the authenticator's transports. */
  transports: string | null;
  name: string;
  created_at: Instant;
  last_used_at: Instant | null;
}

export interface WebauthnChallengesTable {
  id: Generated<number>;
  challenge: string;
  user_id: number | null;
  purpose: 'register' | 'sign_in' | 'step_up';
  expires_at: Instant;
}

export interface SecondFactorFailuresTable {
  user_id: number;
  failures: number;
  window_started_at: Instant;
}

export interface SecurityLogTable {
  id: Generated<number>;
  user_id: number;
  action: string;
  detail: string | null;
  created_at: Instant;
}
