import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { rssOf, startApp } from './processes';

// Issue 48 point 3: heap snapshots of the compiled server before 10,000 public streams open and
// after they all close (`--heapsnapshot-signal`, nothing in the server's code), then compared by
// constructor with bench/heap-diff.mjs. Writes to HEAP_DIR (default /tmp/heap).
const dir = process.env.HEAP_DIR ?? '/tmp/heap';
const streams = Number(process.env.BENCH_PUBLIC_STREAMS ?? 10_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-heap-'));
const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

async function snapshot(pid: number, label: string) {
  const before = new Set(fs.readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const file = fs.readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
    if (!file) continue;
    const size = fs.statSync(path.join(dir, file)).size;
    await new Promise((r) => setTimeout(r, 1500));
    if (fs.statSync(path.join(dir, file)).size !== size || size === 0) continue;
    fs.renameSync(path.join(dir, file), path.join(dir, `${label}.heapsnapshot`));
    console.log(`${label}: rss ${mb(rssOf(pid))}, snapshot ${mb(size)}`);
    return;
  }
}

async function hold(url: string, count: number) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => chunk.includes('event: snapshot') && resolve());
      });
      req.on('error', reject);
      requests.push(req);
    });
  for (let i = 0; i < count; i += 250) await Promise.all(Array.from({ length: Math.min(250, count - i) }, open));
  return () => {
    for (const req of requests) req.destroy();
    agent.destroy();
  };
}

fs.mkdirSync(dir, { recursive: true });
const app = await startApp({
  DATABASE_URL: path.join(work, 'heap.sqlite'),
  MEDIA_DIR: path.join(work, 'media'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  SSE_STREAMS_PER_IP: String(streams + 20_000),
  NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dir}`,
});
try {
  const url = `${app.url}/api/sessions/active/stream`;
  // A few streams first, so what loads lazily on the first stream is in both snapshots.
  (await hold(url, 50))();
  await new Promise((r) => setTimeout(r, 2000));
  console.log(`idle, before its snapshot: rss ${mb(rssOf(app.pid))}`);
  await snapshot(app.pid, 'idle');
  const close = await hold(url, streams);
  console.log(`${streams} open: rss ${mb(rssOf(app.pid))}`);
  close();
  await new Promise((r) => setTimeout(r, 5000));
  console.log(`5 s after the close: rss ${mb(rssOf(app.pid))}`);
  await snapshot(app.pid, 'after');
  console.log(`after the snapshot's collection: rss ${mb(rssOf(app.pid))}`);
  const smaps = fs.readFileSync(`/proc/${app.pid}/smaps_rollup`, 'utf8');
  console.log(
    smaps
      .split('\n')
      .filter((l) => /^(Rss|Anonymous|Private_Dirty)/.test(l))
      .join('\n'),
  );
} finally {
  await app.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
