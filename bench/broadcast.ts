import http from 'node:http';
import { productionAllocator, rssOf, startScript, type Started } from './processes';
import { liveMusicianWithQueue, type BenchEnv } from './scenarios';

/**
 * Many open public streams on one instance: `streams` connections to the app's
 * GET /api/sessions/active/stream, and as many to a raw node:http SSE server in the same run. For
 * each: the server's resident memory with the streams open (and its growth over the idle server),
 * and the broadcast latency: from the trigger (a musician going live or ending the show, or a POST
 * to the raw server) until the event has arrived on every stream, p50/p99 over all streams and
 * `rounds` broadcasts.
 */
export interface BroadcastResult {
  streams: number;
  rss: number;
  rssGrowth: number;
  p50: number;
  p99: number;
  /** Resident memory above the idle server 5 s and 60 s after every stream closed (issue 48: ≤ 50 MB). */
  keptAfter5s: number;
  keptAfter60s: number;
}

/** How long after the streams close their memory is read again (BENCH_KEPT_MS="5000,60000"). */
const KEPT_AFTER_MS = (process.env.BENCH_KEPT_MS ?? '5000,60000').split(',').map(Number) as [number, number];

export async function measureBroadcast(env: BenchEnv & { appPid: number }, streams: number, rounds = 6) {
  const { session, cookie } = await liveMusicianWithQueue(env, 0);
  let sessionId = session.id;
  // The musician starts live; each round ends the show or goes live again: one event per round.
  const app = await holdStreams(
    `${env.appUrl}/api/sessions/active/stream`,
    env.appPid,
    streams,
    rounds,
    async (round) => {
      const res =
        round % 2 === 0
          ? await fetch(`${env.appUrl}/api/sessions/live/${sessionId}/end`, { method: 'POST', headers: { cookie } })
          : await fetch(`${env.appUrl}/api/sessions/live`, {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json' },
              body: JSON.stringify({ venue_name: 'Bench Hall' }),
            });
      if (!res.ok) throw new Error(`broadcast trigger answered ${res.status}`);
      if (round % 2 === 1) sessionId = ((await res.json()) as { session: { id: number } }).session.id;
    },
  );
  // With the app's allocator settings, so what either keeps after the close compares fairly.
  const raw: Started = await startScript('bench/raw-sse-server.mjs', productionAllocator);
  try {
    const baseline = await holdStreams(`${raw.url}/stream`, raw.pid, streams, rounds, async () => {
      const res = await fetch(`${raw.url}/broadcast`, { method: 'POST' });
      if (!res.ok) throw new Error(`raw broadcast answered ${res.status}`);
    });
    return { app, raw: baseline };
  } finally {
    await raw.stop();
  }
}

async function holdStreams(
  url: string,
  pid: number,
  streams: number,
  rounds: number,
  trigger: (round: number) => Promise<void>,
): Promise<BroadcastResult> {
  const idleRss = rssOf(pid);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  let start = 0;
  let expected = 0;
  let arrivedAll: () => void = () => {};
  const latencies: number[] = [];
  const onEvent = () => {
    latencies.push(performance.now() - start);
    if (--expected === 0) arrivedAll();
  };
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let snapshot = false;
        res.on('data', (chunk: string) => {
          if (!snapshot) {
            snapshot = chunk.includes('event: snapshot');
            if (snapshot) resolve();
            if (!chunk.includes('event: session.')) return;
          }
          if (chunk.includes('event: session.')) onEvent();
        });
      });
      req.on('error', reject);
      requests.push(req);
    });
  let result: Omit<BroadcastResult, 'keptAfter5s' | 'keptAfter60s'>;
  try {
    for (let i = 0; i < streams; i += 250) {
      await Promise.all(Array.from({ length: Math.min(250, streams - i) }, open));
    }
    const rss = rssOf(pid);
    for (let round = 0; round < rounds; round++) {
      expected = streams;
      const all = new Promise<void>((resolve) => (arrivedAll = resolve));
      start = performance.now();
      await trigger(round);
      await all;
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    result = { streams, rss, rssGrowth: rss - idleRss, p50: at(0.5), p99: at(0.99) };
  } finally {
    for (const req of requests) req.destroy();
    agent.destroy();
  }
  // What the server gives back once a burst of streams has closed (a show ending, phones locking):
  // read after a pause, the server otherwise idle.
  const [first, second] = KEPT_AFTER_MS;
  await new Promise((resolve) => setTimeout(resolve, first));
  const keptAfter5s = rssOf(pid) - idleRss;
  await new Promise((resolve) => setTimeout(resolve, second - first));
  const keptAfter60s = rssOf(pid) - idleRss;
  return { ...result, keptAfter5s, keptAfter60s };
}
