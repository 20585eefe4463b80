import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { hashIp } from './client-ip';

/** The request log, as an operator would read it: no client's address on any line, at any level. */
const lines: string[] = [];
let t: TestApp;
const address = '203.0.113.77';

beforeAll(async () => {
  t = await startTestApp({
    env: { LOG_LEVEL: 'trace', TRUST_PROXY: '1' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});

describe('the request log', () => {
  it('names a client by the keyed hash of its address, never by the address', async () => {
    const headers = { 'x-forwarded-for': address };
    await fetch(`${t.url}/api/health`, { headers });
    await fetch(`${t.url}/api/no-such-route`, { headers });
    await fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', origin: t.url },
      body: '{"email": 1',
    });
    await fetch(`${t.url}/api/health`);

    const log = lines.join('');
    const requestLines = lines.map((line) => JSON.parse(line) as { req?: { client?: string } }).filter((l) => l.req);
    expect(requestLines.length).toBeGreaterThanOrEqual(4);
    expect(log).not.toContain(address);
    expect(log).not.toContain('remoteAddress');
    expect(log).not.toContain('remotePort');
    expect(log).not.toMatch(/"127\.0\.0\.1"/);
    const clients = new Set(requestLines.map((line) => line.req?.client));
    expect(clients).toContain(hashIp(address, t.ctx.secret));
    expect(clients).toContain(hashIp('127.0.0.1', t.ctx.secret));
  });
});
