import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { forgetMaintenanceSwitch, stillOpen } from '../features/platform/maintenance';
import { documentedStatuses } from './documented-statuses';
import { fillPath, operationsOf, type OpenApiDocument } from './openapi-operations';

/**
 * Maintenance mode answers nearly every operation with a 503 before it runs: the document lists it
 * on exactly those, so a generated client knows to expect it.
 */

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.client().get('/api/openapi.json')).body;
  await t.ctx.db.updateTable('platform_settings').set({ maintenance_mode: 1 }).where('id', '=', 1).execute();
  forgetMaintenanceSwitch(t.ctx);
});
afterAll(async () => {
  await t.close();
});

describe('maintenance mode in the OpenAPI document', () => {
  it('lists the 503 on every operation maintenance closes, and closes all but the admin and health ones', async () => {
    const documented = documentedStatuses(document);
    const wrong: string[] = [];
    let closed = 0;
    for (const operation of operationsOf(document)) {
      const name = `${operation.method} ${operation.path}`;
      const res = await fetch(t.url + fillPath(operation, {}), {
        method: operation.method,
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: operation.method === 'GET' ? undefined : '{}',
      });
      const body = (await res.json().catch(() => ({}))) as { code?: unknown };
      const isMaintenance = res.status === 503 && body.code === 'maintenance';
      if (isMaintenance) closed++;
      if (isMaintenance && !documented.get(name)?.has(503)) wrong.push(`${name}: answered 503, document omits it`);
      if (isMaintenance === stillOpen(operation.path))
        wrong.push(`${name}: answered ${res.status} ${String(body.code)}`);
    }
    expect(closed).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
