import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createMusician } from '../../../test/factories';
import { mailTestApp } from '../../../test/mail-app';
import { signedInMusician } from '../../../test/musician-client';
import type { CapturedMail } from '../../../test/smtp';
import { queueMarketingEmail } from '../features/unsubscribe/emails';

const mailer = mailTestApp('2026-11-27T20:00:00.000Z');
const { drain: deliver, only } = mailer;
let t: TestApp;
beforeAll(() => ({ t } = mailer));

/** A header of a captured message, unfolded ('' when absent). */
const header = (mail: CapturedMail, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(mail.raw.split(/\r?\n\r?\n/)[0]!)?.[1]
    ?.replace(/\r?\n[ \t]/g, ' ')
    .trim() ?? '';

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
