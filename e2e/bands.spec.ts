import type { BrowserContext, Page } from '@playwright/test';
import { createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { connectDatabase } from '../src/server/db/connection';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';
import { startServer, type RunningServer } from './server';

/**
 * A band on three phones (docs/decisions/035): the leader invites two people by e-mail (caught by
 * a real SMTP server the outbox delivers to), one signs up from the link and one signs in to the
 * account they have, all three run one live show, a tap on one phone shows on the others, and a
 * member leaves.
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

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

async function joinLinkSentTo(email: string): Promise<string> {
  await expect.poll(() => smtp.to(email).length, { timeout: 40_000 }).toBe(1);
  const mail = smtp.to(email)[0]!;
  expect(mail.subject).toBe('The Rusty Nails 🎸 invited you to join them on Stagecall');
  const link = /(https?:\/\/[^\s"<>]+\/join\/[A-Za-z0-9_-]+)/.exec(mail.decoded)?.[1];
  expect(link).toBeTruthy();
  // The journey's server listens on a port of its own choosing; the link's path is what counts.
  return `${server.baseUrl}${new URL(link!).pathname}`;
}

async function invite(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Invite someone' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Role').selectOption('member');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText(email, { exact: true })).toBeVisible();
}

test('a leader invites two people, all three run one live show, and a member leaves', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const { baseUrl } = server;
  const database = connectDatabase(server.databaseUrl);
  const leader = await createMusician(database.db, {
    stageName: 'The Rusty Nails 🎸',
    profile: { bio: 'Covers, loud.', music_styles: ['Rock'] },
  });
  const keys = await createMusician(database.db, {
    stageName: 'Kim on Keys',
    profile: { bio: 'Solo piano.', music_styles: ['Jazz'] },
  });
  const show = await createLiveSession(database.db, leader.profileId, { session_name: 'Band night' });
  await createSongRequest(database.db, show, { song_title: 'Wonderwall' });
  await database.close();
  const newcomerEmail = `drums-${testInfo.workerIndex}-${Date.now()}@example.test`;

  const contexts: BrowserContext[] = [];
  const openPhone = async (colorScheme: 'light' | 'dark') => {
    const context = await browser.newContext({ ...phone, colorScheme, reducedMotion: 'reduce' });
    contexts.push(context);
    return context.newPage();
  };
  try {
    // The leader invites both from the Band page.
    const leaderPage = await openPhone('light');
    const assertNoLeaderErrors = failOnPageErrors(leaderPage);
    await leaderPage.request.post(`${baseUrl}/api/auth/signin`, {
      data: { email: leader.email, password: leader.password },
    });
    await leaderPage.goto(`${baseUrl}/dashboard`);
    await leaderPage.getByRole('link', { name: 'Band' }).click();
    await expect(leaderPage.getByRole('heading', { level: 1 })).toHaveText('The Rusty Nails 🎸');
    await invite(leaderPage, newcomerEmail);
    await invite(leaderPage, keys.email);
    await expectNoSeriousA11yViolations(leaderPage);
    await saveScreenshot(leaderPage, testInfo, 'band-leader-phone');

    // A newcomer signs up from the link: no trial, no act of their own, straight into the band.
    const drums = await openPhone('dark');
    await drums.goto(await joinLinkSentTo(newcomerEmail));
    await expect(drums.getByRole('heading', { name: 'Join a band on Stagecall' })).toBeVisible();
    await drums.getByRole('button', { name: 'Create an account' }).click();
    await drums.getByLabel('Your name').fill('Dani Drums 🥁');
    await drums.getByLabel('Email').fill(newcomerEmail);
    await drums.getByRole('textbox', { name: 'Password', exact: true }).fill('drumsticks and cymbals');
    await drums.getByRole('textbox', { name: 'Confirm password' }).fill('drumsticks and cymbals');
    await drums.getByRole('button', { name: 'Create Account' }).click();
    await expect(drums).toHaveURL(/\/dashboard$/);
    await expect(drums.getByRole('heading', { level: 1 })).toHaveText('The Rusty Nails 🎸');
    // One act only: no switcher.
    await expect(drums.getByLabel('Working in')).toHaveCount(0);

    // Kim has an account (her solo act): she signs in on the link's page, then accepts.
    const kim = await openPhone('light');
    await kim.goto(await joinLinkSentTo(keys.email));
    await kim.getByRole('button', { name: 'Sign in' }).click();
    await kim.getByLabel('Email').fill(keys.email);
    await kim.getByRole('textbox', { name: 'Password', exact: true }).fill(keys.password);
    await kim.getByRole('button', { name: 'Sign In' }).click();
    await kim.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(kim).toHaveURL(/\/dashboard$/);
    await expect(kim.getByRole('heading', { level: 1 })).toHaveText('The Rusty Nails 🎸');
    const switcher = kim.getByLabel('Working in');
    await expect(switcher).toBeVisible();
    await saveScreenshot(kim, testInfo, 'band-switcher-phone');
    // Switching to her solo act and back: the dashboard follows the act.
    await switcher.selectOption({ label: 'Kim on Keys (Leader)' });
    await expect(kim.getByRole('heading', { level: 1 })).toHaveText('Kim on Keys');
    await kim.getByLabel('Working in').selectOption({ label: 'The Rusty Nails 🎸 (Member)' });
    await expect(kim.getByRole('heading', { level: 1 })).toHaveText('The Rusty Nails 🎸');

    // The leader's Band page lists all three.
    await leaderPage.reload();
    const members = leaderPage.getByRole('region', { name: /Members/ });
    await expect(members.getByText('Dani Drums 🥁', { exact: true })).toBeVisible();
    await expect(members.getByText('Kim on Keys', { exact: true })).toBeVisible();

    // All three open the band's live show; a tap on one phone shows on the others.
    for (const page of [leaderPage, drums, kim]) await page.goto(`${baseUrl}/live/${show.id}`);
    for (const page of [leaderPage, drums, kim]) {
      await expect(page.getByRole('button', { name: 'Accept Wonderwall' })).toBeVisible();
    }
    await drums.getByRole('button', { name: 'Accept Wonderwall' }).click();
    for (const page of [leaderPage, kim]) {
      await expect(page.getByRole('button', { name: 'Played Wonderwall' })).toBeVisible();
    }

    // Dani leaves: confirmed, and the workspace says there is no act.
    await drums.goto(`${baseUrl}/band`);
    await expect(drums.getByText('Only the act’s leaders can change members, roles and shares.')).toBeVisible();
    await expect(drums.getByText(leader.email)).toHaveCount(0);
    await drums.getByRole('button', { name: 'Leave The Rusty Nails 🎸' }).click();
    await drums.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await expect(drums.getByText('You’re not in an act right now')).toBeVisible();
    await saveScreenshot(drums, testInfo, 'band-no-act-phone-dark');
    await leaderPage.goto(`${baseUrl}/band`);
    await expect(
      leaderPage.getByRole('region', { name: /Members/ }).getByText('Dani Drums 🥁', { exact: true }),
    ).toHaveCount(0);
    assertNoLeaderErrors();
  } finally {
    for (const context of contexts) await context.close();
  }
});
