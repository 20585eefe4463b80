import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { connectDatabase } from '../src/server/db/connection';
import { largestRemainder } from '../src/server/features/earnings/split';
import { PLATFORM_FEE_PERCENT } from '../src/shared/constants';
import { formatPence, platformFee } from '../src/shared/money';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';
import { startServer, type RunningServer } from './server';

/**
 * A band on three phones (docs/decisions/035): the leader invites two people by e-mail (caught by
 * a real SMTP server the outbox delivers to), one signs up from the link and one signs in to the
 * account they have, all three run one live show, a tap on one phone shows on the others, a fan's
 * £10 tip is split 50/25/25 into each member's own balance, a member leaves, the next tip splits
 * 75/25 between the two who stay, and the leader gives their payout details and withdraws their
 * part to their own test bank.
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

/** A fan's £10 tip on a request, paid with the test card that succeeds. */
async function tipTen(fan: Page, qrCodeId: string, song: string) {
  await fan.goto(`${server.baseUrl}/request?qr=${qrCodeId}`);
  await fan.getByRole('combobox', { name: 'Song title' }).fill(song);
  await fan.locator('label').filter({ hasText: /^£10$/ }).click();
  await fan.getByRole('button', { name: 'Send · £10.00' }).click();
  const payment = fan.getByRole('dialog', { name: 'Pay your £10.00 tip' });
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByRole('button', { name: 'Pay £10.00 and send' }).click();
  await expect(fan.getByRole('dialog', { name: 'Request Sent!' })).toContainText(song);
}

/** A £10 tip's net (the app's fee rule), split by the app's own rule (decision 035): the parts in the members' order. */
function partsOfTen(sharesBps: number[]): number[] {
  const net = 1000 - platformFee(1000, PLATFORM_FEE_PERCENT * 100);
  const sharers = sharesBps.map((weight, index) => ({
    userId: index + 1,
    weight,
    leader: index === 0,
    joinedAt: new Date(2026, 0, index + 1).toISOString(),
  }));
  const parts = largestRemainder(net, sharers);
  return sharers.map((sharer) => parts.find((part) => part.userId === sharer.userId)?.amount ?? 0);
}

/** The parts add up to the net and each is within a penny of its share: a wrong rule fails here. */
function expectSharesOf(parts: number[], sharesBps: number[]) {
  const net = 1000 - platformFee(1000, PLATFORM_FEE_PERCENT * 100);
  expect(parts.reduce((sum, part) => sum + part, 0)).toBe(net);
  parts.forEach((part, index) => expect(Math.abs(part - (net * sharesBps[index]!) / 10_000)).toBeLessThan(1));
}

/**
 * saveScreenshot takes this phone's scheme and the light desktop; this adds the dark desktop of a
 * band screen (outside CI, as saveScreenshot keeps its pictures).
 */
async function darkDesktopScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await page.screenshot({ path: testInfo.outputPath('screenshots', `${name}-wide-dark.png`), fullPage: true });
  } finally {
    await page.emulateMedia({ colorScheme: null });
    if (viewport) await page.setViewportSize(viewport);
  }
}

/** What the dashboard's Tips & Earnings card says is this person's to withdraw. */
async function expectAvailable(page: Page, pence: number) {
  await page.goto(`${server.baseUrl}/dashboard`);
  const card = page.getByRole('region', { name: 'Tips & Earnings' });
  await expect(card.getByText('Available').locator('..')).toContainText(formatPence(pence));
}

