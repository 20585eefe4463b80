import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createMusician, totpCode } from '../../../test/factories';
import { signedInMusician } from '../../../test/musician-client';
import { payingBank, failingBank } from '../../../test/payouts';
import { startTestSmtp, type CapturedMail, type TestSmtp } from '../../../test/smtp';
import { createTestClock } from '../clock';
import { queueMarketingEmail } from '../features/unsubscribe/emails';
import { deliverDueEmails } from './worker';

const clock = createTestClock('2026-11-27T20:00:00.000Z');
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://stagecall.example' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.ctx.db.updateTable('platform_settings').set({ email_notifications_enabled: 1 }).where('id', '=', 1).execute();
});

/** Delivers everything due through the catching SMTP server. */
const deliver = async () => {
  while ((await deliverDueEmails(t.ctx)) > 0);
};

/** A header of a captured message, unfolded ('' when absent). */
const header = (mail: CapturedMail, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(mail.raw.split(/\r?\n\r?\n/)[0]!)?.[1]
    ?.replace(/\r?\n[ \t]/g, ' ')
    .trim() ?? '';

const only = (address: string, subject: string) => {
  const found = smtp.to(address).filter((m) => m.subject === subject);
  expect(found, `${subject} to ${address}: ${smtp.to(address).map((m) => m.subject)}`).toHaveLength(1);
  return found[0]!;
};

/** RFC 8058's POST, as a mailbox provider sends it: no cookie, a form body, and here a foreign Origin too. */
const oneClick = (url: string) =>
  fetch(url.replace('https://stagecall.example', t.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    body: 'List-Unsubscribe=One-Click',
  });

/** The https address between the angle brackets of List-Unsubscribe. */
const unsubscribeAddress = (mail: CapturedMail) => {
  const match = /^<(https:\/\/[^>]+)>$/.exec(header(mail, 'List-Unsubscribe'));
  expect(match, header(mail, 'List-Unsubscribe')).not.toBeNull();
  expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  return match![1]!;
};

describe('Reply-To on a fan’s message', () => {
  it('answers the fan, not the no-reply sender', async () => {
    const { m } = await signedInMusician(t, { stageName: 'Reply 🎸 Test' });
    const sent = await t.client().post('/api/messages/send', {
      name: 'Zoë 🎤',
      email: 'Zoe.Fan@Example.com',
      subject: 'Booking',
      message: 'Could you play our wedding?',
      qr_code_id: m.qrCodeId,
    });
    expect(sent.status).toBe(201);
    await deliver();
    const mail = only(m.email, 'New message from Zoë 🎤');
    expect(header(mail, 'Reply-To')).toBe('zoe.fan@example.com');
    // A musician's own mail is not bulk mail: nothing to unsubscribe from.
    expect(header(mail, 'List-Unsubscribe')).toBe('');
  });
});

describe('List-Unsubscribe on bulk mail (RFC 8058)', () => {
  it('follower e-mails carry a one-click address that unfollows without a session', async () => {
    const artist = await createMusician(t.ctx.db, { stageName: 'Follow 🌙 Me' });
    const fan = 'one.click.fan@example.com';
    const follow = await t.client().post(`/api/musicians/${artist.qrCodeId}/followers`, { email: fan });
    expect(follow.status).toBe(202);
    await deliver();
    const mail = only(fan, 'Confirm you want to follow Follow 🌙 Me');
    const address = unsubscribeAddress(mail);
    expect(address).toMatch(/^https:\/\/stagecall\.example\/api\/followers\/unfollow\/one-click\?token=/);

    const done = await oneClick(address);
    expect(done.status).toBe(200);
    const rows = await t.ctx.db
      .selectFrom('musician_followers')
      .select('id')
      .where('musician_id', '=', artist.profileId)
      .execute();
    expect(rows).toEqual([]);
    // The address stops working with its row; a forged one never did.
    const again = await oneClick(address);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe('unsubscribe_link_invalid');
  });

  it('marketing e-mail carries a one-click address that switches marketing off', async () => {
    const m = await createMusician(t.ctx.db);
    await t.ctx.db.updateTable('musician_profiles').set({ email_marketing: 1 }).where('id', '=', m.profileId).execute();
    await queueMarketingEmail(t.ctx.db, t.ctx, m.profileId, { subject: 'New: setlists 🎶', paragraphs: ['Hello'] });
    await deliver();
    const address = unsubscribeAddress(only(m.email, 'New: setlists 🎶'));
    expect(address).toMatch(/^https:\/\/stagecall\.example\/api\/email\/unsubscribe\/one-click\?token=/);
    expect((await oneClick(address)).status).toBe(200);
    const profile = await t.ctx.db
      .selectFrom('musician_profiles')
      .select('email_marketing')
      .where('id', '=', m.profileId)
      .executeTakeFirstOrThrow();
    expect(profile.email_marketing).toBe(0);
    const forged = await oneClick(address.replace(/token=(\d+)\./, 'token=$1.x'));
    expect(forged.status).toBe(400);
  });
});

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
