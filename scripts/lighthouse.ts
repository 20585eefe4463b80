/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling: Lighthouse's defaults)
 * against a production build serving the demo data, in the system Chromium. Builds the client if
 * stale, seeds a fresh temporary SQLite database with the demo seed, starts the real server, audits
 * /, /request?qr=… (a musician who is live) and /artist/…, prints the four category scores and the
 * main timings per page, and writes each report to reports/lighthouse/. Runs each page RUNS times
 * (default 3) and keeps the median Performance run. CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../e2e/server';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/demo/seed';
import { buildIfStale, compileServer } from './build-if-stale';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.RUNS ?? '3');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function seededDatabase(): Promise<{ databaseUrl: string; mediaDir: string; liveQr: string; artistQr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-lighthouse-'));
  const databaseUrl = path.join(dataDir, 'demo.sqlite');
  const mediaDir = path.join(dataDir, 'media');
  const database = connectDatabase(databaseUrl);
  try {
    await migrateToLatest(database.db, database.dialect);
    await seedDemo(database.db, { mediaDir, log: () => undefined });
    const live = await database.db
      .selectFrom('live_sessions as s')
      .innerJoin('musician_profiles as p', 'p.id', 's.musician_id')
      .select('p.qr_code_id')
      .where('s.status', '=', 'active')
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    const artist = await database.db
      .selectFrom('musician_profiles')
      .select('qr_code_id')
      .where('public_profile_enabled', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { databaseUrl, mediaDir, liveQr: live.qr_code_id, artistQr: artist.qr_code_id };
  } finally {
    await database.close();
  }
}

interface PageResult {
  page: string;
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}

const median = <T>(items: T[], key: (item: T) => number): T =>
  [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!;

async function main(): Promise<void> {
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROMIUM_PATH).`);
  await buildIfStale();
  compileServer();
  const seeded = await seededDatabase();
  const server = await startServer({ DATABASE_URL: seeded.databaseUrl, MEDIA_DIR: seeded.mediaDir });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const reportDir = path.join(projectRoot, 'reports', 'lighthouse');
  fs.mkdirSync(reportDir, { recursive: true });
  const pages = ['/', `/request?qr=${seeded.liveQr}`, `/artist/${seeded.artistQr}`];
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      const attempts: PageResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${server.baseUrl}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}.`);
        const { lhr } = result;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const jsBytes = (
          (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })?.items ?? []
        )
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
        attempts.push({
          page,
          scores: Object.fromEntries(
            categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as PageResult['scores'],
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          jsBytes,
        });
        const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        fs.writeFileSync(path.join(reportDir, `${name}-${run + 1}.json`), result.report as string);
      }
      results.push(median(attempts, (a) => a.scores.performance));
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(
    '| page | Performance | Accessibility | Best Practices | SEO | first text | largest text | TBT | CLS | JS transferred |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const page = r.page.replace(/qr=[^&]+/, 'qr=…').replace(/\/artist\/.+$/, '/artist/…');
    console.log(
      `| \`${page}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${(r.jsBytes / 1024).toFixed(0)} KiB |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
