import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './schema-helpers';
import * as initial from './migrations/001-initial';
import * as orderedEvents from './migrations/002-ordered-events';
import * as hardening from './migrations/003-hardening';
import * as ledger from './migrations/004-ledger';
import * as payments from './migrations/005-payments';
import * as emailOutbox from './migrations/008-email-outbox';
import * as subscriptions from './migrations/009-subscriptions';
import * as admin from './migrations/010-admin';
import * as showControls from './migrations/011-show-controls';
import * as repertoire from './migrations/012-repertoire';
import * as payouts from './migrations/013-payouts';
import * as accountsEmail from './migrations/014-accounts-email';
import * as idempotentRequests from './migrations/015-idempotent-requests';
import * as jobLeases from './migrations/016-job-leases';
import * as signInGuard from './migrations/017-sign-in-guard';
import * as accountDeletion from './migrations/018-account-deletion';
import * as secondFactors from './migrations/019-second-factors';
import * as stage from './migrations/021-stage';
import * as intakeFunction from './migrations/023-intake-function';
import * as songBackings from './migrations/024-song-backings';
import * as followers from './migrations/025-followers';
import * as pushSubscriptions from './migrations/026-push-subscriptions';
import * as followerNews from './migrations/027-follower-news';
import * as boundedIntakeCounts from './migrations/028-bounded-intake-counts';
import * as pushFollowerPace from './migrations/029-push-follower-pace';
import * as requestPriceHolds from './migrations/030-request-price-holds';
import * as passwordChangeRequired from './migrations/031-password-change-required';
import * as emailHeaders from './migrations/032-email-headers-and-tips-index';
import * as calendarFeeds from './migrations/034-calendar-feeds';
import * as actsAndMembers from './migrations/035-acts-and-members';
import * as gigSeries from './migrations/040-gig-series';
import * as billingDocuments from './migrations/041-billing-documents';
import * as tipSplits from './migrations/042-tip-splits';
import * as outboxNotNull from './migrations/046-outbox-not-null';
import * as setlists from './migrations/044-setlists';
import * as dataExports from './migrations/045-data-exports';
import * as showNights from './migrations/047-show-nights';
import * as musicianSongIndex from './migrations/048-musician-song-index';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Ordered by name; add new files here. Imported statically so a bundle or tsx needs no fs scan. */
const migrations: Record<string, DialectMigration> = {
  '001-initial': initial,
  '002-ordered-events': orderedEvents,
  '003-hardening': hardening,
  '004-ledger': ledger,
  '005-payments': payments,
  '008-email-outbox': emailOutbox,
  '009-subscriptions': subscriptions,
  '010-admin': admin,
  '011-show-controls': showControls,
  '012-repertoire': repertoire,
  '013-payouts': payouts,
  '014-accounts-email': accountsEmail,
  '015-idempotent-requests': idempotentRequests,
  '016-job-leases': jobLeases,
  '017-sign-in-guard': signInGuard,
  '018-account-deletion': accountDeletion,
  '019-second-factors': secondFactors,
  '021-stage': stage,
  '023-intake-function': intakeFunction,
  '024-song-backings': songBackings,
  '025-followers': followers,
  '026-push-subscriptions': pushSubscriptions,
  '027-follower-news': followerNews,
  '028-bounded-intake-counts': boundedIntakeCounts,
  '029-push-follower-pace': pushFollowerPace,
  '030-request-price-holds': requestPriceHolds,
  '031-password-change-required': passwordChangeRequired,
  '032-email-headers-and-tips-index': emailHeaders,
  '034-calendar-feeds': calendarFeeds,
  '035-acts-and-members': actsAndMembers,
  '040-gig-series': gigSeries,
  '041-billing-documents': billingDocuments,
  '042-tip-splits': tipSplits,
  '046-outbox-not-null': outboxNotNull,
  '044-setlists': setlists,
  '045-data-exports': dataExports,
  '047-show-nights': showNights,
  '048-musician-song-index': musicianSongIndex,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [name, { up: (db: Kysely<unknown>) => m.up(db, this.dialect) }]),
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect, pgSchema?: string): Promise<string[]> {
  // With a search_path schema (tests), Kysely must keep its bookkeeping tables in that schema too,
  // or it finds another schema's copies and skips creating its own.
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(dialect),
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrates up to and including `name`: a test of a migration's backfill starts from the schema before it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as migrateToLatest
export async function migrateUpTo(db: Kysely<any>, dialect: Dialect, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider: new StaticProvider(dialect) }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
