import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { signedInMusician } from '../../../../test/musician-client';
import { createAdmin } from '../../../../test/factories';
import type { BillingDocument, BillingDocumentDetail } from '../../../shared/invoices';
import { issueBillingDocuments } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function subscriptionOf(musicianId: number): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('subscriptions')
    .select('id')
    .where('musician_id', '=', musicianId)
    .executeTakeFirstOrThrow();
  return row.id;
}

let serial = 0;
/** A plan payment as the billing code records one. */
async function payment(subscriptionId: number, amount: number, status: 'paid' | 'failed' = 'paid') {
  serial += 1;
  const at = new Date(Date.UTC(2026, 10, 1, 10, 0, serial)).toISOString();
  return t.ctx.db
    .insertInto('subscription_payments')
    .values({
      subscription_id: subscriptionId,
      amount,
      status,
      provider_payment_id: `pay_test_${serial}`,
      period_start: at,
      period_end: new Date(Date.parse(at) + 30 * 86_400_000).toISOString(),
      refunded_amount: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const numbersOf = async (kind: 'invoice' | 'credit_note') =>
  (await t.ctx.db.selectFrom('billing_documents').select('number').where('kind', '=', kind).execute())
    .map((row) => Number(row.number))
    .sort((a, b) => a - b);

describe('invoices and credit notes', () => {
  it('numbers 50 payments made at once without a gap or a repeat, however many issuers run', async () => {
    const musicians = await Promise.all(Array.from({ length: 5 }, () => signedInMusician(t)));
    const subscriptions = await Promise.all(musicians.map(({ m }) => subscriptionOf(m.profileId)));
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await payment(subscriptions[i % 5]!, 999);
        await issueBillingDocuments(t.ctx);
      }),
    );
    // And the musicians opening their lists at the same moment.
    await Promise.all(musicians.map(({ client }) => client.get('/api/subscriptions/invoices')));
    const numbers = await numbersOf('invoice');
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers.length).toBeGreaterThanOrEqual(50);
    const lists = await Promise.all(
      musicians.map(async ({ client }) => (await client.get('/api/subscriptions/invoices')).body as BillingDocument[]),
    );
    expect(lists.map((list) => list.length)).toEqual([10, 10, 10, 10, 10]);
    expect(lists[0]![0]).toMatchObject({ kind: 'invoice', amount: 999, number: expect.stringMatching(/^INV-\d{6}$/) });
  });

  it('credits each refund once, by its own amount, and never invoices a failed payment', async () => {
    const { m, client } = await signedInMusician(t);
    const subscriptionId = await subscriptionOf(m.profileId);
    const paid = await payment(subscriptionId, 1299);
    await payment(subscriptionId, 1299, 'failed');
    await issueBillingDocuments(t.ctx);
    const refund = (total: number) =>
      t.ctx.db
        .updateTable('subscription_payments')
        .set({ refunded_amount: total, status: 'refunded', updated_at: new Date().toISOString() })
        .where('id', '=', paid.id)
        .execute();
    await refund(500);
    await Promise.all([issueBillingDocuments(t.ctx), issueBillingDocuments(t.ctx)]);
    await refund(1299);
    await issueBillingDocuments(t.ctx);
    const list = (await client.get('/api/subscriptions/invoices')).body as BillingDocument[];
    expect(list.map((doc) => [doc.kind, doc.amount]).sort()).toEqual(
      [
        ['credit_note', 500],
        ['credit_note', 799],
        ['invoice', 1299],
      ].sort(),
    );
    const credits = await numbersOf('credit_note');
    expect(credits).toEqual(Array.from({ length: credits.length }, (_, i) => i + 1));
  });

  it('prints the platform’s details from settings and the musician’s, and hides other acts’ documents', async () => {
    const { m, client } = await signedInMusician(t, { stageName: 'Ivory Keys 🎹' });
    await payment(await subscriptionOf(m.profileId), 999);
    const admin = await createAdmin(t.ctx.db);
    const adminClient = t.client();
    expect((await adminClient.post('/api/admin/login', admin.login())).status).toBe(200);
    const settings = (await adminClient.get('/api/admin/settings')).body as Record<string, unknown>;
    const saved = await adminClient.put('/api/admin/settings', {
      ...settings,
      business_name: 'Stagecall Ltd',
      business_address: '1 Music Row, Bristol BS1 1AA',
    });
    expect(saved.status).toBe(200);
    const empty = await adminClient.put('/api/admin/settings', { ...settings, business_name: '  ' });
    expect(empty.status).toBe(400);

    const [invoice] = (await client.get('/api/subscriptions/invoices')).body as BillingDocument[];
    const detail = await client.get(`/api/subscriptions/invoices/${invoice!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body as BillingDocumentDetail).toMatchObject({
      kind: 'invoice',
      amount: 999,
      seller: { name: 'Stagecall Ltd', address: '1 Music Row, Bristol BS1 1AA' },
      buyer: { stage_name: 'Ivory Keys 🎹', email: m.email },
      description: 'Stagecall Premium plan',
    });
    const other = await signedInMusician(t);
    expect((await other.client.get(`/api/subscriptions/invoices/${invoice!.id}`)).status).toBe(404);
    expect((await t.client().get('/api/subscriptions/invoices')).status).toBe(401);
  });
});
