import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createAdmin, createLiveSession, createMusician } from '../../../test/factories';
import { COOKIE_NAMES } from '../features/auth/cookies';
import { createAuthSession } from '../features/auth/session-store';
import { forgetMaintenanceSwitch } from '../features/platform/maintenance';
import { ObservedStatuses } from './documented-statuses';
import {
  fillPath,
  nested,
  operationsOf,
  plausibleValue,
  type OpenApiDocument,
  type Operation,
} from './openapi-operations';

/**
 * Every operation of the OpenAPI document, sent malformed bodies, parameters and queries (NUL,
 * huge, nested, wrong-typed) by a browser signed in as a musician and as an admin. No answer may
 * be a 5xx, leak a stack trace or Fastify's internals, or leave the `{"error", "code"}` shape, and
 * every status answered must be one the document lists for that operation.
 */

let t: TestApp;
let operations: Operation[];
let document: OpenApiDocument;
let sessionId: number;
let musicianId: number;
let adminId: number;

beforeAll(async () => {
  t = await startTestApp();
  const m = await createMusician(t.ctx.db);
  musicianId = m.user.id;
  adminId = (await createAdmin(t.ctx.db)).id;
  sessionId = (await createLiveSession(t.ctx.db, m.profileId)).id;
  document = (await t.client().get('/api/openapi.json')).body;
  operations = operationsOf(document);
});
afterAll(async () => {
  await t.close();
});

const huge = 'x'.repeat(20_000);
const badTexts: unknown[] = ['\u0000', 'a\u0000b', huge, '\u202e\ud83c\udfb8', "' or 1=1 --", '%00', '\ud800'];
const wrongTyped: unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e308,
  2 ** 53,
  [],
  ['\u0000'],
  {},
  { $gt: '' },
  nested(200, 'object'),
];
const badParams = [
  '%00',
  'a%00b',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999999',
  'abc',
  'x'.repeat(3000),
  '%F0%9F%8E%B8',
  '..%2F..%2Fetc',
  '%25',
  '%C0%AF',
];
const rawBodies = ['{', '', 'null', '[]', '"x"', '1e999', `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"a":1,"a":2}'];

interface Attempt {
  path: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
}

function attemptsFor(operation: Operation): Attempt[] {
  const validParams = Object.fromEntries(
    operation.pathParams.map((name) => [name, name === 'sessionId' ? String(sessionId) : '1']),
  );
  const base = fillPath(operation, validParams);
  const attempts: Attempt[] = [{ path: base }];
  for (const name of operation.pathParams) {
    for (const value of badParams) attempts.push({ path: fillPath(operation, { ...validParams, [name]: value }) });
  }
  for (const name of operation.queryParams) {
    const values = [...badParams, ...['%00', 'x'.repeat(5000)].map((v) => v)];
    for (const value of values) attempts.push({ path: `${base}?${name}=${value}` });
    attempts.push(
      { path: `${base}?${name}=a&${name}=b` },
      { path: `${base}?${name}[a]=b` },
      { path: `${base}?${name}` },
    );
  }
  if (operation.body || operation.method !== 'GET') {
    const valid = plausibleValue(operation.body) as Record<string, unknown>;
    attempts.push({ path: base, body: valid });
    for (const raw of rawBodies) attempts.push({ path: base, raw });
    attempts.push({ path: base, raw: 'a=1', contentType: 'application/x-www-form-urlencoded' });
    attempts.push({ path: base, raw: JSON.stringify(valid), contentType: 'text/plain' });
    attempts.push({ path: base, body: nested(2000, 'array') });
    attempts.push({ path: base, body: { ...valid, ['unexpected\u0000']: 1 } });
    for (const property of Object.keys(operation.body?.properties ?? {})) {
      for (const value of [...badTexts, ...wrongTyped])
        attempts.push({ path: base, body: { ...valid, [property]: value } });
    }
  }
  return attempts;
}

async function signedInCookies(): Promise<string> {
  // An earlier operation (delete-account, an admin's delete) may have deleted the musician
  // (its row stays anonymised, decision 022).
  const exists = await t.ctx.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', musicianId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!exists) musicianId = (await createMusician(t.ctx.db)).user.id;
  const user = await createAuthSession(t.ctx.db, musicianId, 'user');
  const admin = await createAuthSession(t.ctx.db, adminId, 'admin');
  return `${COOKIE_NAMES.user}=${user.token}; ${COOKIE_NAMES.admin}=${admin.token}`;
}

const LEAKS = /\bat [\w.<>]+ \(|node_modules|FST_ERR|\.[jt]s:\d+|invalid byte sequence|SQLITE_|syntax error at/i;

/** Operations that end the session or the account run last, so the others run signed in. */
const endsSession = (operation: Operation) =>
  operation.method === 'DELETE' && operation.path.startsWith('/api/admin/users/')
    ? 3
    : operation.path.includes('delete-account')
      ? 2
      : /logout|signout/.test(operation.path)
        ? 1
        : 0;

describe('OpenAPI fuzz', () => {
  it('no malformed input gets a 5xx, a stack trace or another error shape', async () => {
    const ordered = operations.filter((op) => !op.isStream).sort((a, b) => endsSession(a) - endsSession(b));
    expect(ordered.length).toBeGreaterThan(40);
    const problems: string[] = [];
    const observed = new ObservedStatuses();
    let sent = 0;
    for (const operation of ordered) {
      // A fuzzed admin settings call may have switched maintenance mode on (every other call would
      // then answer 503, as it should): each operation starts with the platform up.
      await t.ctx.db.updateTable('platform_settings').set({ maintenance_mode: 0 }).where('id', '=', 1).execute();
      forgetMaintenanceSwitch(t.ctx);
      const cookie = await signedInCookies();
      const attempts = attemptsFor(operation);
      // A few at a time: quick, and concurrent writes get exercised too.
      for (let i = 0; i < attempts.length; i += 8) {
        await Promise.all(
          attempts.slice(i, i + 8).map(async (attempt) => {
            const headers: Record<string, string> = { cookie, 'sec-fetch-site': 'same-origin' };
            let payload = attempt.raw;
            if (attempt.body !== undefined) payload = JSON.stringify(attempt.body);
            if (payload !== undefined) headers['content-type'] = attempt.contentType ?? 'application/json';
            const res = await fetch(t.url + attempt.path, { method: operation.method, headers, body: payload });
            const text = await res.text();
            sent++;
            const label = `${operation.method} ${attempt.path.slice(0, 120)} ${(payload ?? '').slice(0, 120)}`;
            observed.record(`${operation.method} ${operation.path}`, res.status, `${label} -> ${text.slice(0, 120)}`);
            if (res.status >= 500) problems.push(`${res.status} ${label} -> ${text.slice(0, 200)}`);
            else if (LEAKS.test(text)) problems.push(`leak ${label} -> ${text.slice(0, 200)}`);
            else if (res.status >= 400) {
              const body = (() => {
                try {
                  return JSON.parse(text) as { error?: unknown; code?: unknown };
                } catch {
                  return undefined;
                }
              })();
              if (typeof body?.error !== 'string' || typeof body.code !== 'string')
                problems.push(`shape ${res.status} ${label} -> ${text.slice(0, 200)}`);
            }
          }),
        );
      }
    }
    console.log(`fuzz: ${sent} requests`);
    expect(problems.slice(0, 30)).toEqual([]);
    expect(sent).toBeGreaterThan(1500);
    expect(observed.size).toBeGreaterThan(ordered.length);
    expect(observed.undocumented(document)).toEqual([]);
  }, 120_000);
});
