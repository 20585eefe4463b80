import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/connection';
import type { ActRole } from '../../db/types';
import { mayInAct } from '../../security/policies';
import { csvDocument } from '../../text/csv';
import { describeDevice } from '../auth/public';
import { ledgerRows } from '../earnings/public';

/**
 * What "Download my data" puts in the ZIP (docs/decisions/044-data-export.md): the person's own
 * account, and of each act they are a current member of what their role may see in the app. Every
 * query names its columns: a column added later is not exported until someone decides it should be.
 * Never selected: password hashes, authenticator secrets, recovery codes, passkey keys, session and
 * invitation tokens, IP hashes, phone ids, and any other person's e-mail address (fans who wrote,
 * followers, members, invitees, receipt addresses).
 */

const json = (value: unknown): Uint8Array => strToU8(JSON.stringify(value, null, 2) + '\n');
const csv = (rows: ReadonlyArray<ReadonlyArray<string | number | null>>): Uint8Array => strToU8(csvDocument(rows));
const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

async function account(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'user_type', 'created_at', 'updated_at', 'password_hash', 'google_subject'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const totp = await db
    .selectFrom('totp_factors')
    .select(['confirmed_at', 'created_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const passkeys = await db
    .selectFrom('passkeys')
    .select(['name', 'transports', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const codes = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    account_type: user.user_type,
    created_at: user.created_at,
    updated_at: user.updated_at,
    // Whether, never what: the hash and Google's subject id stay on the server.
    has_password: user.password_hash !== null,
    signs_in_with_google: user.google_subject !== null,
    second_factors: {
      authenticator_app: totp ? { set_up_at: totp.created_at, confirmed_at: totp.confirmed_at } : null,
      passkeys: passkeys.map((p) => ({
        name: p.name,
        transports: parsed(p.transports),
        created_at: p.created_at,
        last_used_at: p.last_used_at,
      })),
      unused_recovery_codes: Number(codes.n),
    },
  };
}

const memberships = (db: Db, userId: number) =>
  db
    .selectFrom('act_members as m')
    .innerJoin('musician_profiles as p', 'p.id', 'm.act_id')
    .select(['m.act_id', 'p.stage_name', 'm.role', 'm.share_bps', 'm.joined_at', 'm.left_at'])
    .where('m.user_id', '=', userId)
    .orderBy('m.id')
    .execute();

const profile = (db: Db, actId: number) =>
  db
    .selectFrom('musician_profiles')
    .select([
      'id',
      'stage_name',
      'bio',
      'instagram_handle',
      'website_url',
      'profile_photo_url',
      'music_styles',
      'favorite_singers',
      'qr_code_id',
      'public_profile_enabled',
      'show_upcoming_gigs',
      'allow_direct_messages',
      'email_new_requests',
      'email_payment_received',
      'email_gig_reminders',
      'email_marketing',
      'payment_email_digest',
      'custom_pricing_enabled',
      'default_request_price',
      'premium_request_price',
      'suggested_tip_amounts',
      'followers_hear_live',
      'followers_hear_gigs',
      'followers_mail_at_most',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', actId)
    .executeTakeFirstOrThrow()
    .then((p) => ({
      ...p,
      music_styles: parsed(p.music_styles),
      favorite_singers: parsed(p.favorite_singers),
      suggested_tip_amounts: parsed(p.suggested_tip_amounts),
    }));

async function gigs(db: Db, actId: number) {
  const dates = await db
    .selectFrom('scheduled_gigs')
    .select([
      'id',
      'venue_name',
      'location_address',
      'session_name',
      'scheduled_date',
      'scheduled_start_time',
      'scheduled_end_time',
      'is_publicly_visible',
      'series_id',
      'live_session_id',
      'created_at',
      'updated_at',
    ])
    .where('musician_id', '=', actId)
    .orderBy('scheduled_date')
    .orderBy('id')
    .execute();
  const series = await db
    .selectFrom('gig_series')
    .select([
      'id',
      'frequency',
      'first_date',
      'ends_on',
      'occurrences',
      'venue_name',
      'location_address',
      'session_name',
      'scheduled_start_time',
      'scheduled_end_time',
      'is_publicly_visible',
      'created_at',
    ])
    .where('musician_id', '=', actId)
    .orderBy('id')
    .execute();
  return { gigs: dates, recurring_series: series };
}

async function shows(db: Db, actId: number) {
  const sessions = await db
    .selectFrom('live_sessions')
    .select([
      'id',
      'session_name',
      'venue_name',
      'location_address',
      'status',
      'started_at',
      'planned_end_at',
      'ended_at',
      'max_requests',
      'repertoire_only',
      'queue_order',
    ])
    .where('musician_id', '=', actId)
    .orderBy('started_at')
    .execute();
  // The fan's name and message are what the fan sent the act; their phone id and address hash are not exported.
  const requests = await db
    .selectFrom('song_requests')
    .select([
      'id',
      'session_id',
      'song_title',
      'artist_name',
      'fan_name',
      'message',
      'tip_amount',
      'price_amount',
      'is_premium',
      'status',
      'created_at',
      'accepted_at',
      'played_at',
      'declined_at',
    ])
    .where('musician_id', '=', actId)
    .orderBy('id')
    .execute();
  return sessions.map((s) => ({ ...s, requests: requests.filter((r) => r.session_id === s.id) }));
}

// The fan's own e-mail address on a message stays out: it is theirs, not the act's to export.
const messages = (db: Db, actId: number) =>
  db
    .selectFrom('messages')
    .select(['id', 'name', 'subject', 'message', 'is_read', 'is_starred', 'is_archived', 'created_at'])
    .where('musician_id', '=', actId)
    .orderBy('id')
    .execute();

const repertoire = (db: Db, actId: number) =>
  db
    .selectFrom('repertoire_songs')
    .select(['id', 'title', 'artist', 'song_key', 'notes', 'is_open', 'created_at', 'updated_at'])
    .where('musician_id', '=', actId)
    .orderBy('id')
    .execute();

async function followers(db: Db, actId: number) {
  const byStatus = await db
    .selectFrom('musician_followers')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('musician_id', '=', actId)
    .groupBy('status')
    .execute();
  const push = await db
    .selectFrom('musician_push_followers')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('musician_id', '=', actId)
    .executeTakeFirstOrThrow();
  const count = (status: string) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
  return {
    note: 'Counts only: the followers’ e-mail addresses and phones are theirs, not part of your export.',
    by_email_confirmed: count('confirmed'),
    by_email_awaiting_confirmation: count('pending'),
    by_phone_notifications: Number(push.n),
  };
}

const tips = (db: Db, actId: number) =>
  db
    .selectFrom('tips')
    .select([
      'id',
      'created_at',
      'amount',
      'fee_amount',
      'net_amount',
      'status',
      'fan_name',
      'request_id',
      'session_id',
      'provider',
      'provider_payment_id',
    ])
    .where('musician_id', '=', actId)
    .orderBy('id')
    .execute();

/** One's own movements in the act (decision 035: a member's money is theirs, not the band's), as the ledger holds them. */
const ledger = async (db: Db, actId: number, userId: number) =>
  (await ledgerRows(db, actId, { member: userId })).map(({ tip_gross, tip_fee, tip_net, ...entry }) => entry);

const payouts = (db: Db, actId: number, userId: number) =>
  db
    .selectFrom('withdrawals')
    .select([
      'id',
      'created_at',
      'amount_requested',
      'fee_amount',
      'net_amount',
      'status',
      'stage',
      'processed_at',
      'sent_at',
      'paid_at',
      'failure_reason',
      'note',
      'provider_transfer_id',
    ])
    .where('musician_id', '=', actId)
    .where('member_user_id', '=', userId)
    .orderBy('id')
    .execute();

async function refundsAndDisputes(db: Db, actId: number) {
  const refunds = await db
    .selectFrom('tip_refunds')
    .select(['id', 'tip_id', 'amount', 'fee_amount', 'net_amount', 'reason', 'created_at'])
    .where('musician_id', '=', actId)
    .orderBy('id')
    .execute();
  const disputes = await db
    .selectFrom('tip_disputes')
    .select(['id', 'tip_id', 'amount', 'net_amount', 'status', 'reason', 'created_at', 'closed_at'])
    .where('musician_id', '=', actId)
    .orderBy('id')
    .execute();
  return { refunds, disputes };
}

async function subscription(db: Db, actId: number) {
  const plan = await db
    .selectFrom('subscriptions')
    .select([
      'id',
      'status',
      'plan',
      'amount',
      'billing_interval',
      'trial_ends_at',
      'current_period_start',
      'current_period_end',
      'next_billing_date',
      'cancel_at_period_end',
      'cancelled_at',
      'payment_method_brand',
      'created_at',
    ])
    .where('musician_id', '=', actId)
    .executeTakeFirst();
  const payments = plan
    ? await db
        .selectFrom('subscription_payments')
        .select(['id', 'amount', 'refunded_amount', 'status', 'period_start', 'period_end', 'created_at'])
        .where('subscription_id', '=', plan.id)
        .orderBy('id')
        .execute()
    : [];
  const documents = await db
    .selectFrom('billing_documents')
    .select(['kind', 'number', 'subscription_payment_id', 'amount', 'issued_at'])
    .where('musician_id', '=', actId)
    .orderBy('id')
    .execute();
  return { plan: plan ?? null, payments, invoices_and_credit_notes: documents };
}

const devices = (db: Db, userId: number) =>
  db
    .selectFrom('auth_sessions')
    .select(['user_agent', 'scope', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ device: describeDevice(row.user_agent), ...row })));

const securityLog = (db: Db, userId: number) =>
  db
    .selectFrom('security_log')
    .select(['action', 'detail', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, detail: parsed(row.detail) })));

const may = (role: ActRole, capability: Parameters<typeof mayInAct>[1]) => mayInAct(role, capability);

/** Every file of the export, by path inside the ZIP. */
export async function exportFiles(db: Db, userId: number, exportedAt: string): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  files['account.json'] = json({ exported_at: exportedAt, ...(await account(db, userId)) });
  const acts = await memberships(db, userId);
  files['acts.json'] = json(
    acts.map((a) => ({
      act_id: a.act_id,
      stage_name: a.stage_name,
      role: a.role,
      share_percent: a.share_bps / 100,
      joined_at: a.joined_at,
      left_at: a.left_at,
      folder: a.left_at === null ? `acts/act-${a.act_id}/` : null,
    })),
  );
  for (const act of acts.filter((a) => a.left_at === null)) {
    const dir = `acts/act-${act.act_id}/`;
    files[`${dir}profile.json`] = json(await profile(db, act.act_id));
    if (may(act.role, 'show')) {
      files[`${dir}gigs.json`] = json(await gigs(db, act.act_id));
      files[`${dir}repertoire.json`] = json(await repertoire(db, act.act_id));
    }
    if (may(act.role, 'act.history')) {
      files[`${dir}shows.json`] = json(await shows(db, act.act_id));
      files[`${dir}messages.json`] = json(await messages(db, act.act_id));
      files[`${dir}followers.json`] = json(await followers(db, act.act_id));
    }
    if (may(act.role, 'act.totals')) {
      const tipRows = await tips(db, act.act_id);
      files[`${dir}tips.json`] = json(tipRows);
      files[`${dir}tips.csv`] = csv([
        ['id', 'created_at', 'amount_pence', 'fee_pence', 'net_pence', 'status', 'fan_name', 'request_id', 'show_id'],
        ...tipRows.map((t) => [
          t.id,
          t.created_at,
          t.amount,
          t.fee_amount,
          t.net_amount,
          t.status,
          t.fan_name,
          t.request_id,
          t.session_id,
        ]),
      ]);
      files[`${dir}refunds-and-disputes.json`] = json(await refundsAndDisputes(db, act.act_id));
      files[`${dir}subscription.json`] = json(await subscription(db, act.act_id));
    }
    if (may(act.role, 'money.own')) {
      const entries = await ledger(db, act.act_id, userId);
      files[`${dir}ledger.json`] = json(entries);
      files[`${dir}ledger.csv`] = csv([
        ['id', 'created_at', 'entry_type', 'amount_pence', 'tip_id', 'withdrawal_id', 'refund_id', 'dispute_id'],
        ...entries.map((e) => [
          e.id,
          e.created_at,
          e.entry_type,
          e.amount,
          e.tip_id,
          e.withdrawal_id,
          e.refund_id,
          e.dispute_id,
        ]),
      ]);
      const sent = await payouts(db, act.act_id, userId);
      files[`${dir}payouts.json`] = json(sent);
      files[`${dir}payouts.csv`] = csv([
        [
          'id',
          'created_at',
          'amount_pence',
          'fee_pence',
          'net_pence',
          'status',
          'stage',
          'sent_at',
          'paid_at',
          'failure_reason',
        ],
        ...sent.map((w) => [
          w.id,
          w.created_at,
          w.amount_requested,
          w.fee_amount,
          w.net_amount,
          w.status,
          w.stage,
          w.sent_at,
          w.paid_at,
          w.failure_reason,
        ]),
      ]);
    }
  }
  files['devices.json'] = json(await devices(db, userId));
  files['security-log.json'] = json(await securityLog(db, userId));
  files['README.txt'] = strToU8(readme(exportedAt));
  return files;
}

