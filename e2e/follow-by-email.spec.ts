import { createMusician } from '../test/factories';
import { mailPart, startTestSmtp, type TestSmtp } from '../test/smtp';
import { connectDatabase } from '../src/server/db/connection';
import { todayIso } from '../src/shared/dates';
import { followMessages } from '../src/shared/followers';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';
import { startServer, type RunningServer } from './server';

/**
 * Following a musician by e-mail end to end: the confirmation and "live now" e-mails are read from
 * a real SMTP server the app's outbox delivers to (a queued e-mail nudges its worker, so the journey waits
 * for each message, not for a time).
 */
let smtp: TestSmtp;
let server: RunningServer;
test.beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startServer({ SMTP_URL: smtp.url });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The path of a link of a message (its address names the app's public URL; the browser knows 127.0.0.1). */
const linkPath = (text: string, pattern: RegExp) => {
  const link = pattern.exec(text)?.[1];
  expect(link, `a link matching ${pattern} in the e-mail`).toBeTruthy();
  const url = new URL(link!.replace(/&amp;/g, '&'));
  return url.pathname + url.search;
};

test('a fan follows a musician from the venue screen, confirms from the e-mail, hears when they go live and of a gig near them, and unfollows in one click', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { baseUrl } = server;
  const database = connectDatabase(server.databaseUrl);
  const musician = await createMusician(database.db, {
    stageName: 'Luna Ray',
    profile: { bio: 'Covers', music_styles: ['Pop'] },
  });
  await database.close();
  const fanAddress = `${'luna.fan.'.repeat(6)}${Date.now()}@example.com`;

  // The venue screen (a TV) shows a second, smaller code to follow the musician.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${baseUrl}/screen/${musician.qrCodeId}`);
  await expect(
    page.getByRole('img', { name: "QR code that opens Luna Ray's artist page to follow them" }),
  ).toBeVisible();
  await expect(page.getByText('Follow Luna Ray')).toBeVisible();
  await saveScreenshot(page, testInfo, 'screen-follow-code');
  if (viewport) await page.setViewportSize(viewport);

  // The fan, on a phone, scans it: the artist page opens with the follow form focused.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const fan = await phone.newPage();
  await fan.goto(`${baseUrl}/artist/${musician.qrCodeId}?follow=1`);
  const form = fan.getByRole('region', { name: 'Follow Luna Ray' });
  await expect(form.getByRole('textbox', { name: 'Your e-mail' })).toBeFocused();
  await form.getByRole('textbox', { name: /Your town or postcode area/ }).fill('Hove');
  await form.getByRole('textbox', { name: 'Your e-mail' }).fill('not an address 🎸');
  await form.getByRole('button', { name: 'Follow by e-mail' }).click();
  await expect(form).toContainText(followMessages.invalidEmail);
  await saveScreenshot(fan, testInfo, 'follow-form-invalid', { fullPage: false });
  await form.getByRole('textbox', { name: 'Your e-mail' }).fill(fanAddress);
  await form.getByRole('button', { name: 'Follow by e-mail' }).click();
  await expect(form.getByRole('status')).toHaveText(followMessages.checkInbox);
  await expectNoSeriousA11yViolations(fan);
  await form.scrollIntoViewIfNeeded();
  await saveScreenshot(fan, testInfo, 'follow-form-sent', { fullPage: false });

  // The confirmation e-mail, with its one-click unfollow.
  await expect.poll(() => smtp.to(fanAddress).length, { timeout: 40_000 }).toBe(1);
  const confirmation = smtp.to(fanAddress)[0]!;
  expect(confirmation.subject).toBe('Confirm you want to follow Luna Ray');
  const html = mailPart(confirmation, 'text/html');
  const email = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await email.setContent(html);
  await expect(email.getByRole('link', { name: 'Confirm and follow' })).toBeVisible();
  await expect(email.getByRole('link', { name: 'Unfollow Luna Ray' })).toBeVisible();
  await saveScreenshot(email, testInfo, 'email-follow-confirm');
  await email.close();

  // Opening the link changes nothing until the fan confirms with one tap.
  await fan.goto(
    `${baseUrl}${linkPath(confirmation.decoded, /(https?:\/\/[^\s"<>]+follow=confirm&(?:amp;)?token=[^\s"<>]+)/)}`,
  );
  const confirm = fan.getByRole('region', { name: 'Confirm you want to follow' });
  await confirm.getByRole('button', { name: 'Confirm and follow' }).click();
  await expect(fan.getByRole('status').filter({ hasText: followMessages.confirmed })).toBeVisible();
  await expectNoSeriousA11yViolations(fan);
  await saveScreenshot(fan, testInfo, 'follow-confirmed', { fullPage: false });

  // The musician sees the follower on the dashboard, beside a phone that follows by push (a row
  // as the push-follow endpoint writes it; its journey is the buzz's), and goes live.
  const rows = connectDatabase(server.databaseUrl);
  const pushFollower = { musician_id: musician.profileId, endpoint: 'https://push.example/luna-fan-phone' };
  await rows.db
    .insertInto('musician_push_followers')
    .values({ ...pushFollower, p256dh: 'p256dh', auth: 'auth', created_at: new Date().toISOString() })
    .execute();
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await page.goto(`${baseUrl}/dashboard`);
  const followers = page.getByRole('region', { name: 'Followers' });
  await expect(followers).toContainText('1 fan follows you by e-mail');
  await expect(followers).toContainText(
    '1 phone follows you by push, buzzed when you go live (not in the export: a phone leaves no address).',
  );
  await expect(followers.getByRole('link', { name: 'Export followers (CSV)' })).toBeVisible();
  await expect(followers.getByRole('switch', { name: 'When you schedule a public gig near them' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await followers.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'dashboard-followers', { fullPage: false });
  const csv = await page.request.get(`${baseUrl}/api/musicians/me/followers.csv`);
  expect(await csv.text()).toContain(fanAddress);
  // The phone is not really subscribed anywhere: it leaves before the show it would be buzzed for.
  await rows.db.deleteFrom('musician_push_followers').where('endpoint', '=', pushFollower.endpoint).execute();
  await rows.close();
  expect(
    (await page.request.post(`${baseUrl}/api/sessions/live`, { data: { venue_name: 'The Blue Lamp' } })).status(),
  ).toBe(201);

  // The fan is told, with a link to request a song and the way out.
  await expect.poll(() => smtp.to(fanAddress).length, { timeout: 40_000 }).toBe(2);
  const live = smtp.to(fanAddress)[1]!;
  expect(live.subject).toBe('Luna Ray is live now at The Blue Lamp');
  expect(live.decoded).toContain(`/request?qr=${musician.qrCodeId}`);

  // The musician publishes a gig in the fan's town: "new gig near you", with the way out.
  const gigDate = todayIso(new Date(Date.now() + 30 * 86_400_000));
  const scheduled = await page.request.post(`${baseUrl}/api/sessions/schedule`, {
    data: {
      venue_name: 'The Brunswick',
      location_address: '1 Holland Rd, Hove BN3 1JF',
      scheduled_date: gigDate,
      scheduled_start_time: '20:00',
      scheduled_end_time: '23:00',
      is_publicly_visible: true,
    },
  });
  expect(scheduled.status()).toBe(201);
  await expect.poll(() => smtp.to(fanAddress).length, { timeout: 40_000 }).toBe(3);
  const near = smtp.to(fanAddress)[2]!;
  expect(near.subject).toMatch(/^Luna Ray plays The Brunswick on /);
  expect(near.decoded).toContain('a new gig near Hove');

  // One click on its unfollow link: done, and the dashboard counts no one.
  await fan.goto(`${baseUrl}${linkPath(near.decoded, /(https?:\/\/[^\s"<>]+follow=stop&(?:amp;)?token=[^\s"<>]+)/)}`);
  await fan.getByRole('button', { name: 'Unfollow' }).click();
  await expect(fan.getByRole('status').filter({ hasText: followMessages.unfollowed })).toBeVisible();
  await saveScreenshot(fan, testInfo, 'follow-unfollowed', { fullPage: false });
  await page.reload();
  await expect(followers).toContainText('0 fans follow you by e-mail');
  await phone.close();
});
