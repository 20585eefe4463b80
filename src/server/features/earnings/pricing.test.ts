import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createMusician } from '../../../../test/factories';
import { pricingMessages } from '../../../shared/earnings/pricing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn() {
  const m = await createMusician(t.ctx.db);
  const client = t.client();
  await client.post('/api/auth/signin', { email: m.email, password: m.password });
  return client;
}

const valid = {
  custom_pricing_enabled: true,
  default_request_price: 200,
  premium_request_price: 500,
  suggested_tip_amounts: '£1, £2.5,3,£15',
};

describe('GET/PUT /api/musicians/pricing', () => {
  it('starts from the spec’s defaults: free requests, tips of £1, £2, £5 and £10', async () => {
    const client = await signedIn();
    expect((await client.get('/api/musicians/pricing')).body).toEqual({
      custom_pricing_enabled: false,
      default_request_price: 0,
      premium_request_price: 0,
      suggested_tip_amounts: '£1,£2,£5,£10',
    });
  });

  it('saves prices in pence and the tip chips in one form', async () => {
    const client = await signedIn();
    const res = await client.put('/api/musicians/pricing', valid);
    expect(res.status).toBe(200);
    expect(res.body.pricing).toEqual({ ...valid, suggested_tip_amounts: '£1,£2.50,£3,£15' });
    expect((await client.get('/api/musicians/pricing')).body).toEqual(res.body.pricing);
  });

  it('refuses empty, invalid and duplicate tips, negative or fractional pence, and a premium below standard', async () => {
    const client = await signedIn();
    const cases: Array<[object, string]> = [
      [{ suggested_tip_amounts: '£1,,£2' }, pricingMessages.tipEmpty],
      [{ suggested_tip_amounts: '£1,£one' }, pricingMessages.tipInvalid],
      [{ suggested_tip_amounts: '£1,£1.00' }, pricingMessages.tipDuplicate],
      [{ suggested_tip_amounts: '1,2,3,4,5,6,7,8,9' }, pricingMessages.tooManyTips],
      [{ default_request_price: -1 }, pricingMessages.price],
      [{ default_request_price: 2.5 }, pricingMessages.price],
      [{ premium_request_price: 100 }, pricingMessages.premiumBelowStandard],
    ];
    for (const [change, message] of cases) {
      const res = await client.put('/api/musicians/pricing', { ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await client.get('/api/musicians/pricing')).body.custom_pricing_enabled).toBe(false);
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().get('/api/musicians/pricing')).status).toBe(401);
    expect((await t.client().put('/api/musicians/pricing', valid)).status).toBe(401);
  });
});
