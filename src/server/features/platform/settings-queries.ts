import type { Db } from '../../db/connection';
import type { PlatformSettings } from '../../db/types';

/** The single platform settings row (id 1), created by the first migration. */
export async function getPlatformSettings(db: Db): Promise<PlatformSettings> {
  return db.selectFrom('platform_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}
