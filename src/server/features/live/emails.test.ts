import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createLiveSession, createMusician, createSongRequest } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow, paidRequest, payCheckout } from '../../../../test/live-show';
import { mailTestApp } from '../../../../test/mail-app';
import type { TestSmtp } from '../../../../test/smtp';
import { NEW_REQUESTS_EMAIL_GAP_MS } from './emails';

/** A show's e-mails: the new-requests digest and, for a musician who chose it, one payment e-mail per show. */
const mail = mailTestApp('2026-11-20T20:00:00Z');
const { clock, job, deliver, setToggle, outboxOf } = mail;
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => ({ t, smtp } = mail));
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});

const digestJob = () => job('email-new-requests')();
const subjects = (email: string) => smtp.to(email).map((m) => m.subject);

describe('new song requests', () => {
  it('batches 50 requests in a minute into one e-mail per 10 minutes per session', async () => {
    const m = await createMusician(t.ctx.db);
    const session = await createLiveSession(t.ctx.db, m.profileId, { started_at: clock.now().toISOString() });
    const digest = job('email-new-requests');
    for (let i = 0; i < 50; i++) {
      clock.advance(1000);
      await createSongRequest(t.ctx.db, session, {
        song_title: `Song ${i} ${'x'.repeat(i)}`,
        created_at: clock.now().toISOString(),
      });
      // The job runs after every request, and twice at once, as two instances might.
      await Promise.all([digest(), digest()]);
    }
    await deliver();
    let received = smtp.to(m.email);
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe('1 new song request');

    clock.advance(9 * 60_000);
    await digest();
    await deliver();
    expect(smtp.to(m.email)).toHaveLength(1);

    clock.advance(60_000);
    await digest();
    await digest();
    await deliver();
    received = smtp.to(m.email);
    expect(received).toHaveLength(2);
    expect(received[1]?.subject).toBe('49 new song requests');
    expect(received[1]?.decoded).toContain('…and 39 more.');

    clock.advance(20 * 60_000);
    await digest();
    await deliver();
    expect(smtp.to(m.email)).toHaveLength(2);
  });

  it('sends none when the musician turned new-request e-mails off', async () => {
    const m = await createMusician(t.ctx.db);
    await setToggle(m.profileId, { email_new_requests: 0 });
    const session = await createLiveSession(t.ctx.db, m.profileId, { started_at: clock.now().toISOString() });
    clock.advance(1000);
    await createSongRequest(t.ctx.db, session, { created_at: clock.now().toISOString() });
    await job('email-new-requests')();
    expect(await outboxOf(m.email)).toEqual([]);
  });
});

describe('payment received', () => {
  it('mails each paid request once, with the song and the fan, in the payment’s own transaction', async () => {
    const show = await liveShow(t, 'The Crown 🎤');
    const checkout = await paidRequest(t, show.session.id, 300, { fan_name: 'Zoë 🎸' });
    expect((await payCheckout(t, checkout)).status).toBe(200);
    expect((await payCheckout(t, checkout)).status).toBe(409);
    await deliver();
    await deliver();
    expect(subjects(show.musician.email)).toEqual(['You received a £3.00 tip']);
    const mail = smtp.to(show.musician.email)[0]!.decoded;
    expect(mail).toContain('Zoë 🎸 just tipped you £3.00.');
    expect(mail).toContain('Galway Girl');
    expect(mail).toContain('"Payment received" is on in Settings, Notifications');
  });

  it('comes as one e-mail per show, when the show ends, for a musician who chose that', async () => {
    const show = await liveShow(t, 'The Anchor');
    const settings = await show.client.put('/api/musicians/notification-settings', {
      email_new_requests: false,
      email_payment_received: true,
      email_gig_reminders: true,
      email_marketing: false,
      payment_email_digest: true,
    });
    expect(settings.status).toBe(200);
    expect((await show.client.get('/api/musicians/profile')).body.payment_email_digest).toBe(true);
    for (const [tip, fan] of [
      [200, 'Ann'],
      [500, 'Bo'],
    ] as const) {
      expect((await payCheckout(t, await paidRequest(t, show.session.id, tip, { fan_name: fan }))).status).toBe(200);
    }
    await digestJob();
    await deliver();
    expect(subjects(show.musician.email)).toEqual([]);
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`)).status).toBe(200);
    await Promise.all([digestJob(), digestJob()]);
    await digestJob();
    await deliver();
    expect(subjects(show.musician.email)).toEqual(['Your show at The Anchor earned £7.00']);
    const text = smtp.to(show.musician.email)[0]!.decoded;
    expect(text).toContain('£2.00 from Ann for Galway Girl');
    expect(text).toContain('£5.00 from Bo for Galway Girl');
  });
});

describe('the new-requests digest', () => {
  it('lists song, fan, message and tip, links to the live manager, and sends a last one when the show ends', async () => {
    const show = await liveShow(t, 'The Harbour');
    await show.client.put('/api/musicians/notification-settings', {
      email_new_requests: true,
      email_payment_received: false,
      email_gig_reminders: true,
      email_marketing: false,
    });
    clock.advance(1000);
    expect(
      (await payCheckout(t, await paidRequest(t, show.session.id, 400, { message: 'For my mum 💐' }))).status,
    ).toBe(200);
    await digestJob();
    await deliver();
    const first = smtp.to(show.musician.email);
    expect(first.map((m) => m.subject)).toEqual(['1 new song request']);
    expect(first[0]!.decoded).toContain('Galway Girl · from Aoife · £4.00 tip · “For my mum 💐”');
    expect(first[0]!.decoded).toContain(`https://stagecall.example/live/${show.session.id}`);
    expect(first[0]!.decoded).not.toContain('/manager');

    // A request after the last digest, then the show ends within the ten minutes.
    clock.advance(60_000);
    const free = await fanRequest(t, show.session.id, { song_title: 'Zombie', fan_name: 'Cat' });
    expect(free.status).toBe(201);
    await digestJob();
    await deliver();
    expect(smtp.to(show.musician.email)).toHaveLength(1);
    clock.advance(60_000);
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`)).status).toBe(200);
    await Promise.all([digestJob(), digestJob()]);
    clock.advance(NEW_REQUESTS_EMAIL_GAP_MS);
    await digestJob();
    await deliver();
    const all = smtp.to(show.musician.email);
    expect(all.map((m) => m.subject)).toEqual(['1 new song request', 'Last requests of your show: 1 new song request']);
    expect(all[1]!.decoded).toContain('Zombie · from Cat');
    expect(all[1]!.decoded).toContain(`https://stagecall.example/shows/${show.session.id}`);
  });
});
