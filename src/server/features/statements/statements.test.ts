import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createLiveSession, createSongRequest } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { signedInMusician } from '../../../../test/musician-client';
import { periodBounds, taxYearOf, type Statement } from '../../../shared/statements';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await expectLedgerConsistent(t.ctx.db);
  await t.close();
});

describe('the tax year and the month, UK time', () => {
  it('puts 23:30 on 5 April in the year it happened in, in summer and winter time alike', () => {
    // 5 April 2027 is in British Summer Time: 23:30 there is 22:30 UTC.
    expect(taxYearOf(Date.parse('2027-04-05T22:30:00Z'))).toBe('2026-27');
    expect(taxYearOf(Date.parse('2027-04-05T23:30:00Z'))).toBe('2027-28');
    expect(periodBounds('2026-27')).toMatchObject({
      start: Date.parse('2026-04-05T23:00:00Z'),
      end: Date.parse('2027-04-05T23:00:00Z'),
    });
    // December is in winter time: midnight in London is midnight UTC.
    expect(periodBounds('2026-12')).toMatchObject({
      label: 'December 2026',
      start: Date.parse('2026-12-01T00:00:00Z'),
      end: Date.parse('2027-01-01T00:00:00Z'),
    });
  });
});

describe('statements', () => {
  it('adds up from the ledger to the penny, the CSV row by row, across the year’s edges', async () => {
    const { m, client } = await signedInMusician(t);
    const show = await createLiveSession(t.ctx.db, m.profileId);
    const tipAt = (at: string, pence: number) =>
      createSongRequest(t.ctx.db, show, { tip_amount: pence, created_at: at });
    await tipAt('2026-12-31T23:30:00.000Z', 1000); // 23:30 GMT on 31 December
    await tipAt('2027-01-01T00:30:00.000Z', 333);
    await tipAt('2027-04-05T22:30:00.000Z', 2000); // 23:30 BST on 5 April: still 2026-27
    await tipAt('2027-04-05T23:30:00.000Z', 777); // 00:30 BST on 6 April: 2027-28

    const read = async (period: string) => {
      const res = await client.get(`/api/musicians/me/statement?period=${period}`);
      expect(res.status, period).toBe(200);
      return res.body as Statement;
    };
    const year = await read('2026-27');
    const next = await read('2027-28');
    expect(year.tips).toEqual({ count: 3, gross: 3333, fee: 50 + 17 + 100, net: 3333 - 167 });
    expect(year.opening_balance).toBe(0);
    expect(year.closing_balance).toBe(year.tips.net);
    expect(next.opening_balance).toBe(year.closing_balance);
    expect(next.tips.count).toBe(1);
    const ledger = await t.ctx.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .where('musician_id', '=', m.profileId)
      .executeTakeFirstOrThrow();
    expect(next.closing_balance).toBe(Number(ledger.total));
    expect((await read('2026-12')).tips.count).toBe(1);
    expect((await read('2027-01')).tips.count).toBe(1);
    expect(year.periods_with_data).toEqual(['2027-28', '2026-27']);

    const csv = await client.get('/api/musicians/me/statement.csv?period=2026-27');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = csv.text
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    expect(rows[0]![0]).toBe('Date (UK time)');
    const movements = rows.slice(2, -1);
    expect(movements).toHaveLength(3);
    const pence = (text: string) => Math.round(Number(text) * 100);
    expect(movements.reduce((sum, row) => sum + pence(row[2]!), 0)).toBe(year.closing_balance - year.opening_balance);
    expect(pence(rows.at(-1)![3]!)).toBe(year.closing_balance);
    expect(movements[2]![0]).toBe('05/04/2027 23:30');
  });

  it('says when a period has no movements, refuses periods that are not one, and is the musician’s own', async () => {
    const { client } = await signedInMusician(t);
    const empty = (await client.get('/api/musicians/me/statement?period=2030-31')).body as Statement;
    expect(empty).toMatchObject({ has_data: false, opening_balance: 0, closing_balance: 0, periods_with_data: [] });
    for (const bad of ['2026-13', '2026-28', '2026', 'abc', '2026-27-01', '']) {
      const res = await client.get(`/api/musicians/me/statement?period=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await t.client().get('/api/musicians/me/statement?period=2026-27')).status).toBe(401);
    expect((await t.client().get('/api/musicians/me/statement.csv?period=2026-27')).status).toBe(401);
  });
});
