import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createMusician } from '../../../../test/factories';
import { mailTestApp } from '../../../../test/mail-app';
import type { TestSmtp } from '../../../../test/smtp';
import { queuePaymentReceivedEmail } from './emails';

const mail = mailTestApp();
const { deliver, setPlatformEmail, setToggle, outboxOf } = mail;
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => ({ t, smtp } = mail));

describe('payment received', () => {
  it('reaches the musician once over SMTP, with the fan’s text escaped in HTML', async () => {
    const m = await createMusician(t.ctx.db);
    await t.ctx.db.transaction().execute((trx) =>
      queuePaymentReceivedEmail(trx, t.ctx, {
        musicianId: m.profileId,
        amountPence: 500,
        netAmountPence: 475,
        fanName: '<b>Zoë</b> 🎸',
        songTitle: 'Wonderwall & more',
      }),
    );
    await deliver();
    await deliver();
    const received = smtp.to(m.email);
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe('You received a £5.00 tip');
    const [text, html] = (received[0]?.decoded ?? '').split('Content-Type: text/html');
    expect(text).toContain('<b>Zoë</b> 🎸 just tipped you £5.00.');
    expect(html).toContain('&lt;b&gt;Zoë&lt;/b&gt; 🎸 just tipped you £5.00.');
    expect(html).not.toContain('<b>Zoë</b>');
    expect(received[0]?.decoded).toContain('£4.75');
    expect((await outboxOf(m.email))[0]).toMatchObject({ status: 'sent', kind: 'payment_received', attempts: 1 });
  });

  it('is not written when the musician switched it off, or the platform switched e-mail off', async () => {
    const off = await createMusician(t.ctx.db);
    await setToggle(off.profileId, { email_payment_received: 0 });
    const on = await createMusician(t.ctx.db);
    const tip = (musicianId: number) =>
      t.ctx.db.transaction().execute((trx) =>
        queuePaymentReceivedEmail(trx, t.ctx, {
          musicianId,
          amountPence: 100,
          netAmountPence: 95,
          fanName: null,
          songTitle: null,
        }),
      );
    expect(await tip(off.profileId)).toBe(false);
    await setPlatformEmail(false);
    expect(await tip(on.profileId)).toBe(false);
    await deliver();
    expect(await outboxOf(off.email)).toEqual([]);
    expect(await outboxOf(on.email)).toEqual([]);
  });

  it('leaves nothing behind when the tip’s transaction rolls back', async () => {
    const m = await createMusician(t.ctx.db);
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await queuePaymentReceivedEmail(trx, t.ctx, {
          musicianId: m.profileId,
          amountPence: 100,
          netAmountPence: 95,
          fanName: null,
          songTitle: null,
        });
        throw new Error('payment failed after all');
      }),
    ).rejects.toThrow('payment failed after all');
    expect(await outboxOf(m.email)).toEqual([]);
  });
});
