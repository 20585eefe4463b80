import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createMusician } from '../../../../test/factories';
import { mailTestApp } from '../../../../test/mail-app';
import type { TestSmtp } from '../../../../test/smtp';
import { unsubscribeMessages } from '../../../shared/unsubscribe';
import { queueMarketingEmail, unsubscribeToken, unsubscribeUrl } from './emails';

const mail = mailTestApp();
const { deliver, setToggle } = mail;
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => ({ t, smtp } = mail));

describe('marketing e-mail', () => {
  const campaign = (musicianId: number) =>
    t.ctx.db
      .transaction()
      .execute((trx) =>
        queueMarketingEmail(trx, t.ctx, musicianId, { subject: 'New in Stagecall', paragraphs: ['Set lists!'] }),
      );

  it('goes only to musicians who opted in, and its link unsubscribes without signing in', async () => {
    const out = await createMusician(t.ctx.db);
    const opted = await createMusician(t.ctx.db);
    await setToggle(opted.profileId, { email_marketing: 1 });
    expect(await campaign(out.profileId)).toBe(false);
    expect(await campaign(opted.profileId)).toBe(true);
    await deliver();
    expect(smtp.to(out.email)).toEqual([]);
    const [mail] = smtp.to(opted.email);
    expect(mail?.subject).toBe('New in Stagecall');
    const link = unsubscribeUrl(t.ctx, opted.profileId);
    expect(mail?.decoded).toContain(link);

    expect(link).toMatch(/^https:\/\/stagecall\.example\/unsubscribe\?token=/);
    const token = new URL(link).searchParams.get('token') ?? '';
    const done = await t.client().post('/api/email/unsubscribe', { token });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true });
    expect(await campaign(opted.profileId)).toBe(false);
  });

  it('refuses a forged token and changes nothing', async () => {
    const m = await createMusician(t.ctx.db);
    await setToggle(m.profileId, { email_marketing: 1 });
    const forged = `${m.profileId}.${'A'.repeat(32)}`;
    const res = await t.client().post('/api/email/unsubscribe', { token: forged });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: unsubscribeMessages.invalid, code: 'unsubscribe_link_invalid' });
    const other = await t
      .client()
      .post('/api/email/unsubscribe', { token: unsubscribeToken('another secret', m.profileId) });
    expect(other.status).toBe(400);
    expect(await campaign(m.profileId)).toBe(true);
  });
});
