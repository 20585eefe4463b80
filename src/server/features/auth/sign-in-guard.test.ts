import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createAdmin, createMusician } from '../../../../test/factories';
import type { TestClient } from '../../../../test/http-client';
import { createTestClock } from '../../clock';
import { messages } from '../../../shared/user-messages';
import { SIGN_IN_GUARD } from './sign-in-guard';

/**
 * Password guessing, both ways round: a spray from many addresses locks the account (the right
 * password from a stranger's browser is refused too), and a venue's shared address that hit its
 * limit never locks out a musician signing in from their own phone.
 */
const clock = createTestClock('2026-11-28T20:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { TRUST_PROXY: '1' },
    rateLimits: {
      signIn: { max: 20, timeWindow: 10 * 60_000 },
      adminLogin: { max: 10, timeWindow: 10 * 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

let addresses = 0;
/** A request from a new client address (X-Forwarded-For, believed through TRUST_PROXY=1). */
const from = (address = `198.51.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`) => ({
  headers: { 'x-forwarded-for': address },
});
const signIn = (client: TestClient, email: string, password: string, address?: string) =>
  client.post('/api/auth/signin', { email, password }, from(address));
const LONG_WRONG = `🎸${'wrong'.repeat(30)}🎶`;
/** The tries of a window that are ever checked: the free ones and the one that starts the lock. */
const ALLOWANCE = SIGN_IN_GUARD.freeFailures + 1;
/** How many answers of a burst checked the password (401); every other one was refused unchecked (429). */
function checkedOf(answers: { status: number }[]): number {
  expect(answers.every((res) => res.status === 401 || res.status === 429)).toBe(true);
  return answers.filter((res) => res.status === 401).length;
}

describe('the per-account limit', () => {
  it('locks an account sprayed from many addresses, but not for a browser that signed in before', async () => {
    const musician = await createMusician(t.ctx.db);
    const ownPhone = t.client();
    expect((await signIn(ownPhone, musician.email, musician.password)).status).toBe(200);

    const spray = await Promise.all(Array.from({ length: 60 }, () => signIn(t.client(), musician.email, LONG_WRONG)));
    expect(checkedOf(spray)).toBe(ALLOWANCE);

    const stranger = await signIn(t.client(), musician.email, musician.password);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toMatchObject({ code: 'account_locked' });
    expect(stranger.body.error).toContain('Too many wrong passwords for this account');

    expect((await signIn(ownPhone, musician.email, musician.password)).status, 'the own phone').toBe(200);

    // The lock ends (an hour at most), and the right password works from anywhere again.
    clock.advance(SIGN_IN_GUARD.longestLockMs + 1);
    expect((await signIn(t.client(), musician.email, musician.password)).status).toBe(200);
  });

  it('checks no more than the allowance of 200 wrong passwords sent at once from 200 addresses', async () => {
    const musician = await createMusician(t.ctx.db);
    const spray = await Promise.all(Array.from({ length: 200 }, () => signIn(t.client(), musician.email, LONG_WRONG)));
    expect(checkedOf(spray)).toBe(ALLOWANCE);
    expect(spray.find((res) => res.status === 429)?.body).toMatchObject({ code: 'account_locked' });
  });

  it('locks an address with no account exactly as one with an account', async () => {
    const musician = await createMusician(t.ctx.db);
    for (const email of ['nobody-here@example.test', musician.email]) {
      for (let i = 0; i <= SIGN_IN_GUARD.freeFailures; i += 1) await signIn(t.client(), email, LONG_WRONG);
    }
    const none = await signIn(t.client(), 'nobody-here@example.test', LONG_WRONG);
    const some = await signIn(t.client(), musician.email, LONG_WRONG);
    expect([none.status, some.status]).toEqual([429, 429]);
    expect(none.body).toEqual(some.body);
  });

  it('doubles the lock with each failure after it, from one minute', async () => {
    const musician = await createMusician(t.ctx.db);
    for (let i = 0; i < SIGN_IN_GUARD.freeFailures; i += 1) {
      expect((await signIn(t.client(), musician.email, LONG_WRONG)).status).toBe(401);
    }
    expect((await signIn(t.client(), musician.email, LONG_WRONG)).status, 'the sixth').toBe(401);
    expect((await signIn(t.client(), musician.email, musician.password)).body.error).toContain('1 minute');
    clock.advance(60_001);
    expect((await signIn(t.client(), musician.email, LONG_WRONG)).status, 'the seventh').toBe(401);
    expect((await signIn(t.client(), musician.email, musician.password)).body.error).toContain('2 minutes');
  });
});

describe('a known device', () => {
  it('passes the lock only with the right password: its wrong passwords count against the account and the device', async () => {
    const musician = await createMusician(t.ctx.db);
    const ownPhone = t.client();
    expect((await signIn(ownPhone, musician.email, musician.password)).status).toBe(200);
    await Promise.all(Array.from({ length: 30 }, () => signIn(t.client(), musician.email, LONG_WRONG)));
    expect((await signIn(t.client(), musician.email, musician.password)).status, 'a stranger, locked').toBe(429);

    // Past the account's lock, a wrong password from the phone is checked, and counted.
    expect((await signIn(ownPhone, musician.email, LONG_WRONG)).status).toBe(401);
    expect((await signIn(ownPhone, musician.email, musician.password)).status, 'then the right one').toBe(200);
    // Its sign-in does not lift the lock the spray caused.
    expect((await signIn(t.client(), musician.email, musician.password)).status, 'a stranger, still').toBe(429);
  });

  it('checks no more than the allowance of 300 wrong passwords sent at once with its cookie from one address', async () => {
    const musician = await createMusician(t.ctx.db);
    const ownPhone = t.client();
    const address = '203.0.113.77';
    expect((await signIn(ownPhone, musician.email, musician.password, address)).status).toBe(200);

    const burst = await Promise.all(
      Array.from({ length: 300 }, () => signIn(ownPhone, musician.email, LONG_WRONG, address)),
    );
    expect(checkedOf(burst)).toBe(ALLOWANCE);
    expect(burst.find((res) => res.status === 429)?.body.error).toContain('Too many wrong passwords from this device');

    // The device is locked, even for the right password, and so is the account for everyone else.
    expect((await signIn(ownPhone, musician.email, musician.password, address)).status).toBe(429);
    expect((await signIn(t.client(), musician.email, musician.password)).status).toBe(429);
    // Both locks end; the right password from the phone then clears its count.
    clock.advance(SIGN_IN_GUARD.longestLockMs + 1);
    expect((await signIn(ownPhone, musician.email, musician.password, address)).status).toBe(200);
  });
});

describe("a venue's shared address", () => {
  it('at its limit still lets a musician in from the phone they used before', async () => {
    const venue = '203.0.113.200';
    const musician = await createMusician(t.ctx.db);
    const ownPhone = t.client();
    expect((await signIn(ownPhone, musician.email, musician.password, '192.0.2.10')).status).toBe(200);

    // Someone at the venue works through the address's allowance with wrong passwords.
    for (let i = 0; i < 20; i += 1) await signIn(t.client(), `guess-${i}@example.test`, LONG_WRONG, venue);
    const next = await signIn(t.client(), musician.email, musician.password, venue);
    expect(next.status).toBe(429);
    expect(next.body.error).toBe(messages.auth.tooManyAttempts);

    expect((await signIn(ownPhone, musician.email, musician.password, venue)).status).toBe(200);
  });
});

describe('the back office', () => {
  it('locks an administrator sprayed from many addresses, except on a browser that signed in before', async () => {
    const admin = await createAdmin(t.ctx.db);
    const login = (client: TestClient, password: string, at?: Date) =>
      client.post('/api/admin/login', { email: admin.email, password, code: admin.code(at ?? clock.now()) }, from());
    const desk = t.client();
    expect((await login(desk, admin.password)).status).toBe(200);
    await Promise.all(Array.from({ length: 30 }, () => login(t.client(), LONG_WRONG)));
    expect((await login(t.client(), admin.password)).status).toBe(429);
    // The next 30-second code: the one already used is never accepted again.
    expect((await login(desk, admin.password, new Date(clock.now().getTime() + 30_000))).status).toBe(200);
  });

  it('does not count a right password sent without its code as a guess', async () => {
    const admin = await createAdmin(t.ctx.db);
    for (let i = 0; i < SIGN_IN_GUARD.freeFailures * 2; i += 1) {
      const res = await t.client().post('/api/admin/login', { email: admin.email, password: admin.password }, from());
      expect(res.body.code).toBe('second_factor_required');
    }
    const withCode = { email: admin.email, password: admin.password, code: admin.code(clock.now()) };
    expect((await t.client().post('/api/admin/login', withCode, from())).status).toBe(200);
  });
});