test('a leader invites two people, all three run one live show, the tips split by shares, and a member leaves', async ({
  browser,
}, testInfo) => {
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
    await darkDesktopScreenshot(leaderPage, testInfo, 'band-leader');

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

    // The leader shares the tips 50/25/25 on the Band page.
    await leaderPage.goto(`${baseUrl}/band`);
    const shares = leaderPage.getByRole('region', { name: 'Shares of the tips' });
    await shares.getByLabel('The Rusty Nails 🎸').fill('50');
    await shares.getByLabel('Dani Drums 🥁').fill('25');
    await shares.getByLabel('Kim on Keys').fill('25');
    await expect(shares.getByRole('status')).toHaveText('Adds up to 100 %.');
    await shares.getByRole('button', { name: 'Save shares' }).click();
    await expect(leaderPage.getByText('Shares saved: they apply to tips from now on')).toBeVisible();
    await saveScreenshot(leaderPage, testInfo, 'band-shares-saved');
    await darkDesktopScreenshot(leaderPage, testInfo, 'band-shares-saved');
    await leaderPage.emulateMedia({ colorScheme: 'dark' });
    await saveScreenshot(leaderPage, testInfo, 'band-shares-saved-dark');
    await leaderPage.emulateMedia({ colorScheme: 'light' });

    // A fan tips £10: each member sees their own part of its net on their own dashboard.
    const fan = await openPhone('dark');
    await tipTen(fan, leader.qrCodeId, 'Mr Brightside');
    const [leaderPart, drumsPart, kimPart] = partsOfTen([5000, 2500, 2500]);
    expectSharesOf([leaderPart!, drumsPart!, kimPart!], [5000, 2500, 2500]);
    await expectAvailable(leaderPage, leaderPart!);
    await expectAvailable(drums, drumsPart!);
    await expectAvailable(kim, kimPart!);
    await saveScreenshot(kim, testInfo, 'band-member-earnings');
    await saveScreenshot(drums, testInfo, 'band-member-earnings-dark');
    await darkDesktopScreenshot(kim, testInfo, 'band-member-earnings');

    // Dani leaves: confirmed, and the workspace says there is no act.
    await drums.goto(`${baseUrl}/band`);
    await expect(drums.getByText('Only the act’s leaders can change members, roles and shares.')).toBeVisible();
    await expect(drums.getByText(leader.email)).toHaveCount(0);
    await saveScreenshot(drums, testInfo, 'band-member-view-dark');
    await drums.getByRole('button', { name: 'Leave The Rusty Nails 🎸' }).click();
    await drums.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await expect(drums.getByText('You’re not in an act right now')).toBeVisible();
    await saveScreenshot(drums, testInfo, 'band-no-act-phone-dark');
    await leaderPage.goto(`${baseUrl}/band`);
    await expect(
      leaderPage.getByRole('region', { name: /Members/ }).getByText('Dani Drums 🥁', { exact: true }),
    ).toHaveCount(0);
    // Her share passed to the leader: the next £10 tip splits 75/25 between the two who stay.
    await tipTen(fan, leader.qrCodeId, 'Dancing in the Dark');
    const [leaderNext, kimNext] = partsOfTen([7500, 2500]);
    expectSharesOf([leaderNext!, kimNext!], [7500, 2500]);
    await expectAvailable(leaderPage, leaderPart! + leaderNext!);
    await expectAvailable(kim, kimPart! + kimNext!);

    // The leader withdraws £5.00 of their own part (Kim's, under £5, is below the minimum): the card
    // asks for their payout details first, their own test bank.
    await leaderPage.goto(`${baseUrl}/dashboard`);
    const ownWithdrawal = leaderPage.getByRole('region', { name: 'Withdraw Tips' });
    await expect(
      ownWithdrawal.getByText('Add where your money is paid before withdrawing', { exact: false }),
    ).toBeVisible();
    await ownWithdrawal.getByLabel('Account holder').fill('Rusty Leader');
    await ownWithdrawal.getByLabel('Sort code').fill('10-88-00');
    await ownWithdrawal.getByLabel('Account number').fill('00012345');
    await ownWithdrawal.getByRole('button', { name: 'Save payout details' }).click();
    await expect(ownWithdrawal.getByText('Stagecall Test Bank ••2345')).toBeVisible();
    await ownWithdrawal.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await ownWithdrawal.getByLabel('Amount (£)').fill('5.00');
    await ownWithdrawal.getByRole('button', { name: 'Request Withdrawal' }).click();
    await expect(ownWithdrawal.getByRole('status')).toContainText('Withdrawal of £5.00 requested');
    await expect(ownWithdrawal.getByRole('listitem').first()).toContainText('Pending review');
    const ownCard = leaderPage.getByRole('region', { name: 'Tips & Earnings' });
    await expect(ownCard.getByText('Available').locator('..')).toContainText(
      formatPence(leaderPart! + leaderNext! - 500),
    );
    await saveScreenshot(leaderPage, testInfo, 'band-member-withdrawal');
    // Kim's balance is her own: the leader's withdrawal leaves it as it was.
    await expectAvailable(kim, kimPart! + kimNext!);
    assertNoLeaderErrors();
  } finally {
    for (const context of contexts) await context.close();
  }
});
