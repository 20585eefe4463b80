import { randomBytes } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connection';
import { creditTip } from '../features/earnings/service';
import { requestColumns } from '../features/requests/queries';
import { channels } from '../realtime/event-bus';
import { appendEvent, lockChannels } from '../realtime/event-store';
import { hashPassword, productionHashCost, type HashCost } from '../features/auth/passwords';
import { insertMusician, type CreatedMusician, type NewMusician } from '../features/musicians/create-musician';
import type {
  LiveSessionsTable,
  MessagesTable,
  SavedVenuesTable,
  ScheduledGigsTable,
  SongRequestsTable,
  SongsTable,
  SubscriptionStatus,
  TipsTable,
  VenuesTable,
} from '../db/types';
import { songKey } from '../../shared/songs';
import { platformFee } from '../../shared/money';

/**
 * Rows the demo seed is made of, which the integration tests and the e2e setup build on too
 * (`createMusician(db, { stageName: 'The Lanterns' })`); what only tests need is in test/factories.ts.
 */

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`;

export interface MusicianOverrides {
  email?: string;
  password?: string;
  stageName?: string;
  subscriptionStatus?: SubscriptionStatus;
  isActive?: boolean;
  profile?: NewMusician['profile'];
  hashCost?: HashCost;
  /** When the account was created (its trial ends trialDays later). */
  now?: Date;
  trialDays?: number;
}

export interface FactoryMusician extends CreatedMusician {
  email: string;
  password: string;
}

export async function createMusician(db: Db, overrides: MusicianOverrides = {}): Promise<FactoryMusician> {
  const email = (overrides.email ?? `musician-${unique()}@example.test`).toLowerCase();
  const password = overrides.password ?? 'correct horse';
  const passwordHash = await hashPassword(password, overrides.hashCost ?? productionHashCost);
  const created = await db.transaction().execute((trx) =>
    insertMusician(trx, {
      email,
      passwordHash,
      stageName: overrides.stageName ?? `Test Artist ${unique()}`,
      trialDays: overrides.trialDays ?? 14,
      ...(overrides.now ? { now: overrides.now } : {}),
      ...(overrides.subscriptionStatus ? { subscriptionStatus: overrides.subscriptionStatus } : {}),
      ...(overrides.profile ? { profile: overrides.profile } : {}),
    }),
  );
  if (overrides.isActive === false) {
    await db.updateTable('users').set({ is_active: 0 }).where('id', '=', created.user.id).execute();
  }
  return { ...created, email, password };
}

// Row factories: each inserts one row with plausible defaults; overrides use the column names.

const nowIso = () => new Date().toISOString();
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export async function createVenue(
  db: Db,
  overrides: Partial<Insertable<VenuesTable>> = {},
): Promise<Selectable<VenuesTable>> {
  const at = overrides.created_at ?? nowIso();
  const name = overrides.venue_name ?? `Test Venue ${unique()}`;
  return db
    .insertInto('venues')
    .values({
      venue_name: name,
      location_address: null,
      city: null,
      country: 'United Kingdom',
      venue_type: 'pub',
      description: null,
      website_url: null,
      phone_number: null,
      place_id: null,
      created_at: at,
      updated_at: at,
      ...overrides,
      name_key: overrides.name_key ?? songKey(name),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createSavedVenue(
  db: Db,
  musicianId: number,
  overrides: Partial<Insertable<SavedVenuesTable>> = {},
): Promise<Selectable<SavedVenuesTable>> {
  const name = overrides.venue_name ?? `Test Venue ${unique()}`;
  return db
    .insertInto('saved_venues')
    .values({
      musician_id: musicianId,
      venue_id: null,
      venue_name: name,
      location_address: null,
      last_used_at: null,
      created_at: nowIso(),
      ...overrides,
      name_key: overrides.name_key ?? songKey(name),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createGig(
  db: Db,
  musicianId: number,
  overrides: Partial<Insertable<ScheduledGigsTable>> = {},
): Promise<Selectable<ScheduledGigsTable>> {
  const at = overrides.created_at ?? nowIso();
  return db
    .insertInto('scheduled_gigs')
    .values({
      musician_id: musicianId,
      venue_id: null,
      venue_name: 'The Test Tavern',
      location_address: null,
      session_name: null,
      scheduled_date: tomorrow(),
      scheduled_start_time: '20:00',
      scheduled_end_time: '22:00',
      is_publicly_visible: 1,
      created_at: at,
      updated_at: at,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An active session by default; pass status 'ended' with ended_at for history. */
export async function createLiveSession(
  db: Db,
  musicianId: number,
  overrides: Partial<Insertable<LiveSessionsTable>> = {},
): Promise<Selectable<LiveSessionsTable>> {
  const startedAt = overrides.started_at ?? nowIso();
  return db
    .insertInto('live_sessions')
    .values({
      musician_id: musicianId,
      venue_id: null,
      venue_name: 'The Test Tavern',
      session_name: 'Live Session',
      location_address: null,
      status: 'active',
      started_at: startedAt,
      planned_end_at: null,
      ended_at: null,
      ended_by: null,
      created_at: startedAt,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createSong(
  db: Db,
  overrides: Partial<Insertable<SongsTable>> = {},
): Promise<Selectable<SongsTable>> {
  const at = overrides.created_at ?? nowIso();
  const title = overrides.song_title ?? `Test Song ${unique()}`;
  const artist = overrides.artist_name === undefined ? 'The Testers' : overrides.artist_name;
  return db
    .insertInto('songs')
    .values({
      artist_name: artist,
      last_requested_at: null,
      created_at: at,
      updated_at: at,
      ...overrides,
      song_title: title,
      title_key: overrides.title_key ?? songKey(title),
      artist_key: overrides.artist_key ?? songKey(artist),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface CreatedSongRequest {
  request: Selectable<SongRequestsTable>;
  /** The succeeded tip paid with the request, when tip_amount > 0. */
  tip: Selectable<TipsTable> | undefined;
}

/**
 * A fan's request in a session; a tip_amount above zero also records its tip, in the same
 * transaction, with the platform fee (5 % unless feeBasisPoints says otherwise).
 */
export async function createSongRequest(
  db: Db,
  session: { id: number; musician_id: number },
  overrides: Partial<Insertable<SongRequestsTable>> = {},
  options: { feeBasisPoints?: number } = {},
): Promise<CreatedSongRequest> {
  const insert = async (trx: Db): Promise<CreatedSongRequest> => {
    const at = overrides.created_at ?? nowIso();
    // Announced on the musician's queue like a real request, so kept queue reads and open streams
    // hear of it (docs/decisions/003).
    const queue = channels.musicianQueue(session.musician_id);
    await lockChannels(trx, [queue]);
    const request = await trx
      .insertInto('song_requests')
      .values({
        session_id: session.id,
        musician_id: session.musician_id,
        song_id: null,
        song_title: 'Wonderwall',
        artist_name: 'Oasis',
        fan_name: null,
        message: null,
        device_id: null,
        ip_hash: null,
        accepted_at: null,
        played_at: null,
        declined_at: null,
        created_at: at,
        updated_at: at,
        ...overrides,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const announced = Object.fromEntries(requestColumns.map((column) => [column, request[column]]));
    await appendEvent(trx, queue, 'request.created', announced, at);
    if (request.tip_amount <= 0) return { request, tip: undefined };
    const fee = platformFee(request.tip_amount, options.feeBasisPoints ?? 500);
    const tip = await trx
      .insertInto('tips')
      .values({
        musician_id: request.musician_id,
        request_id: request.id,
        session_id: request.session_id,
        amount: request.tip_amount,
        fee_amount: fee,
        net_amount: request.tip_amount - fee,
        status: 'succeeded',
        provider: 'local',
        provider_payment_id: `local_${randomBytes(12).toString('hex')}`,
        fan_name: request.fan_name,
        created_at: request.created_at,
        updated_at: request.created_at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await creditTip(trx, tip);
    return { request, tip };
  };
  return db.isTransaction ? insert(db) : db.transaction().execute(insert);
}

export async function createMessage(
  db: Db,
  musicianId: number,
  overrides: Partial<Insertable<MessagesTable>> = {},
): Promise<Selectable<MessagesTable>> {
  return db
    .insertInto('messages')
    .values({
      musician_id: musicianId,
      name: 'Fan McFanface',
      email: 'fan@example.com',
      subject: null,
      message: 'Loved the set tonight!',
      ip_hash: null,
      created_at: nowIso(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
