import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createGig, createMusician } from '../../../../test/factories';
import { mailTestApp } from '../../../../test/mail-app';
import type { TestSmtp } from '../../../../test/smtp';

const mail = mailTestApp();
const { clock, job, deliver, setToggle, outboxOf } = mail;
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => ({ t, smtp } = mail));

describe('gig reminders', () => {
  it('go out once on the morning of the gig, London time', async () => {
    clock.set('2026-06-16T05:30:00.000Z'); // 06:30 in London
    const m = await createMusician(t.ctx.db);
    const quiet = await createMusician(t.ctx.db);
    await setToggle(quiet.profileId, { email_gig_reminders: 0 });
    await createGig(t.ctx.db, m.profileId, { scheduled_date: '2026-06-16', venue_name: 'The Crown 🎤' });
    await createGig(t.ctx.db, m.profileId, { scheduled_date: '2026-06-17', venue_name: 'Tomorrow Bar' });
    await createGig(t.ctx.db, quiet.profileId, { scheduled_date: '2026-06-16' });
    const remind = job('email-gig-reminders');
    await remind();
    expect(await outboxOf(m.email)).toEqual([]);
    clock.set('2026-06-16T07:15:00.000Z'); // 08:15 in London
    await remind();
    await remind();
    await deliver();
    const received = smtp.to(m.email);
    expect(received.map((mail) => mail.subject)).toEqual(['Tonight: The Crown 🎤 at 20:00']);
    expect(smtp.to(quiet.email)).toEqual([]);
  });
});
