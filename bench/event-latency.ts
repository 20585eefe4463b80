import http from 'node:http';
import { liveMusicianWithQueue, type BenchEnv } from './scenarios';

/**
 * Fan-to-musician latency: `streams` SSE connections hold the musician's queue open (a stadium's
 * worth of tablets is unrealistic; this is a load on the bus and the server), and `publicStreams`
 * more hold the public live list open as fans' phones do; then `posts` fan requests are sent one
 * after another and the time until the event arrives on a watched queue stream is recorded.
 * Returns p50 and p99 in milliseconds.
 */
export async function measureEventLatency(env: BenchEnv, streams = 1000, posts = 200, publicStreams = 1000) {
  const { session, cookie } = await liveMusicianWithQueue(env, 0);
  const url = new URL(`${env.appUrl}/api/sessions/live/requests/stream`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const waiting = new Map<string, (at: number) => void>();
  const sockets: http.ClientRequest[] = [];

  const publicUrl = new URL(`${env.appUrl}/api/sessions/active/stream`);
  const open = (watch: boolean, on: URL = url) =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(on, { agent, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        resolve();
        if (!watch) return res.resume();
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (!block.includes('event: request.created') || !data) continue;
            const title = (JSON.parse(data.slice(6)) as { song_title: string }).song_title;
            waiting.get(title)?.(performance.now());
          }
        });
      });
      req.on('error', reject);
      sockets.push(req);
    });

  await open(true);
  for (let i = 1; i < streams; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, streams - i) }, () => open(false)));
  }
  for (let i = 0; i < publicStreams; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, publicStreams - i) }, () => open(false, publicUrl)));
  }

  const latencies: number[] = [];
  for (let i = 0; i < posts; i++) {
    const title = `Latency ${i}`;
    const arrived = new Promise<number>((resolve) => waiting.set(title, resolve));
    const start = performance.now();
    const res = await fetch(`${env.appUrl}/api/sessions/${session.id}/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ song_title: title }),
    });
    if (res.status !== 201) throw new Error(`request ${i} answered ${res.status}`);
    latencies.push((await arrived) - start);
    waiting.delete(title);
  }
  for (const req of sockets) req.destroy();
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { p50: at(0.5), p99: at(0.99), streams, publicStreams, posts };
}
