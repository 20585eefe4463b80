import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin';
import { createTestClock } from '../../clock';

/**
 * Maintenance mode across a fleet: two instances on one database and one clock. The instance an
 * admin flips it on follows at once; every other follows within the switch's two seconds, read
 * from the value each keeps (the request path no longer reads the row itself).
 */
const clock = createTestClock('2026-11-28T21:00:00Z');
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await startTestApp({ clock });
  b = await startTestApp({ clock, database: a.database });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const status = async (t: TestApp) => (await t.client().get('/api/sessions/active')).status;

describe('maintenance mode across instances', () => {
  it('closes and reopens the flipping instance at once and every other within two seconds', async () => {
    const admin = await signedInAdmin(a);
    expect([await status(a), await status(b)]).toEqual([200, 200]);

    expect((await admin.post('/api/admin/maintenance-mode', { enabled: true })).status).toBe(200);
    expect(await status(a)).toBe(503);
    clock.advance(2001);
    expect(await status(b)).toBe(503);
    const closed = await b.client().get('/api/musicians/earnings');
    expect(closed.body.code).toBe('maintenance');
    expect(closed.headers.get('retry-after')).toBe('60');
    expect((await b.client().get('/api/health?probe=1')).status).toBe(200);
    expect((await b.client().get('/api/platform/status')).body).toEqual({ maintenance_mode: true });

    expect((await admin.post('/api/admin/maintenance-mode', { enabled: false })).status).toBe(200);
    expect(await status(a)).toBe(200);
    clock.advance(2001);
    expect(await status(b)).toBe(200);
  });
});
