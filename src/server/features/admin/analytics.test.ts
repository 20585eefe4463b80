import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { signedInAdmin as signedInAdminOf } from '../../../../test/admin';
import { createLiveSession, createMusician, createSongRequest } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { connectTestBank } from '../../../../test/payouts';
import { defaultAdminSettings } from '../../../../test/admin';
import { createTestClock, type TestClock } from '../../clock';
import { analyticsColumns, analyticsMessages, type AnalyticsReport } from '../../../shared/admin/analytics';

let t: TestApp;
let clock: TestClock;
const NOW = '2026-03-20T12:00:00.000Z';

beforeAll(async () => {
  clock = createTestClock('2026-03-18T12:00:00.000Z');
  t = await startTestApp({ clock });
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await t.close();
});

const signedInAdmin = () => signedInAdminOf(t);

const at = (instant: string) => new Date(instant);

/** A paid subscription period, as a renewal or a checkout records it. */
async function paidPeriod(musicianProfileId: number, amount: number, start: string, end: string) {
  const { id } = await t.ctx.db
    .selectFrom('subscriptions')
    .select('id')
    .where('musician_id', '=', musicianProfileId)
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('subscription_payments')
    .values({
      subscription_id: id,
      amount,
      status: 'paid',
      provider_payment_id: `pay_${musicianProfileId}_${start}`,
      period_start: start,
      period_end: end,
      created_at: start,
      updated_at: start,
    })
    .execute();
}

/**
 * Known data around March 2026 (UTC), the clock at noon on the 20th:
 * - A signs up 1 Mar 10:00, 14-day trial ends 15 Mar 10:00, pays £15 a month from then.
 * - B signs up 1 Mar 20:00, 5-day trial ends 6 Mar 20:00, never pays.
 * - C signs up 3 Mar, 10-day trial ends 13 Mar, pays £150 a year from then (£12.50 a month).
 * - D signed up in January, paid 10 Feb – 10 Mar and did not renew: churned on 10 Mar.
 * - E signs up 6 Mar 18:00, trial ends 20 Mar 18:00: later today, so not ended yet.
 * Shows: A 2 Mar 20:00 – 3 Mar 01:00, B 3 Mar 19:00–22:00, C from 19 Mar 21:00, still open.
 * Requests: A's show two on 2 Mar (one tipped £5) and one on 3 Mar (£10); B's one on 3 Mar; C's
 * one on 19 Mar (£2). A withdraws £5 on 18 Mar, approved and paid that day.
 */
async function seedMarch() {
  const a = await createMusician(t.ctx.db, { now: at('2026-03-01T10:00:00Z'), trialDays: 14 });
  const b = await createMusician(t.ctx.db, { now: at('2026-03-01T20:00:00Z'), trialDays: 5 });
  const c = await createMusician(t.ctx.db, { now: at('2026-03-03T09:00:00Z'), trialDays: 10 });
  const d = await createMusician(t.ctx.db, { now: at('2026-01-10T09:00:00Z'), trialDays: 14 });
  await createMusician(t.ctx.db, { now: at('2026-03-06T18:00:00Z'), trialDays: 14 });

  await paidPeriod(a.profileId, 1500, '2026-03-15T10:00:00.000Z', '2026-04-15T10:00:00.000Z');
  await paidPeriod(c.profileId, 15000, '2026-03-13T09:00:00.000Z', '2027-03-13T09:00:00.000Z');
  await paidPeriod(d.profileId, 1500, '2026-02-10T09:00:00.000Z', '2026-03-10T09:00:00.000Z');

  const showA = await createLiveSession(t.ctx.db, a.profileId, {
    started_at: '2026-03-02T20:00:00.000Z',
    status: 'ended',
    ended_at: '2026-03-03T01:00:00.000Z',
  });
  const showB = await createLiveSession(t.ctx.db, b.profileId, {
    started_at: '2026-03-03T19:00:00.000Z',
    status: 'ended',
    ended_at: '2026-03-03T22:00:00.000Z',
  });
  const showC = await createLiveSession(t.ctx.db, c.profileId, { started_at: '2026-03-19T21:00:00.000Z' });
  await createSongRequest(t.ctx.db, showA, { created_at: '2026-03-02T21:00:00.000Z', tip_amount: 500 });
  await createSongRequest(t.ctx.db, showA, { created_at: '2026-03-02T21:30:00.000Z' });
  await createSongRequest(t.ctx.db, showA, { created_at: '2026-03-03T00:30:00.000Z', tip_amount: 1000 });
  await createSongRequest(t.ctx.db, showB, { created_at: '2026-03-03T20:00:00.000Z' });
  await createSongRequest(t.ctx.db, showC, { created_at: '2026-03-19T22:00:00.000Z', tip_amount: 200 });

  const musician = t.client();
  expect((await musician.post('/api/auth/signin', { email: a.email, password: a.password })).status).toBe(200);
  await connectTestBank(musician);
  const requested = await musician.post('/api/musicians/withdraw', { amount: 500 });
  expect(requested.status, requested.text).toBe(201);
  const admin = await signedInAdmin();
  expect((await admin.post(`/api/admin/withdrawals/${requested.body.withdrawal.id}/approve`)).status).toBe(200);
}

