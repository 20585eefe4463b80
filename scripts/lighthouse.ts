/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling: Lighthouse's defaults)
 * against the production build serving the demo data, in the system Chromium. Runs `npm run build`,
 * seeds a fresh temporary SQLite database with the demo seed, starts the compiled server with plain
 * node (as `npm run start:prod`), and audits /, /request?qr=… (a musician who is live), /artist/…
 * and a yardstick: a static HTML page of the /request page's JavaScript budget in bytes, no script,
 * served by node:http in the same run. Pages are audited in rounds (RUNS, default 5), so a busy
 * spell of the machine hits every page alike; each score and timing is the median of its own runs.
 * The machine's load average is printed before and after: when the yardstick scores below 98, the
 * machine, not the app, is the bottleneck; a last line judges the run against issue 26's targets
 * (lighthouse-verdict.ts). Reports go to reports/lighthouse/. CHROMIUM_PATH
 * overrides /usr/bin/chromium.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './start-server';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/demo/seed';
import { budgets } from './bundle-budget';
import { verdict } from './lighthouse-verdict';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.RUNS ?? '5');
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
  /** The lowest and highest of a page's runs: how far one run can be trusted on this machine. */
  tbtRangeMs?: [number, number];
  cls: number;
  jsBytes: number;
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each score and timing of a page's runs, the median of its own values. */
function medianResult(attempts: PageResult[]): PageResult {
  const of = (key: (result: PageResult) => number) => median(attempts.map(key));
  return {
    page: attempts[0]!.page,
    scores: Object.fromEntries(categories.map((c) => [c, Math.round(of((r) => r.scores[c]))])) as PageResult['scores'],
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    tbtRangeMs: [Math.min(...attempts.map((r) => r.tbtMs)), Math.max(...attempts.map((r) => r.tbtMs))],
    cls: of((r) => r.cls),
    jsBytes: of((r) => r.jsBytes),
  };
}

/** A static page as heavy as the /request page's JavaScript budget: text only, no script. */
function startYardstick(bytes: number): Promise<{ url: string; close: () => void }> {
  const paragraph = '<p>Stagecall yardstick: a static page of the fan page’s size, with no script at all.</p>\n';
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="A static yardstick page."><title>Yardstick</title></head><body><main><h1>Yardstick</h1>\n';
  const tail = '</main></body></html>\n';
  const body =
    head + paragraph.repeat(Math.max(1, Math.ceil((bytes - head.length - tail.length) / paragraph.length))) + tail;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

/** A page as the table names it: no demo QR code, which changes with every seed. */
const pageName = (page: string) => page.replace(/qr=[^&]+/, 'qr=…').replace(/\/artist\/.+$/, '/artist/…');

const MAX_TRIES = 3;

/**
 * One Lighthouse run of a page whose trace was recorded. A run that could not record its trace
 * (Lighthouse's runtimeError, e.g. NO_NAVSTART) still returns a report, with every score 0 and
 * every timing missing; counted, it dragged a page's median down by a whole run. It is run again.
 */
async function auditRecorded(url: string, port: number, onRerun: () => void) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === MAX_TRIES) {
      throw new Error(`Lighthouse failed ${MAX_TRIES} times on ${url}: ${result.lhr.runtimeError.code}`);
    }
    onRerun();
  }
}

const loadNow = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function main(): Promise<void> {
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROMIUM_PATH).`);
  execSync('npm run build', { cwd: projectRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  const seeded = await seededDatabase();
  const server = await startServer({ DATABASE_URL: seeded.databaseUrl, MEDIA_DIR: seeded.mediaDir });
  const requestBudget = budgets.find((budget) => budget.page === '/request')!.maxBytes;
  const yardstick = await startYardstick(requestBudget);
  const loadBefore = loadNow();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const reportDir = path.join(projectRoot, 'reports', 'lighthouse');
  // Only this run's reports: an earlier run's, of other demo QR codes, were mistaken for this one's.
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
  const pages = ['yardstick', '/', `/request?qr=${seeded.liveQr}`, `/artist/${seeded.artistQr}`];
  const attemptsOf = new Map<string, PageResult[]>(pages.map((page) => [page, []]));
  let rerun = 0;
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages) {
        const attempts = attemptsOf.get(page)!;
        const url = page === 'yardstick' ? yardstick.url : `${server.baseUrl}${page}`;
        const result = await auditRecorded(url, chrome.port, () => (rerun += 1));
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
    }
  } finally {
    chrome.kill();
    yardstick.close();
    await server.stop();
  }
  const results = pages.map((page) => medianResult(attemptsOf.get(page)!));
  console.log(
    `Medians of ${runs} runs per page, in rounds. Load average (1 / 5 / 15 min) on ${os.cpus().length} cores: ${loadBefore} before, ${loadNow()} after.` +
      (rerun > 0 ? ` ${rerun} run(s) failed to record a trace and were run again.` : ''),
  );
  console.log(
    "| page | Performance | Accessibility | Best Practices | SEO | first text | largest text | TBT (runs' range) | CLS | JS transferred |",
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const page =
      r.page === 'yardstick' ? `yardstick (static, ${(requestBudget / 1000).toFixed(0)} KB)` : pageName(r.page);
    console.log(
      `| \`${page}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms (${r.tbtRangeMs!.map(Math.round).join('–')}) | ${r.cls.toFixed(3)} | ${(r.jsBytes / 1024).toFixed(0)} KiB |`,
    );
  }
  const medians = results.map((r) => ({ page: pageName(r.page), performance: r.scores.performance, tbtMs: r.tbtMs }));
  console.log(`\n${verdict(medians[0]!, medians.slice(1))}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
