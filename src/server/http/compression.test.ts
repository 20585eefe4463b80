import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { uncompressedRoutes } from './compression';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const asBrowser = { 'accept-encoding': 'br, gzip', 'sec-fetch-site': 'same-origin' };

describe('compression attached where a reply can pass its threshold', () => {
  it('names only routes that exist', () => {
    for (const route of uncompressedRoutes) {
      const [method, url] = route.split(' ') as ['GET', string];
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it('leaves the small answers alone and still compresses a large one', async () => {
    const health = await fetch(`${t.url}/api/health`, { headers: asBrowser });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect((await health.text()).length).toBeLessThan(1024);

    const document = await fetch(`${t.url}/api/openapi.json`, { headers: asBrowser });
    expect(document.headers.get('content-encoding')).toBe('br');
    expect(document.headers.get('vary')).toContain('accept-encoding');
    expect(Object.keys((await document.json()) as object)).toContain('paths');
  });
});
