import { createAdmin, createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

/**
 * The back office as an administrator works through it, with the musicians and fans
 * who feel each decision in their own browsers. On a server of its own: maintenance mode and
 * pausing shows would disturb every other journey.
 */
test('an admin works through every tab @desktop', async ({ page, browser, isolatedServer }, testInfo) => {
  test.setTimeout(120_000);
  const { baseUrl, db, serverSecret } = isolatedServer;
  const complete = { bio: 'Sea shanties and singalongs.', music_styles: ['Folk'] };
  const admin = await createAdmin(db, { serverSecret });
  const payee = await createMusician(db, { stageName: 'Harbour Lights', profile: complete });
  const showing = await createMusician(db, { stageName: 'Copper Kettle', profile: complete });
  const leaving = await createMusician(db, { stageName: 'Gone Fishing', profile: complete });

  // The payee has £14.25 after fees, and asks for two withdrawals.
  const tipped = await createLiveSession(db, payee.profileId, { status: 'ended' });
  for (const tip of [1000, 500]) await createSongRequest(db, tipped, { tip_amount: tip });
  const payeeContext = await browser.newContext({ baseURL: baseUrl });
  const payeePage = await payeeContext.newPage();
  await payeePage.request.post('/api/auth/signin', { data: { email: payee.email, password: payee.password } });
  // Paid to the local provider's paying test bank (docs/payments.md).
  const bank = { account_holder: 'Harbour Lights', sort_code: '108800', account_number: '00012345' };
  expect((await payeePage.request.put('/api/musicians/payout-account/test-bank', { data: bank })).status()).toBe(200);
  for (const amount of [500, 600]) {
    expect((await payeePage.request.post('/api/musicians/withdraw', { data: { amount } })).status()).toBe(201);
  }

  // Copper Kettle is live; Gone Fishing is signed in on their own phone.
  const showingContext = await browser.newContext({ baseURL: baseUrl });
  const showingPage = await showingContext.newPage();
  await showingPage.request.post('/api/auth/signin', { data: { email: showing.email, password: showing.password } });
  const live = await showingPage.request.post('/api/sessions/live', { data: { venue_name: 'The Anchor' } });
  const sessionId = ((await live.json()) as { session: { id: number } }).session.id;
  const leavingContext = await browser.newContext({ baseURL: baseUrl });
  const leavingPage = await leavingContext.newPage();
  await leavingPage.request.post('/api/auth/signin', { data: { email: leaving.email, password: leaving.password } });
  expect((await leavingPage.request.get('/api/auth/me')).status()).toBe(200);

  // Login: both fields required, wrong password refused, then in.
  await page.goto(`${baseUrl}/admin/dashboard`);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email and password are required');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(`🎸${'wrong'.repeat(30)}🎶`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Every admin has a second factor: the code from the authenticator app comes next.
  await expect(page.getByRole('alert')).toHaveText(
    'Enter the 6-digit code from your authenticator app, or a recovery code',
  );
  await page.getByLabel('Authenticator code or recovery code').fill(admin.code());
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByText(admin.email)).toBeVisible();

  // Overview.
  await expect(page.getByText('Total users')).toBeVisible();
  await expect(page.getByText('3 musicians · 0 fans')).toBeVisible();
  // The money report: the tips of today, with a CSV of the same figures.
  const report = page.getByRole('region', { name: 'Money report' });
  await expect(report.getByRole('row', { name: /^Total/ })).toContainText('£15.00');
  await expect(report.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /money\.csv\?period=day/);
  await saveScreenshot(page, testInfo, 'admin-overview');
  const tab = (name: string) => page.getByRole('tab', { name });

  // Withdrawals: approve one, reject the other; the musician's balance shows both.
  await tab('Withdrawals').click();
  await page.getByRole('button', { name: 'Approve withdrawal of £5.00 for Harbour Lights' }).click();
  await page.getByRole('dialog', { name: 'Approve this withdrawal?' }).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Reject withdrawal of £6.00 for Harbour Lights' }).click();
  await page.getByRole('dialog', { name: 'Reject this withdrawal?' }).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('button', { name: /Approve withdrawal/ })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'admin-withdrawals');
  await payeePage.goto('/dashboard');
  const earnings = payeePage.getByRole('region', { name: 'Tips & Earnings' });
  await expect(earnings.getByText('Available').locator('..')).toContainText('£9.25');
  await expect(earnings.getByText('Withdrawn').locator('..')).toContainText('£5.00');

  // Sessions: pause Copper Kettle's show; a fan is refused plainly; the musician resumes it.
  await tab('Sessions').click();
  await page.getByRole('button', { name: 'Pause the session of Copper Kettle' }).click();
  await page.getByRole('dialog', { name: 'Pause this session?' }).getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-sessions');
  const refused = await page.request.post(`${baseUrl}/api/sessions/${sessionId}/requests`, {
    data: { song_title: 'Wellerman' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toContain('paused');
  await showingPage.goto('/dashboard');
  await expect(showingPage.getByText('Your session is paused')).toBeVisible();
  await showingPage.getByRole('button', { name: /Resume/ }).click();
  await expect(showingPage.getByText('You are live')).toBeVisible();
  const accepted = await page.request.post(`${baseUrl}/api/sessions/${sessionId}/requests`, {
    data: { song_title: 'Wellerman' },
  });
  expect(accepted.status()).toBe(201);

  // Users: deactivate Gone Fishing, signed in elsewhere: their next call is refused.
  await tab('Users').click();
  await page.getByLabel('Search users').fill('Gone Fishing');
  await page.getByRole('button', { name: `Deactivate ${leaving.email}` }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate this account?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByRole('button', { name: `Activate ${leaving.email}` })).toBeVisible();
  expect((await leavingPage.request.get('/api/auth/me')).status()).toBe(401);
  await page.getByLabel('Search users').fill('');
  await page.getByRole('button', { name: 'Add User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add User' });
  await addUser.getByLabel('Email').fill('not-an-email');
  await addUser.getByRole('button', { name: 'Create User' }).click();
  await expect(addUser.getByRole('alert')).toHaveText('Please enter a valid email address');
  await addUser.getByLabel('Email').fill('new.artist@example.test');
  await addUser.getByLabel('Stage name').fill(`🎻${'Fiddler'.repeat(10)}🎶`);
  await addUser.getByLabel('Music styles (comma-separated)').fill('Folk, , Celtic');
  await saveScreenshot(page, testInfo, 'admin-add-user');
  await addUser.getByRole('button', { name: 'Create User' }).click();
  await expect(addUser.getByText('User new.artist@example.test created')).toBeVisible();
  await addUser.getByRole('button', { name: 'Done' }).click();
  await saveScreenshot(page, testInfo, 'admin-users');

  // Venues: add with validation, and the draft comes back after closing.
  await tab('Venues').click();
  await page.getByRole('button', { name: 'Add Venue' }).click();
  const venue = page.getByRole('dialog', { name: 'Add Venue' });
  await venue.getByLabel('Venue name').fill(`The Anchor & ${'Chain'.repeat(12)} 🍺`);
  await venue.getByLabel('Website (optional)').fill('anchor');
  await venue.getByRole('button', { name: 'Add Venue' }).click();
  await expect(venue.getByRole('alert')).toHaveText('Please enter a valid website URL');
  await venue.getByLabel('Website (optional)').fill('https://anchor.example');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Venue' }).click();
  await expect(venue.getByText('Your unsaved draft was restored.')).toBeVisible();
  await expect(venue.getByLabel('Website (optional)')).toHaveValue('https://anchor.example');
  await venue.getByRole('button', { name: 'Add Venue' }).click();
  await expect(venue).toBeHidden();
  await expect(page.getByRole('cell', { name: /^The Anchor & Chain/ }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-venues');

  // Songs, subscriptions, analytics, audit.
  await tab('Songs Database').click();
  await page.getByRole('button', { name: 'Add Song' }).click();
  const song = page.getByRole('dialog', { name: 'Add Song' });
  await song.getByRole('button', { name: 'Add Song' }).click();
  await expect(song.getByRole('alert')).toHaveText('Song title is required');
  await song.getByLabel('Song title').fill('Wellerman (Sea Shanty) 🌊');
  await song.getByRole('button', { name: 'Add Song' }).click();
  await expect(song).toBeHidden();
  await expect(page.getByText('Top Requested Songs')).toBeVisible();
  await page.getByRole('button', { name: 'Hide Wellerman (Sea Shanty) 🌊 in public search and trending' }).click();
  await expect(
    page.getByRole('button', { name: 'Show Wellerman (Sea Shanty) 🌊 in public search and trending' }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-songs');
  await tab('Subscriptions').click();
  // Search and status filter: one musician by name, then no active plans among trials.
  const subscriptionSearch = page.getByLabel('Search subscriptions');
  await subscriptionSearch.fill('Harbour');
  await expect(page.getByRole('button', { name: 'Extend the trial of Copper Kettle' })).toBeHidden();
  await expect(page.getByText(/^1 subscription · page 1 of 1$/)).toBeVisible();
  await page.getByLabel('Status').selectOption('active');
  await expect(page.getByText('No subscriptions match.')).toBeVisible();
  await page.getByLabel('Status').selectOption('');
  await page.getByRole('button', { name: 'Extend the trial of Harbour Lights' }).click();
  await page.getByRole('dialog', { name: 'Extend trial' }).getByRole('button', { name: 'Extend' }).click();
  await expect(page.getByRole('dialog', { name: 'Extend trial' })).toBeHidden();
  await saveScreenshot(page, testInfo, 'admin-subscriptions');
  await tab('Analytics').click();
  // Real figures now (e2e/admin-analytics.spec.ts goes through them).
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
  await tab('Audit log').click();
  await expect(page.getByRole('cell', { name: 'withdrawal.rejected' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-audit');

  // Settings: Save waits for a change; maintenance mode closes the platform to a fan, not to us.
  await tab('Settings').click();
  const save = page.getByRole('button', { name: 'Save Settings' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Trial length (days)').fill('21');
  await expect(page.getByText('You have unsaved changes')).toBeVisible();
  await save.click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('switch', { name: /Maintenance mode/ }).click();
  await page
    .getByRole('dialog', { name: 'Turn maintenance mode on?' })
    .getByRole('button', { name: 'Turn on' })
    .click();
  await expect(page.getByText('On: the platform is closed')).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-settings');
  await expectNoSeriousA11yViolations(page);

  const fanContext = await browser.newContext({ baseURL: baseUrl });
  const fan = await fanContext.newPage();
  await fan.goto('/future-events');
  await expect(fan.getByRole('heading', { name: 'Down for maintenance' })).toBeVisible();
  expect((await fan.request.get('/api/sessions/active')).status()).toBe(503);
  await saveScreenshot(fan, testInfo, 'maintenance-page');

  await page.getByRole('switch', { name: /Maintenance mode/ }).click();
  await page
    .getByRole('dialog', { name: 'Turn maintenance mode off?' })
    .getByRole('button', { name: 'Turn off' })
    .click();
  await expect(page.getByText('Off: the platform is open')).toBeVisible();
  await fan.getByRole('button', { name: 'Try again' }).click();
  await expect(fan.getByRole('heading', { name: 'Down for maintenance' })).toHaveCount(0);
  expect((await fan.request.get('/api/sessions/active')).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  for (const context of [payeeContext, showingContext, leavingContext, fanContext]) await context.close();
});
