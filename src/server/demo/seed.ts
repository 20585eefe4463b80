import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connection';
import { productionHashCost, type HashCost } from '../features/auth/passwords';
import { getPlatformSettings } from '../features/platform/settings-queries';
import { photoVariantUrl, PHOTO_SIZES, storeProfilePhoto, type PhotoSize } from '../media/profile-photos';
import { createMusician } from './factories';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, demoMusicians } from './musicians';
import { renderProfileArt } from './profile-art';
import { createRandom } from './random';
import { backdateAccounts, joinDateFor } from './seed-accounts';
import { applySongTallies, insertCatalogue } from './seed-catalogue';
import { insertRepertoires } from './seed-repertoire';
import type { SeedContext, SeededMusician } from './seed-context';
import { insertUpcomingGigs } from './seed-gigs';
import { insertInboxMessages } from './seed-messages';
import type { SongTallies } from './seed-requests';
import { insertLiveSessions, insertPastSessions } from './seed-sessions';
import { formatDemoSummary, summariseDemo, type DemoSeedSummary } from './seed-summary';
import { insertSavedVenues, insertVenues } from './seed-venues';

export { DEMO_PASSWORD } from './musicians';
export type { DemoSeedSummary } from './seed-summary';

/** Any fixed number: the same seed and clock give the same demo, apart from ids and file names. */
const DEMO_SEED = 0x5eed_2026;

export interface SeedDemoOptions {
  /** Where profile photos are written (the app serves it under /media/). */
  mediaDir: string;
  /** The clock the demo is built around; gigs, sessions and trials are relative to it. */
  now?: Date;
  log?: (line: string) => void;
  /** Argon2 cost of the demo accounts' hashes; tests pass a cheap one (the seed hashes a dozen). */
  hashCost?: HashCost;
}

export class DemoDatabaseNotEmptyError extends Error {
  constructor() {
    super(
      'The database already has musicians, so the demo seed will not touch it. ' +
        'Point DATABASE_URL at a new database (npm run demo uses ./data/demo.sqlite).',
    );
    this.name = 'DemoDatabaseNotEmptyError';
  }
}

export async function hasMusicians(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('user_type', '=', 'musician').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills an empty database with a dozen musicians and their world: catalogue songs, venues, gigs
 * over the next six weeks, two sessions live right now with their queues, past nights with tips,
 * and inbox messages. Refuses a database that already has musicians, so it never mixes with
 * real data.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<DemoSeedSummary> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (await hasMusicians(db)) throw new DemoDatabaseNotEmptyError();
  const now = options.now ?? new Date();
  const random = createRandom(DEMO_SEED);

  // Each render takes its random numbers before its first await, so the art is the same every run.
  const photos = await Promise.all(
    demoMusicians.map(async (demo) =>
      storeProfilePhoto(options.mediaDir, await renderProfileArt(demo.stageName, demo.colours, random)),
    ),
  );
  const musicians: SeededMusician[] = [];
  try {
    // Through the shared factory, each account in its own transaction, with a real argon2 hash.
    for (const [index, demo] of demoMusicians.entries()) {
      const email = `${demo.login}@${DEMO_EMAIL_DOMAIN}`;
      const created = await createMusician(db, {
        email,
        password: DEMO_PASSWORD,
        stageName: demo.stageName,
        hashCost: options.hashCost ?? productionHashCost,
        ...(demo.plan === 'free' ? { subscriptionStatus: 'free' as const } : {}),
        profile: {
          bio: demo.bio,
          instagram_handle: demo.instagram,
          website_url: demo.website,
          profile_photo_url: photos[index] ?? null,
          music_styles: demo.styles,
          favorite_singers: demo.influences,
        },
      });
      musicians.push({
        demo,
        email,
        profileId: created.profileId,
        userId: created.user.id,
        joinedAt: joinDateFor(demo.plan, now, random),
      });
    }
    await db.transaction().execute(async (trx) => {
      const { platform_fee_basis_points: feeBasisPoints } = await getPlatformSettings(trx);
      const venuesByName = await insertVenues(trx, now);
      const catalogue = await insertCatalogue(trx, musicians.length, now, random);
      const ctx: SeedContext = {
        trx,
        random,
        now,
        feeBasisPoints,
        musicians,
        venuesByName,
        songsByStyle: catalogue.songsByStyle,
        venueUse: new Map(),
      };
      await backdateAccounts(ctx);
      const tallies: SongTallies = new Map();
      await insertPastSessions(ctx, tallies);
      await insertLiveSessions(ctx, tallies);
      await applySongTallies(trx, catalogue.historyById, tallies, musicians.length);
      await insertUpcomingGigs(ctx);
      await insertSavedVenues(ctx);
      await insertInboxMessages(ctx);
      await insertRepertoires(ctx);
    });
  } catch (error) {
    await undoPartialSeed(db, musicians, photos, options.mediaDir);
    throw error;
  }

  const summary = await summariseDemo(db);
  for (const line of formatDemoSummary(summary)) log(line);
  return summary;
}

/** The accounts were committed one by one before the main transaction; take them back out. */
async function undoPartialSeed(db: Db, musicians: SeededMusician[], photos: string[], mediaDir: string): Promise<void> {
  const userIds = musicians.map((musician) => musician.userId);
  if (userIds.length > 0) await db.deleteFrom('users').where('id', 'in', userIds).execute();
  const files = photos.flatMap((url) =>
    (Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) =>
      path.join(mediaDir, photoVariantUrl(url, size).replace(/^\/media\//, '')),
    ),
  );
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
}
