/**
 * `npm run db:restore -- <backup folder>`: restores a backup made by db:backup into the EMPTY
 * database of DATABASE_URL (a new SQLite file, or a new PostgreSQL database) and its media into
 * MEDIA_DIR, then checks every table's rows against the backup's manifest.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { restoreDatabase } from '../src/server/ops/backup';

const from = process.argv[2];
if (!from) {
  console.error('Usage: npm run db:restore -- <backup folder>   (DATABASE_URL names the empty database to fill)');
  process.exit(2);
}
try {
  const config = loadConfig();
  const manifest = await restoreDatabase(from, config.databaseUrl, config.mediaDir);
  console.log(
    `Restored the backup of ${manifest.created_at}: ${Object.keys(manifest.tables).length} tables, every row counted, and ${manifest.media_files} media files into ${config.mediaDir}.`,
  );
} catch (error) {
  console.error(
    `db:restore: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
