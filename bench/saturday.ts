import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { liveMusicianWithQueue, type BenchEnv } from './scenarios';

/**
 * Saturday night: `shows` shows live at once, spread over the given instances (one PostgreSQL
 * behind several, or one SQLite instance). Each show has `phones` fans' phones following its
 * public live list and their own requests (GET …/my-requests/stream, by the phone's device
 * cookie); fans send requests at `ratePerShow` a second per show, from random phones of the show;
 * the musician accepts each request as soon as it arrives. Measured for `seconds`:
 * - fan submit: POST …/requests, from send to answer;
 * - push: from the musician's accept (PUT …/status) to the fan's own stream showing it accepted.
 */
export interface SaturdayResult {
  shows: number;
  streams: number;
  submits: number;
  submitP50: number;
  submitP99: number;
  pushes: number;
  pushP50: number;
  pushP99: number;
  failures: number;
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

export async function measureSaturday(
  env: BenchEnv,
  instances: string[],
  options: { shows: number; phones: number; ratePerShow: number; seconds: number },
): Promise<SaturdayResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const sockets: http.ClientRequest[] = [];
  /** Waiting pushes: request id → resolve on the phone's stream showing it accepted. */
  const accepted = new Map<number, (at: number) => void>();
  let failures = 0;

  const shows: { session: { id: number }; cookie: string; base: string; phones: string[] }[] = [];
  for (let s = 0; s < options.shows; s++) {
    const { session, cookie } = await liveMusicianWithQueue(env, 0);
    const base = instances[s % instances.length]!;
    const phones = Array.from({ length: options.phones }, () => randomBytes(16).toString('base64url'));
    shows.push({ session, cookie, base, phones });
  }

  const follow = (base: string, sessionId: number, deviceId: string, publicList: boolean) =>
    new Promise<void>((resolve, reject) => {
      const url = publicList
        ? `${base}/api/sessions/active/stream`
        : `${base}/api/sessions/${sessionId}/my-requests/stream`;
      const req = http.get(
        url,
        { agent, headers: { cookie: `sc_device=${deviceId}`, accept: 'text/event-stream' } },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
          resolve();
          if (publicList) return res.resume();
          let buffer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = block.split('\n').find((l) => l.startsWith('data: '));
              if (!data) continue;
              const list = JSON.parse(data.slice(6)) as { requests?: { id: number; status: string }[] };
              for (const r of list.requests ?? []) if (r.status === 'accepted') accepted.get(r.id)?.(performance.now());
            }
          });
        },
      );
      req.on('error', reject);
      sockets.push(req);
    });

  // Each phone holds the public list and its own requests open, as the fan page does.
  for (const show of shows) {
    for (const phone of show.phones) {
      await Promise.all([
        follow(show.base, show.session.id, phone, true),
        follow(show.base, show.session.id, phone, false),
      ]);
    }
  }

  const submits: number[] = [];
  const pushes: number[] = [];
  const inFlight: Promise<void>[] = [];
  const sendOne = async (show: (typeof shows)[number], n: number) => {
    const phone = show.phones[Math.floor(Math.random() * show.phones.length)]!;
    const start = performance.now();
    const res = await fetch(`${show.base}/api/sessions/${show.session.id}/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sc_device=${phone}` },
      body: JSON.stringify({ song_title: `Saturday ${n} ${Math.random()}`, fan_name: 'Fan' }),
    });
    submits.push(performance.now() - start);
    if (res.status !== 201) {
      failures++;
      return;
    }
    const { request } = (await res.json()) as { request: { id: number } };
    const shown = new Promise<number>((resolve) => accepted.set(request.id, resolve));
    const acceptAt = performance.now();
    const put = await fetch(`${show.base}/api/requests/${request.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: show.cookie },
      body: JSON.stringify({ status: 'accepted' }),
    });
    if (put.status !== 200) {
      failures++;
      accepted.delete(request.id);
      return;
    }
    const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(NaN), 10_000));
    const at = await Promise.race([shown, timeout]);
    accepted.delete(request.id);
    if (Number.isNaN(at)) failures++;
    else pushes.push(at - acceptAt);
  };

  // Sends spread evenly: every show sends ratePerShow a second, the shows' sends interleaved.
  const total = Math.round(options.shows * options.ratePerShow * options.seconds);
  const gapMs = 1000 / (options.shows * options.ratePerShow);
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + n * gapMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(sendOne(shows[n % shows.length]!, n).catch(() => void failures++));
  }
  await Promise.all(inFlight);
  for (const req of sockets) req.destroy();
  agent.destroy();

  return {
    shows: options.shows,
    streams: sockets.length,
    submits: submits.length,
    submitP50: quantile(submits, 0.5),
    submitP99: quantile(submits, 0.99),
    pushes: pushes.length,
    pushP50: quantile(pushes, 0.5),
    pushP99: quantile(pushes, 0.99),
    failures,
  };
}
