import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createAdmin, createMusician } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow } from '../../../../test/live-show';
import { createTestClock } from '../../clock';
import type { AdminTip } from '../../../shared/admin/tips';
import type { RequestCheckout } from '../../../shared/tips';

const clock = createTestClock('2026-11-20T21:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await t.close();
});

async function signedInAdmin() {
  const admin = await createAdmin(t.ctx.db);
  const client = t.client();
  expect((await client.post('/api/admin/login', admin.login(clock.now()))).status).toBe(200);
  return client;
}

/** A fan pays `amount` on the local provider, asking for a receipt at `receipt` (or none). */
async function paidTip(show: Awaited<ReturnType<typeof liveShow>>, amount: number, receipt: string | null) {
  const res = await fanRequest(t, show.session.id, { song_title: 'Dirty Old Town', tip_amount: amount });
  expect(res.status).toBe(202);
  const checkout = ((await res.json()) as { checkout: RequestCheckout }).checkout;
  if (receipt) {
    const asked = await t
      .client()
      .put(`/api/request-checkouts/${checkout.id}/receipt-email`, { receipt_email: receipt });
    expect(asked.status, asked.text).toBe(200);
  }
  const paid = await t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
    client_secret: checkout.client_secret,
    card_number: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
  });
  expect(paid.status).toBe(200);
  return { reference: checkout.id, paymentId: checkout.payment_id };
}

const list = async (admin: ReturnType<TestApp['client']>, query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await admin.get(`/api/admin/tips?${search}`);
  expect(res.status, res.text).toBe(200);
  return res.body as { tips: AdminTip[]; total: number };
};

describe('GET /api/admin/tips', () => {
  it('lists every musician’s tips, newest first, searched by days, amount, musician, reference and receipt', async () => {
    const showA = await liveShow(t, 'The Crown');
    await t.ctx.db
      .updateTable('musician_profiles')
      .set({ stage_name: 'Ülla 🎻 Longnameeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' })
      .where('id', '=', showA.musician.profileId)
      .execute();
    const first = await paidTip(showA, 500, 'first.fan@example.com');
    clock.advance(2 * 86_400_000);
    const showB = await liveShow(t, 'The Anchor');
    const second = await paidTip(showB, 1250, null);
    clock.advance(86_400_000);
    const third = await paidTip(showB, 2000, 'Zoe.Receipt@Example.com');
    const admin = await signedInAdmin();

    const all = await list(admin, { from: '2026-11-20', to: '2026-11-23' });
    expect(all.total).toBe(3);
    expect(all.tips.map((tip) => tip.reference)).toEqual([third.reference, second.reference, first.reference]);
    expect(all.tips[2]).toMatchObject({
      amount: 500,
      refunded: 0,
      status: 'succeeded',
      stage_name: 'Ülla 🎻 Longnameeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      musician_email: showA.musician.email,
      user_id: showA.musician.user.id,
      receipt_email: 'first.fan@example.com',
      provider_payment_id: first.paymentId,
    });

    // Days are inclusive.
    expect((await list(admin, { from: '2026-11-22', to: '2026-11-22' })).tips.map((x) => x.reference)).toEqual([
      second.reference,
    ]);
    expect(
      (await list(admin, { from: '2026-11-21', to: '2026-11-23', amount_min: 1250, amount_max: 1999 })).total,
    ).toBe(1);
    expect((await list(admin, { musician: 'Ülla 🎻 LONG' })).tips.map((x) => x.reference)).toEqual([first.reference]);
    expect((await list(admin, { musician: showB.musician.email.toUpperCase() })).total).toBe(2);
    expect((await list(admin, { reference: third.reference.slice(2, 12) })).tips.map((x) => x.reference)).toEqual([
      third.reference,
    ]);
    expect((await list(admin, { reference: second.paymentId })).tips.map((x) => x.reference)).toEqual([
      second.reference,
    ]);
    expect((await list(admin, { receipt: 'ZOE.receipt' })).tips.map((x) => x.reference)).toEqual([third.reference]);
    // LIKE's wildcards are searched for as themselves.
    expect((await list(admin, { receipt: '%' })).total).toBe(0);
  });

  it('refunds from the row through the user page’s endpoint, and the row shows it', async () => {
    const admin = await signedInAdmin();
    const show = await liveShow(t);
    const { reference } = await paidTip(show, 1000, null);
    const row = (await list(admin, { reference })).tips[0]!;
    const refund = await admin.post(`/api/admin/tips/${row.id}/refund`, { amount: 400, reason: 'Fan wrote in 🙏' });
    expect(refund.status, refund.text).toBe(200);
    expect((await list(admin, { reference })).tips[0]).toMatchObject({ refunded: 400, status: 'succeeded' });
  });

  it('pages 25 at a time', async () => {
    const admin = await signedInAdmin();
    const show = await liveShow(t);
    for (let i = 0; i < 26; i += 1) await paidTip(show, 2345, null);
    const filter = { musician: show.musician.email, amount_min: 2345, amount_max: 2345 };
    const one = await list(admin, { ...filter, page: 1 });
    const two = await list(admin, { ...filter, page: 2 });
    expect([one.total, one.tips.length, two.tips.length]).toEqual([26, 25, 1]);
    expect(new Set([...one.tips, ...two.tips].map((tip) => tip.id)).size).toBe(26);
  });

  it('refuses a range that ends before it starts, with the field named', async () => {
    const admin = await signedInAdmin();
    const res = await admin.get('/api/admin/tips?from=2026-11-22&to=2026-11-21');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect((await admin.get('/api/admin/tips?amount_min=-1')).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await t.client().get('/api/admin/tips')).status).toBe(401);
    const m = await createMusician(t.ctx.db);
    const musician = t.client();
    await musician.post('/api/auth/signin', { email: m.email, password: m.password });
    expect((await musician.get('/api/admin/tips')).status).toBe(401);
  });
});