/** The ZIP of `exportFiles`, deflated. */
export async function buildExportZip(db: Db, userId: number, exportedAt: string): Promise<Uint8Array> {
  const files = await exportFiles(db, userId, exportedAt);
  const mtime = new Date(exportedAt);
  const zippable: Zippable = {};
  for (const [name, data] of Object.entries(files)) zippable[name] = [data, { mtime }];
  return zipSync(zippable, { level: 6 });
}

function readme(exportedAt: string): string {
  return `Your Stagecall data, exported ${exportedAt} (UTC)
=====================================================

Everything Stagecall holds about you, in files a program can read (JSON, UTF-8) and, where a
spreadsheet suits, CSV. Money is in pence (integer), times are UTC (ISO 8601). Flags are 0 or 1.

account.json      Your account: e-mail, name, when it was made, how you sign in (whether you have a
                  password or Google sign-in, never the password itself), your second factors
                  (names and dates of passkeys, whether an authenticator app is set up, how many
                  recovery codes are unused - never the secrets or the codes).
acts.json         Every act (band or solo profile) you are or were in: your role, your share, when you
                  joined and left, and the folder with its data.
devices.json      Your sign-ins (devices): browser and system, when each started, was last used,
                  expires or was ended.
security-log.json Second-factor changes, step-ups and data exports of your account.

acts/act-N/       For each act you are a current member of, what your role lets you see in the app:
  profile.json      The act's public profile and settings (stage name, bio, links, styles, prices,
                    e-mail and follower settings, QR code id).
  gigs.json         Gigs (dates, venues, times) and recurring gig series.         (leader, member)
  repertoire.json   The act's repertoire.                                         (leader, member)
  shows.json        Live shows, each with its song requests (song, the name and message the fan
                    typed, tip, price, status and times).                         (leader, member)
  messages.json     Messages fans sent from the artist page (name, subject, text).
                    Their e-mail addresses are not included.                     (leader, member)
  followers.json    How many people follow the act, by e-mail and by phone. Only the
                    numbers: their addresses are theirs.                          (leader, member)
  tips.json/.csv    Every tip: amount, the platform's fee, what the act received, status.  (leader)
  ledger.json/.csv  Every movement of your own balance in the act (your part of each tip,
                    refunds, disputes, your payouts).                              (leader, member)
  payouts.json/.csv Your withdrawals to the bank: amounts, fees, status and dates. (leader, member)
  refunds-and-disputes.json  Refunds and card disputes of tips.                            (leader)
  subscription.json The plan, its payments and refunds, and their invoice and credit note
                    numbers.                                                               (leader)

Not included, on purpose: other people's e-mail addresses (fans, followers, other members,
invitations), your password hash, authenticator secret, recovery codes, passkey keys, session and
link tokens, and the hashed network addresses and phone ids used against abuse.

Questions about your data: write to the operator of this Stagecall platform.
`;
}
