import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { fanRequest, liveShow, newDeviceId } from '../../../test/live-show';
import { openStream } from '../../../test/sse-client';
import { startJobs } from '../jobs/scheduler';

const token = 'metrics-token-for-the-scraper'.padEnd(40, 'x');
let t: TestApp;
let closed: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN: token } });
  closed = await startTestApp({ database: t.database });
});
afterAll(async () => {
  await closed.close();
  await t.close();
});

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
  fetch(`${t.url}/metrics`, { headers });

/** The value of one sample line, e.g. `stagecall_open_streams{kind="sessions"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses a scraper without the right token', async () => {
    // Without a token there is no metrics route: the path falls to the web client like any other.
    const unset = await fetch(`${closed.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(await unset.text()).not.toContain('stagecall_');
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ authorization: `Bearer ${token.slice(0, -1)}y` })).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer short' })).status).toBe(401);
  });

  it('reports latency by route pattern, open streams by kind, lock waits, event lag, the outbox, jobs and memory', async () => {
    const { session } = await liveShow(t);
    const device = newDeviceId();
    const streams = await Promise.all([
      openStream(`${t.url}/api/sessions/active/stream`),
      openStream(`${t.url}/api/sessions/active/stream`),
      openStream(`${t.url}/api/sessions/active/stream?my_requests=${session.id}`, { cookie: `sc_device=${device}` }),
    ]);
    expect((await fanRequest(t, session.id, { song_title: 'Metrics Song' }, { deviceId: device })).status).toBe(201);
    // The request's event has reached this instance's streams once the phone's list shows it.
    await streams[2]!.until((events) => events.some((e) => e.type === 'my-requests' && e.data.requests.length === 1));
    await fetch(`${t.url}/api/musicians/no-such-qr-code-4242`);
    await fetch(`${t.url}/api/no-such-route-4242`);
    const jobs = startJobs(t.ctx, [], () => undefined, { holder: 'metrics-test' });
    await jobs.tick({ name: 'counted-job', everyMs: 3600_000, run: async () => undefined });
    await jobs.tick({ name: 'counted-job', everyMs: 3600_000, run: async () => undefined });
    await jobs.stop({ release: true });

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(
      sample(
        text,
        'stagecall_http_request_duration_seconds_count{method="POST",route="/api/sessions/:sessionId/requests",status="201"}',
      ),
    ).toBe(1);
    expect(text).toContain('route="/api/musicians/:qrCodeId",status="404"');
    expect(text, 'a URL of one fan or code never becomes a series').not.toContain('no-such-qr-code-4242');
    expect(text).toContain('method="GET",route="(unmatched)",status="404"');
    expect(text).not.toContain('no-such-route-4242');
    expect(sample(text, 'stagecall_open_streams{kind="sessions"}')).toBe(2);
    expect(sample(text, 'stagecall_open_streams{kind="fan-page"}')).toBe(1);
    expect(sample(text, 'stagecall_event_delivery_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'stagecall_queue_lock_wait_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'stagecall_email_outbox{status="failed"}')).toBe(0);
    expect(sample(text, 'stagecall_job_runs_total{job="counted-job",outcome="ran"}')).toBe(1);
    expect(sample(text, 'stagecall_job_runs_total{job="counted-job",outcome="skipped"}')).toBe(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (t.ctx.database.dialect === 'postgres') {
      expect(sample(text, 'stagecall_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    }
    for (const stream of streams) stream.close();
  });
});
