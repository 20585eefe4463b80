import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createGig, createLiveSession, createMusician, createSongRequest } from '../../../test/factories';
import { mailTestApp } from '../../../test/mail-app';
import type { TestSmtp } from '../../../test/smtp';
import { queueSubscriptionEmail } from '../features/subscriptions/emails';
import { MAX_ATTEMPTS, RETRY_BASE_MS, deliverDueEmails } from './worker';
import { claimDueEmails, queueEmail } from './outbox';

// 07:00 in London (BST) on a Monday.
const mail = mailTestApp('2026-06-15T06:00:00.000Z');
const { clock, job, deliver, setPlatformEmail, outboxOf } = mail;
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => ({ t, smtp } = mail));

const queuePlain = (to: string, subject: string) =>
  queueEmail(t.ctx.db, clock.now().toISOString(), {
    to,
    kind: 'other',
    content: { subject, blocks: [{ type: 'paragraph', text: 'hello' }] },
  });

describe('the worker', () => {
  it('without SMTP_URL writes the message to the log and marks it logged', async () => {
    const m = await createMusician(t.ctx.db);
    await queuePlain(m.email, 'Logged 🎸');
    const lines: Record<string, unknown>[] = [];
    const noSmtp = { ...t.ctx, config: { ...t.ctx.config, mail: { ...t.ctx.config.mail, smtpUrl: undefined } } };
    await deliverDueEmails(noSmtp, (_line, fields) => lines.push(fields));
    expect(lines).toContainEqual(expect.objectContaining({ to: m.email, subject: 'Logged 🎸' }));
    expect((await outboxOf(m.email))[0]).toMatchObject({ status: 'logged', attempts: 1 });
    await deliver();
    expect(smtp.to(m.email)).toEqual([]);
  });

  it('logs no reset link and no token, and nothing at all at LOG_LEVEL=warn', async () => {
    const m = await createMusician(t.ctx.db, { stageName: `🎸${'Stage'.repeat(20)}🎶` });
    expect((await t.client().post('/api/auth/forgot-password', { email: m.email })).status).toBe(200);
    const [row] = await outboxOf(m.email);
    const token = /reset-password\?token=([\w%-]+)/.exec(row!.text_body)?.[1];
    expect(token, 'the e-mail holds a live reset link').toBeTruthy();

    const logAt = (level: 'warn' | 'info') => {
      const lines: string[] = [];
      const log = pino({ level }, { write: (line: string) => void lines.push(line) });
      const mail = { ...t.ctx.config.mail, smtpUrl: undefined };
      return { lines, ctx: { ...t.ctx, log, config: { ...t.ctx.config, mail } } };
    };
    const quiet = logAt('warn');
    await deliverDueEmails(quiet.ctx);
    expect((await outboxOf(m.email))[0]).toMatchObject({ status: 'logged' });
    expect(quiet.lines).toEqual([]);

    await t.ctx.db.updateTable('email_outbox').set({ status: 'queued' }).where('id', '=', row!.id).execute();
    const chatty = logAt('info');
    await deliverDueEmails(chatty.ctx);
    const logged = chatty.lines.join('');
    expect(logged).toContain(row!.subject);
    expect(logged).toContain('[link with a secret, not logged]');
    expect(logged).not.toContain(token!);
    expect(logged).not.toContain('token=');
  });

  it('retries with growing gaps and ends failed with the error', async () => {
    const m = await createMusician(t.ctx.db);
    await queuePlain(m.email, 'Retry me');
    smtp.refuse('mailbox busy');
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliver();
      const [row] = await outboxOf(m.email);
      expect(row?.attempts).toBe(attempt);
      expect(row?.error).toContain('mailbox busy');
      if (attempt < MAX_ATTEMPTS) {
        expect(row?.status).toBe('queued');
        const gap = new Date(row?.next_attempt_at ?? 0).getTime() - clock.now().getTime();
        gaps.push(gap);
        // Not due before its time.
        clock.advance(gap - 1);
        await deliver();
        expect((await outboxOf(m.email))[0]?.attempts).toBe(attempt);
        clock.advance(1);
      } else {
        expect(row?.status).toBe('failed');
      }
    }
    expect(gaps).toEqual([1, 2, 4, 8, 16].map((n) => n * RETRY_BASE_MS));
    expect(smtp.to(m.email)).toEqual([]);
  });

  it('delivers after a refusal once the server takes mail again', async () => {
    const m = await createMusician(t.ctx.db);
    await queuePlain(m.email, 'Second time lucky');
    smtp.refuse('try later');
    await deliver();
    smtp.refuse(undefined);
    clock.advance(RETRY_BASE_MS);
    await deliver();
    expect(smtp.to(m.email).map((mail) => mail.subject)).toEqual(['Second time lucky']);
    expect((await outboxOf(m.email))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never sends one message twice when workers run at once', async () => {
    const second =
      process.env.TEST_DB === 'postgres'
        ? await startTestApp({ clock, database: t.database, env: { SMTP_URL: smtp.url } })
        : t;
    try {
      const m = await createMusician(t.ctx.db);
      for (let i = 0; i < 45; i++) {
        await queuePlain(m.email, `Concurrent ${i}`);
      }
      const workers = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? t.ctx : second.ctx));
      for (let round = 0; round < 3; round++) await Promise.all(workers.map((ctx) => deliverDueEmails(ctx)));
      const subjects = smtp.to(m.email).map((mail) => mail.subject);
      expect(subjects).toHaveLength(45);
      expect(new Set(subjects).size).toBe(45);
      const rows = await outboxOf(m.email);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      if (second !== t) await second.close();
    }
  });
  it('hands each due row to exactly one of many concurrent claims', async () => {
    const second = process.env.TEST_DB === 'postgres' ? await startTestApp({ clock, database: t.database }) : t;
    try {
      const m = await createMusician(t.ctx.db);
      for (let i = 0; i < 120; i++) {
        await queuePlain(m.email, `Claim ${i}`);
      }
      const now = clock.now().toISOString();
      const lease = new Date(clock.now().getTime() + 60_000).toISOString();
      const claims = await Promise.all(
        Array.from({ length: 12 }, (_, i) => {
          const ctx = i % 2 === 0 ? t.ctx : second.ctx;
          return claimDueEmails(ctx.db, ctx.database.dialect, now, lease, 15);
        }),
      );
      const ids = claims
        .flat()
        .filter((row) => row.to_address === m.email)
        .map((row) => row.id);
      expect(ids.length).toBe(new Set(ids).size);
      expect(ids.length).toBe(120);
      await t.ctx.db.updateTable('email_outbox').set({ status: 'logged' }).where('to_address', '=', m.email).execute();
    } finally {
      if (second !== t) await second.close();
    }
  });
});

describe('the platform e-mail switch', () => {
  it('stops notification e-mails but not billing records', async () => {
    clock.set('2026-08-03T09:00:00.000Z'); // 10:00 in London
    const m = await createMusician(t.ctx.db);
    const session = await createLiveSession(t.ctx.db, m.profileId, { started_at: clock.now().toISOString() });
    await createGig(t.ctx.db, m.profileId, { scheduled_date: '2026-08-03' });
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ status: 'trial', trial_ends_at: '2026-08-04T08:00:00.000Z' })
      .where('musician_id', '=', m.profileId)
      .execute();
    clock.advance(1000);
    await createSongRequest(t.ctx.db, session, { created_at: clock.now().toISOString() });
    await setPlatformEmail(false);
    await job('email-new-requests')();
    await job('email-gig-reminders')();
    await job('email-trial-ending')();
    await t.ctx.db
      .transaction()
      .execute((trx) => queueSubscriptionEmail(trx, t.ctx, m.profileId, 'subscription_lapsed'));
    await deliver();
    expect(smtp.to(m.email).map((mail) => mail.subject)).toEqual(['Your Stagecall subscription has ended']);
  });
});
