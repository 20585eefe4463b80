import type { Page } from '@playwright/test';
import { createAdmin, createLiveSession, createMusician, createSongRequest, totpCode } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

/**
 * Second factors (decision 023) as people use them. Passkeys need a registrable domain as their
 * relying party, so these journeys open the server as http://localhost (an IP address cannot be
 * one), and a virtual authenticator from the DevTools protocol stands in for the fingerprint.
 */
const onLocalhost = (baseUrl: string) => baseUrl.replace('127.0.0.1', 'localhost');

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test('an admin registers a passkey, signs out, signs in with it and approves a withdrawal @desktop', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.setTimeout(120_000);
  const { db, serverSecret } = isolatedServer;
  const baseUrl = onLocalhost(isolatedServer.baseUrl);
  const admin = await createAdmin(db, { serverSecret });
  const musician = await createMusician(db, {
    stageName: 'Harbour Lights',
    profile: { bio: 'Sea shanties.', music_styles: ['Folk'] },
  });
  const show = await createLiveSession(db, musician.profileId, { venue_name: 'The Anchor' });
  await createSongRequest(db, show, { song_title: 'Wellerman', tip_amount: 2000 });
  // The musician's withdrawal, asked for through the API (the musician's own journey is payouts.spec.ts).
  const musicianApi = await page.context().browser()!.newContext({ baseURL: baseUrl });
  await musicianApi.request.post('/api/auth/signin', { data: { email: musician.email, password: musician.password } });
  expect(
    (
      await musicianApi.request.put('/api/musicians/payout-account/test-bank', {
        data: { account_holder: 'Harbour Lights', sort_code: '10-88-00', account_number: '00012345' },
      })
    ).status(),
  ).toBe(200);
  expect((await musicianApi.request.post('/api/musicians/withdraw', { data: { amount: 1500 } })).status()).toBe(201);
  await musicianApi.close();

  await addVirtualAuthenticator(page);
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Authenticator code or recovery code').fill(admin.code());
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Passkey name').fill(`Office laptop 🔐${'Ü'.repeat(40)}`);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByText(/^Office laptop 🔐/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-security');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByText(admin.email)).toBeVisible();

  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  await page.getByRole('button', { name: 'Approve withdrawal of £15.00 for Harbour Lights' }).click();
  await page.getByRole('dialog', { name: 'Approve this withdrawal?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('row', { name: /Harbour Lights/ })).toContainText('Paid');
  const audit = await db
    .selectFrom('admin_audit_log')
    .select('action')
    .where('admin_id', '=', admin.id)
    .orderBy('id')
    .execute();
  expect(audit.map((row) => row.action)).toEqual(
    expect.arrayContaining(['second_factor.passkey_added', 'second_factor.passkey_sign_in']),
  );
});

test('a musician sets up authenticator codes, is asked for one before payout details, and a recovery code works once', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.setTimeout(120_000);
  const { db } = isolatedServer;
  const baseUrl = onLocalhost(isolatedServer.baseUrl);
  const musician = await createMusician(db, {
    stageName: 'Copper Kettle',
    profile: { bio: 'Folk in the back room.', music_styles: ['Folk'] },
  });
  await page.goto(`${baseUrl}/`);
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });

  await page.goto(`${baseUrl}/settings?tab=security`);
  await page.getByRole('button', { name: 'Set up authenticator codes' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add Stagecall to an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  // On the phone itself, a link opens the authenticator app with the same secret.
  await expect(page.getByRole('link', { name: 'On this phone? Add it to your authenticator app' })).toHaveAttribute(
    'href',
    new RegExp(`^otpauth://totp/Stagecall.*secret=${secret}`),
  );
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await saveScreenshot(page, testInfo, 'totp-setup');
  const firstCodeAt = Date.now();
  await page.getByLabel('Code from the app').fill(totpCode(secret, new Date(firstCodeAt)));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const recoveryList = page.getByRole('list', { name: 'Recovery codes' });
  await expect(recoveryList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await recoveryList.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'recovery-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  // Payout details: the sign-in was a password before codes were on, so a code is asked first.
  await page.goto(`${baseUrl}/dashboard`);
  const card = page.getByRole('region', { name: 'Withdraw Tips' });
  await card.scrollIntoViewIfNeeded();
  await card.getByLabel('Account holder').fill(`Copper Kettle Folk Collective 🫖${'Tea'.repeat(25)}`);
  await card.getByLabel('Sort code').fill('10-88-00');
  await card.getByLabel('Account number').fill('00012345');
  await card.getByRole('button', { name: 'Save payout details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Authenticator code or recovery code').fill('123456');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That code is not right');
  await saveScreenshot(page, testInfo, 'step-up-dialog');
  // A recovery code, as someone whose phone is elsewhere would.
  await dialog.getByLabel('Authenticator code or recovery code').fill(recoveryCodes[0]!);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Stagecall Test Bank ••2345')).toBeVisible();

  // Signing in again: the used recovery code is refused; the app's next code lets them in.
  await page.goto(`${baseUrl}/settings?tab=account`);
  await page.request.post(`${baseUrl}/api/auth/signout`);
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Sign in here' }).click();
  await page.getByLabel('Email').fill(musician.email);
  await page.getByLabel('Password', { exact: true }).fill(musician.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const codeField = page.getByLabel('Authenticator code or recovery code');
  await codeField.fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('That code is not right', { exact: false })).toBeVisible();
  await codeField.fill(totpCode(secret, new Date(firstCodeAt + 30_000)));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('a musician adds a passkey in Settings, signs out, and signs in with it instead of the password', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.setTimeout(120_000);
  const { db } = isolatedServer;
  const baseUrl = onLocalhost(isolatedServer.baseUrl);
  const musician = await createMusician(db, {
    stageName: 'Velvet Lantern',
    profile: { bio: 'Late-night jazz.', music_styles: ['Jazz'] },
  });
  await addVirtualAuthenticator(page);
  await page.goto(`${baseUrl}/`);
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });

  await page.goto(`${baseUrl}/settings?tab=security`);
  await page.getByLabel('Passkey name').fill(`Phone 📱${'Ж'.repeat(40)}`);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText(/^Phone 📱/)).toBeVisible();

  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Sign in here' }).click();
  await saveScreenshot(page, testInfo, 'sign-in-with-passkey');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('Signed in. Taking you to your dashboard…')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  const log = await db
    .selectFrom('security_log')
    .select('action')
    .where('user_id', '=', musician.user.id)
    .orderBy('id')
    .execute();
  expect(log.map((row) => row.action)).toEqual(
    expect.arrayContaining(['second_factor.passkey_added', 'second_factor.passkey_sign_in']),
  );
});
