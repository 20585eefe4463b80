import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createTestClock, type TestClock } from '../src/server/clock';
import { deliverDueEmails } from '../src/server/email/worker';
import { backgroundJobs } from '../src/server/jobs/background-jobs';
import { startTestApp, type TestApp } from './app';
import { startTestSmtp, type CapturedMail, type TestSmtp } from './smtp';

export interface MailTestApp {
  clock: TestClock;
  /** Set once the file's beforeAll has run. */
  t: TestApp;
  smtp: TestSmtp;
  /** Runs one background job by name, as the scheduler would. */
  job(name: string): () => Promise<unknown>;
  /** One pass of the outbox worker. */
  deliver(): Promise<unknown>;
  /** Delivers everything due, pass after pass, through the catching SMTP server. */
  drain(): Promise<void>;
  /** The one message of this subject to this address (fails on none or more). */
  only(address: string, subject: string): CapturedMail;
  setPlatformEmail(on: boolean): Promise<unknown>;
  setToggle(profileId: number, values: Record<string, 0 | 1>): Promise<unknown>;
  outboxOf(email: string): ReturnType<typeof outboxRows>;
}

const outboxRows = (t: TestApp, email: string) =>
  t.ctx.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();

/**
 * An app that mails to a captured SMTP server (PUBLIC_URL https://stagecall.example) on a test
 * clock, for the e-mail tests each feature keeps beside its e-mails. Registers the file's hooks:
 * the platform's e-mail switch is on and the SMTP server takes mail at the start of every test.
 */
export function mailTestApp(startIso = '2026-06-15T06:00:00.000Z'): MailTestApp {
  const mail = {
    clock: createTestClock(startIso),
    job(name: string) {
      const found = backgroundJobs.find((j) => j.name === name);
      if (!found) throw new Error(`no job ${name}`);
      return () => found.run(mail.t.ctx);
    },
    deliver: () => mail.job('email-outbox')(),
    async drain() {
      while ((await deliverDueEmails(mail.t.ctx)) > 0);
    },
    only(address: string, subject: string) {
      const found = mail.smtp.to(address).filter((m) => m.subject === subject);
      expect(found, `${subject} to ${address}: ${mail.smtp.to(address).map((m) => m.subject)}`).toHaveLength(1);
      return found[0]!;
    },
    setPlatformEmail: (on: boolean) =>
      mail.t.ctx.db
        .updateTable('platform_settings')
        .set({ email_notifications_enabled: on ? 1 : 0 })
        .where('id', '=', 1)
        .execute(),
    setToggle: (profileId: number, values: Record<string, 0 | 1>) =>
      mail.t.ctx.db.updateTable('musician_profiles').set(values).where('id', '=', profileId).execute(),
    outboxOf: (email: string) => outboxRows(mail.t, email),
  } as MailTestApp;
  beforeAll(async () => {
    mail.smtp = await startTestSmtp();
    mail.t = await startTestApp({
      clock: mail.clock,
      env: { SMTP_URL: mail.smtp.url, PUBLIC_URL: 'https://stagecall.example' },
    });
  });
  afterAll(async () => {
    await mail.t?.close();
    await mail.smtp?.close();
  });
  beforeEach(async () => {
    mail.smtp.refuse(undefined);
    await mail.setPlatformEmail(true);
  });
  return mail;
}
