import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../../test/app';
import { totpCode } from '../../../../../test/factories';
import { mailTestApp } from '../../../../../test/mail-app';
import { signedInMusician } from '../../../../../test/musician-client';
import { failingBank, payingBank } from '../../../../../test/payouts';
import type { TestSmtp } from '../../../../../test/smtp';

const mail = mailTestApp('2026-11-27T20:00:00.000Z');
const { clock, drain: deliver, only } = mail;
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => ({ t, smtp } = mail));

describe('security e-mails', () => {
  it('payout details changed: the first bank and every other one, not a re-save of the same', async () => {
    const { m, client } = await signedInMusician(t);
    expect((await client.post('/api/auth/step-up', { password: m.password })).status).toBe(200);
    const save = (bank: typeof payingBank) =>
      client.put('/api/musicians/payout-account/test-bank', {
        account_holder: 'Copper Kettle 🫖 with a very long unbroken nameeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        sort_code: bank.sortCode,
        account_number: bank.accountNumber,
      });
    expect((await save(payingBank)).status).toBe(200);
    expect((await save(payingBank)).status).toBe(200);
    await deliver();
    const changed = smtp.to(m.email).filter((mail) => mail.subject === 'Your Stagecall payout details changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.decoded).toContain(`ending ${payingBank.accountNumber.slice(-4)}`);
    expect((await save(failingBank)).status).toBe(200);
    await deliver();
    expect(smtp.to(m.email).filter((mail) => mail.subject === 'Your Stagecall payout details changed')).toHaveLength(2);
  });

  it('authenticator codes turned on and off', async () => {
    const { m, client } = await signedInMusician(t);
    const setup = await client.post('/api/auth/second-factor/totp');
    const secret = setup.body.secret as string;
    expect(
      (await client.post('/api/auth/second-factor/totp/confirm', { code: totpCode(secret, clock.now()) })).status,
    ).toBe(200);
    await deliver();
    only(m.email, 'Authenticator codes turned on for your Stagecall account');
    clock.advance(30_000);
    expect((await client.post('/api/auth/step-up', { code: totpCode(secret, clock.now()) })).status).toBe(200);
    expect((await client.delete('/api/auth/second-factor/totp')).status).toBe(200);
    await deliver();
    only(m.email, 'Authenticator codes turned off for your Stagecall account');
  });

  it('account deleted: to the address it had, which is forgotten once the e-mail is sent', async () => {
    const { m, client } = await signedInMusician(t, { stageName: 'Gone 👋 Soon' });
    expect((await client.delete('/api/users/delete-account', { password: m.password })).status).toBe(200);
    const queued = await t.ctx.db
      .selectFrom('email_outbox')
      .select(['id', 'to_address'])
      .where('kind', '=', 'account_deleted')
      .where('to_address', '=', m.email)
      .execute();
    expect(queued).toHaveLength(1);
    await deliver();
    const mail = only(m.email, 'Your Stagecall account was deleted');
    expect(mail.decoded).not.toContain('Gone');
    const row = await t.ctx.db
      .selectFrom('email_outbox')
      .select(['to_address', 'status'])
      .where('id', '=', queued[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ to_address: `deleted-${queued[0]!.id}@deleted.invalid`, status: 'sent' });
  });
});
