import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * Which instance runs each background job this interval (jobs/job-leases.ts): one row per job,
 * claimed by the first instance whose timer finds the last lease expired.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}
