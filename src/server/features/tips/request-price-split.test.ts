import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createMusician } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow } from '../../../../test/live-show';
import type { RequestCheckout } from '../../../shared/tips';

/** A band's request prices are split by shares like its tips (docs/decisions/035, "As built, step 3"). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await t.close();
});

const partsOf = async (requestId: number, type: 'price_received' | 'price_refunded') =>
  Object.fromEntries(
    (
      await t.ctx.db
        .selectFrom('ledger_entries as l')
        .innerJoin('request_prices as p', 'p.id', 'l.price_id')
        .select(['l.member_user_id', 'l.amount'])
        .where('p.request_id', '=', requestId)
        .where('l.entry_type', '=', type)
        .execute()
    ).map((r) => [r.member_user_id, r.amount]),
  );

describe('a band’s request price', () => {
  it('is split by the shares when captured, and each member gives back their own part when refunded', async () => {
    const show = await liveShow(t);
    const actId = show.musician.profileId;
    const pricing = { custom_pricing_enabled: true, default_request_price: 300, premium_request_price: 750 };
    expect((await show.client.put('/api/musicians/pricing', { ...pricing, suggested_tip_amounts: '£1' })).status).toBe(
      200,
    );
    const keys = await t.ctx.db
      .selectFrom('act_members')
      .select('id')
      .where('act_id', '=', actId)
      .executeTakeFirstOrThrow();
    const bass = await createMusician(t.ctx.db, { stageName: 'Bass 🎸 Solo' });
    const joined = await t.ctx.db
      .insertInto('act_members')
      .values({
        act_id: actId,
        user_id: bass.user.id,
        role: 'member',
        share_bps: 0,
        joined_at: new Date().toISOString(),
        left_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = await show.client.put('/api/musicians/act/shares', {
      shares: [
        { member_id: keys.id, share_bps: 6667 },
        { member_id: joined.id, share_bps: 3333 },
      ],
    });
    expect(saved.status, saved.text).toBe(200);

    const sent = await fanRequest(t, show.session.id, { song_title: 'Galway Girl', fan_name: 'Aoife', tip_amount: 0 });
    expect(sent.status).toBe(202);
    const { checkout } = (await sent.json()) as { checkout: RequestCheckout };
    const paid = await t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
      client_secret: checkout.client_secret,
      card_number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    const id = paid.body.checkout.request_id as number;
    // Accepted: the £3.00 price is captured (net 285 p) and split 2/3, 1/3.
    expect((await show.client.put(`/api/requests/${id}/status`, { status: 'accepted' })).status).toBe(200);
    // 285 × 0.6667 = 190.01, × 0.3333 = 94.99: 190 and 94, the odd penny to the larger remainder.
    expect(await partsOf(id, 'price_received')).toEqual({ [show.musician.user.id]: 190, [bass.user.id]: 95 });
    // Not played by the end of the show: refunded, each part given back.
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`, {})).status).toBe(200);
    expect(await partsOf(id, 'price_refunded')).toEqual({ [show.musician.user.id]: -190, [bass.user.id]: -95 });
  });
});
