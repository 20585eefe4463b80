import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './metrics';

/** What the app recorded before: prom-client's Histogram, observed with a label object per request. */
function promClientHistogram(registry: Registry) {
  return new Histogram({
    name: 'stagecall_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status (streams count until their headers).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
}

const observations: [string, string, number, number][] = [
  ['GET', '/api/health', 200, 0.0012],
  ['POST', '/api/sessions/:sessionId/requests', 201, 0.031],
  ['GET', '/api/health', 200, 0.005],
  ['GET', '/api/health', 503, 7.5],
  ['POST', '/api/sessions/:sessionId/requests', 429, 0.25],
  ['GET', '(unmatched)', 404, 0.0001],
  ['HEAD', '/api/health', 200, 0.01],
  ['POST', '/api/sessions/:sessionId/requests', 201, 2.5000001],
];

describe('the request durations histogram', () => {
  it('writes the same series, text and JSON as prom-client’s Histogram for the same observations', async () => {
    const before = new Registry();
    const histogram = promClientHistogram(before);
    const after = new Registry();
    const durations = new RequestDurations(after);
    const recorders = new Map<string, ReturnType<RequestDurations['recorderFor']>>();
    for (const [method, route, status, seconds] of observations) {
      histogram.observe({ method, route, status: String(status) }, seconds);
      if (!recorders.has(route)) recorders.set(route, durations.recorderFor(route));
      recorders.get(route)!(method, status, seconds);
    }
    const text = await after.metrics();
    expect(text).toBe(await before.metrics());
    expect(text).toContain(
      'stagecall_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"} 2',
    );
    expect(await after.getMetricsAsJSON()).toEqual(await before.getMetricsAsJSON());
  });
});
