import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { heavyHookMs, heavyTest } from '../../../test/heavy-test';
import { fanRequest } from '../../../test/live-show';
import { createEmptyDatabaseUrl } from '../../../test/test-database';
import { connectDatabase } from '../db/connection';
import { seedDemo } from '../demo/seed';
import { backupDatabase, restoreDatabase, RestoreRefusedError, tableCounts } from './backup';

let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await startTestApp();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-backup-'));
  await seedDemo(t.ctx.db, { mediaDir: t.ctx.config.mediaDir, log: () => undefined });
}, heavyHookMs);
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('db:backup and db:restore', () => {
  // The demo seed and a restore on a loaded two-core machine: more than the default 20 s.
  it(
    'backs up the demo database while fans keep sending, and restores every row into an empty one',
    heavyTest,
    async () => {
      const dialect = t.ctx.database.dialect;
      const before = await tableCounts(t.ctx.db, dialect);
      expect(before.musician_profiles).toBeGreaterThan(5);
      const live = await t.ctx.db.selectFrom('live_sessions').select('id').where('status', '=', 'active').execute();
      expect(live.length).toBeGreaterThan(0);

      // Fans keep the live shows busy for the whole backup.
      let sending = true;
      let sent = 0;
      let busy: () => void = () => undefined;
      const underWay = new Promise<void>((resolve) => (busy = resolve));
      const fans = Array.from({ length: 4 }, async (_, fan) => {
        for (let round = 0; sending && round < 200; round += 1) {
          const res = await fanRequest(t, live[sent % live.length]!.id, { song_title: `Backup ${fan} ${sent} 🎸` });
          if (res.status === 201) sent += 1;
          if (sent >= 8) busy();
        }
      });
      await underWay;
      const { dir, manifest } = await backupDatabase(t.database.url, t.ctx.config.mediaDir, work);
      sending = false;
      await Promise.all(fans);
      expect(sent).toBeGreaterThan(8);
      const after = await tableCounts(t.ctx.db, dialect);

      expect(manifest.kind).toBe(dialect);
      expect(manifest.media_files).toBeGreaterThan(0);
      // A consistent instant between the two: never fewer rows than before, never more than after.
      for (const [table, rows] of Object.entries(manifest.tables)) {
        expect(rows, table).toBeGreaterThanOrEqual(before[table]!);
        expect(rows, table).toBeLessThanOrEqual(after[table]!);
      }

      const empty = await createEmptyDatabaseUrl();
      const mediaDir = path.join(work, 'restored-media');
      try {
        await restoreDatabase(dir, empty.url, mediaDir);
        const restored = connectDatabase(empty.url, { poolSize: 1 });
        try {
          expect(await tableCounts(restored.db, dialect)).toEqual(manifest.tables);
          const names = await restored.db.selectFrom('musician_profiles').select('stage_name').execute();
          expect(names.length).toBe(manifest.tables.musician_profiles);
        } finally {
          await restored.close();
        }
        const photos = fs.readdirSync(path.join(mediaDir, 'photos'));
        expect(photos.length).toBeGreaterThan(0);

        // A second restore into the now full database is refused, and changes nothing.
        await expect(restoreDatabase(dir, empty.url, mediaDir)).rejects.toBeInstanceOf(RestoreRefusedError);
      } finally {
        await empty.drop();
      }
    },
  );

  it('refuses a folder that is not a backup', async () => {
    const empty = await createEmptyDatabaseUrl();
    try {
      await expect(restoreDatabase(work, empty.url, path.join(work, 'media-x'))).rejects.toThrow('not a backup');
    } finally {
      await empty.drop();
    }
  });
});