describe('the Analytics tab’s report', () => {
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    await seedMarch();
    clock.set(NOW);
    admin = await signedInAdmin();
  });

  it('counts each day of a range exactly', async () => {
    const res = await admin.get('/api/admin/reports/analytics?from=2026-03-01&to=2026-03-20');
    expect(res.status, res.text).toBe(200);
    const report = res.body as AnalyticsReport;
    expect(report.days).toHaveLength(20);
    expect(report.days[0]!.day).toBe('2026-03-01');
    expect(report.days.at(-1)!.day).toBe('2026-03-20');
    const byDay = Object.fromEntries(report.days.map((day) => [day.day.slice(8), day]));
    const column = (key: keyof (typeof report.days)[number]) =>
      Object.fromEntries(report.days.filter((day) => day[key] !== 0).map((day) => [day.day.slice(8), day[key]]));

    expect(column('requests')).toEqual({ '02': 2, '03': 2, '19': 1 });
    expect(column('tips')).toEqual({ '02': 500, '03': 1000, '19': 200 });
    expect(column('fees')).toEqual({ '02': 25, '03': 50, '19': 10 });
    expect(column('payouts')).toEqual({ '18': 500 });
    expect(column('active_musicians')).toEqual({ '02': 1, '03': 2, '19': 1, '20': 1 });
    expect(column('signups')).toEqual({ '01': 2, '03': 1, '06': 1 });
    expect(column('trials_ended')).toEqual({ '06': 1, '13': 1, '15': 1 });
    expect(column('trials_converted')).toEqual({ '13': 1, '15': 1 });
    expect(column('churned')).toEqual({ '10': 1 });
    expect(byDay['01']!.mrr).toBe(1500);
    expect(byDay['09']!.mrr).toBe(1500);
    expect(byDay['10']!.mrr).toBe(0);
    expect(byDay['12']!.mrr).toBe(0);
    expect(byDay['13']!.mrr).toBe(1250);
    expect(byDay['14']!.mrr).toBe(1250);
    expect(byDay['15']!.mrr).toBe(2750);
    expect(byDay['20']!.mrr).toBe(2750);

    expect(report.totals).toEqual({
      requests: 5,
      tips: 1700,
      fees: 85,
      payouts: 500,
      active_musicians: 3,
      signups: 4,
      trials_ended: 3,
      trials_converted: 2,
      trial_conversion_percent: 67,
      mrr: 2750,
      churned: 1,
    });
    expect(report).toMatchObject({ retention_days: 365, kept_from: '2025-03-21' });
  });

  it('agrees with the money report on tips, fees and payouts', async () => {
    const range = 'from=2026-03-01&to=2026-03-20';
    const money = (await admin.get(`/api/admin/reports/money?period=day&${range}`)).body;
    const analytics = (await admin.get(`/api/admin/reports/analytics?${range}`)).body as AnalyticsReport;
    for (const key of ['tips', 'fees', 'payouts'] as const) expect(analytics.totals[key]).toBe(money.totals[key]);
  });

  it('exports the same days as CSV', async () => {
    const csv = await admin.get('/api/admin/reports/analytics.csv?from=2026-03-02&to=2026-03-03');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('stagecall-analytics-2026-03-02-2026-03-03.csv');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    expect(csv.text.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      analyticsColumns.join(','),
      '2026-03-02,2,500,25,0,1,0,0,0,1500,0',
      '2026-03-03,2,1000,50,0,2,1,0,0,1500,0',
    ]);
  });

  it('refuses a range it cannot show, with a 400 that says why', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-10&to=2026-03-01', analyticsMessages.order],
      ['from=2026-03-01&to=2026-03-21', analyticsMessages.future],
      ['from=2025-03-19&to=2026-03-20', analyticsMessages.tooLong],
      ['from=2025-03-20&to=2026-03-20', analyticsMessages.notKept(365, '2025-03-21')],
      ['from=2026-02-30&to=2026-03-01', 'Give the first day as YYYY-MM-DD'],
      ['from=2026-03-01', 'Give the last day as YYYY-MM-DD'],
    ];
    for (const [query, error] of cases) {
      const res = await admin.get(`/api/admin/reports/analytics?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.text, query).toContain(error);
      expect((await admin.get(`/api/admin/reports/analytics.csv?${query}`)).status, query).toBe(400);
    }
  });

  it('shows only the days analytics_retention_days keeps', async () => {
    const settings = await admin.put('/api/admin/settings', { ...defaultAdminSettings, analytics_retention_days: 30 });
    expect(settings.status, settings.text).toBe(200);
    try {
      const refused = await admin.get('/api/admin/reports/analytics?from=2026-02-18&to=2026-03-20');
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(analyticsMessages.notKept(30, '2026-02-19'));
      expect(refused.body.code).toBe('date_range_invalid');
      const kept = await admin.get('/api/admin/reports/analytics?from=2026-02-19&to=2026-03-20');
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ retention_days: 30, kept_from: '2026-02-19' });
      expect(kept.body.days).toHaveLength(30);
    } finally {
      await admin.put('/api/admin/settings', defaultAdminSettings);
    }
  });

  it('is for admins only', async () => {
    const musician = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: musician.email, password: musician.password });
    expect((await client.get('/api/admin/reports/analytics?from=2026-03-01&to=2026-03-20')).status).toBe(401);
    expect((await t.client().get('/api/admin/reports/analytics.csv?from=2026-03-01&to=2026-03-20')).status).toBe(401);
  });
});
