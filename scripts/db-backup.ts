/**
 * `npm run db:backup [-- <folder>]`: the database of DATABASE_URL and the media files into a new
 * folder under <folder> (default ./backups), with a manifest of every table's rows. Safe while the
 * server runs (src/server/ops/backup.ts).
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { backupDatabase } from '../src/server/ops/backup';

try {
  const config = loadConfig();
  const { dir, manifest } = await backupDatabase(config.databaseUrl, config.mediaDir, process.argv[2] ?? './backups');
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up ${Object.keys(manifest.tables).length} tables (${rows} rows) and ${manifest.media_files} media files to ${dir}`,
  );
} catch (error) {
  console.error(`db:backup: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
