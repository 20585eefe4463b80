import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test, uniqueEmail } from './fixtures';

async function signUp(page: Page, email: string, stageName: string, password = 'correct horse'): Promise<void> {
  const response = await page.request.post('/api/auth/signup', { data: { email, password, stageName } });
  expect(response.status()).toBe(201);
}

test('a musician changes the password and signs in with the new one', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const email = uniqueEmail(testInfo, 'password');
  await signUp(page, email, 'Password Changer');

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page).toHaveTitle('Settings — Stagecall');
  const tabs = page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['Account', 'Profile', 'Subscription', 'Privacy', 'Marketing', 'Security']);
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  const emailField = page.getByRole('tabpanel', { name: 'Account' }).getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).not.toBeEditable();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'settings-account');

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  const submit = dialog.getByRole('button', { name: 'Change Password' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Current password', { exact: true }).fill('correct horse');
  await dialog.getByLabel('New password', { exact: true }).fill('abc');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('abd');
  await expect(dialog.getByText('New passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();

  await dialog.getByLabel('Confirm new password', { exact: true }).fill('abc');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('New password must be at least 6 characters long');

  await dialog.getByLabel('New password', { exact: true }).fill('correct horse');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('correct horse');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('New password must be different from current password');

  // The server's answer when the current password is wrong.
  await dialog.getByLabel('Current password', { exact: true }).fill('not my password');
  await dialog.getByLabel('New password', { exact: true }).fill('purple rain 84');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('purple rain 84');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'settings-change-password-error');

  await dialog.getByLabel('Current password', { exact: true }).fill('correct horse');
  await submit.click();
  await expect(dialog.getByText('Password changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The old password no longer works; the new one does.
  await page.getByRole('button', { name: 'Sign in here' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('purple rain 84');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Password Changer' })).toBeVisible();
  assertNoPageErrors();
});

test('profile, privacy and e-mail settings; a private profile is private to visitors', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const stageName = `Quiet Hours ${testInfo.project.name}`;
  await signUp(page, uniqueEmail(testInfo, 'privacy'), stageName);
  // Styles and influences set in the dashboard must survive a save from the settings page.
  const seeded = await page.request.put('/api/musicians/profile', {
    data: { stage_name: stageName, music_styles: ['Jazz'], favorite_singers: ['Chet Baker'] },
  });
  expect(seeded.status()).toBe(200);
  const { qr_code_id: qrCodeId } = await seeded.json();

  await page.goto('/settings');
  // Keyboard: arrow keys move between tabs and select them. Until the page knows the act's role it
  // shows only Account and Security (where ArrowRight goes to Security), so it waits for Profile.
  const profileTab = page.getByRole('tab', { name: 'Profile' });
  await expect(profileTab).toBeVisible();
  await page.getByRole('tab', { name: 'Account' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(profileTab).toBeFocused();
  await expect(profileTab).toHaveAttribute('aria-selected', 'true');

  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  const saveProfile = panel.getByRole('button', { name: 'Save Profile' });
  await expect(panel.getByLabel('Stage name')).toHaveValue(stageName);
  await panel.getByLabel('Stage name').fill(' ');
  await saveProfile.click();
  await expect(panel.getByRole('alert')).toHaveText('Stage name is required');
  await panel.getByLabel('Stage name').fill(stageName);
  await saveProfile.click();
  await expect(panel.getByRole('alert')).toHaveText('Bio is required');
  await panel.getByLabel('Bio').fill('Late-night jazz standards.');
  await saveProfile.click();
  await expect(panel.getByRole('alert')).toHaveText('Instagram handle is required');
  await panel.getByLabel('Instagram handle').fill('quiethours');
  await saveProfile.click();
  await expect(panel.getByRole('alert')).toHaveText('Website URL is required');
  await panel.getByLabel('Website URL').fill('quiethours.example.com');
  await saveProfile.click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(panel.getByLabel('Instagram handle')).toHaveValue('@quiethours');
  await expect(panel.getByLabel('Website URL')).toHaveValue('https://www.quiethours.example.com');
  const afterSave = await (await page.request.get('/api/musicians/profile')).json();
  expect(afterSave).toMatchObject({
    bio: 'Late-night jazz standards.',
    music_styles: ['Jazz'],
    favorite_singers: ['Chet Baker'],
  });
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'settings-profile');

  await page.getByRole('tab', { name: 'Subscription' }).click();
  const subscription = page.getByRole('tabpanel', { name: 'Subscription' });
  await expect(subscription).toContainText('Free trial');
  await expect(subscription).toContainText('14 days left');
  await expect(subscription.getByRole('button', { name: 'See plans' })).toBeVisible();

  // Privacy: all on by default; turning the profile private saves at once.
  await page.getByRole('tab', { name: 'Privacy' }).click();
  const privacy = page.getByRole('tabpanel', { name: 'Privacy' });
  for (const name of ['Public profile', 'Show upcoming gigs', 'Allow direct messages']) {
    await expect(privacy.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
  }
  await privacy.getByRole('switch', { name: 'Public profile' }).click();
  await expect(privacy.getByText('Saved')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'settings-privacy');
  // A link can open a tab directly; the saved state is what the server stored.
  await page.goto('/settings?tab=privacy');
  await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
  await expect(privacy.getByRole('switch', { name: 'Public profile' })).toHaveAttribute('aria-checked', 'false');

  // A visitor (no cookies) learns only that the profile is private.
  const visitorApi = await playwrightRequest.newContext({ baseURL });
  const publicView = await (await visitorApi.get(`/api/musicians/${qrCodeId}`)).json();
  expect(publicView.musician).toMatchObject({ public_profile_enabled: false, bio: null });
  await visitorApi.dispose();
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/artist/${qrCodeId}`);
  await expect(visitor.getByText('This artist profile is private')).toBeVisible();
  await expect(visitor.getByText('Late-night jazz standards.')).toHaveCount(0);
  await visitorContext.close();

  // Marketing: the spec's defaults, and a change that sticks.
  await page.getByRole('tab', { name: 'Marketing' }).click();
  const marketing = page.getByRole('tabpanel', { name: 'Marketing' });
  await expect(marketing.getByRole('switch', { name: 'New song requests' })).toHaveAttribute('aria-checked', 'true');
  await expect(marketing.getByRole('switch', { name: 'Payments received' })).toHaveAttribute('aria-checked', 'true');
  await expect(marketing.getByRole('switch', { name: 'Gig reminders' })).toHaveAttribute('aria-checked', 'true');
  const news = marketing.getByRole('switch', { name: 'News and offers' });
  await expect(news).toHaveAttribute('aria-checked', 'false');
  await news.click();
  await expect(marketing.getByText('Saved')).toBeVisible();
  await marketing.getByRole('switch', { name: 'Gig reminders' }).click();
  await expect(marketing.getByRole('switch', { name: 'Gig reminders' })).toHaveAttribute('aria-checked', 'false');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'settings-marketing');
  await expect
    .poll(async () => (await (await page.request.get('/api/musicians/profile')).json()).email_gig_reminders)
    .toBe(false);
  const stored = await (await page.request.get('/api/musicians/profile')).json();
  expect(stored).toMatchObject({ email_marketing: true, email_new_requests: true, public_profile_enabled: false });

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  assertNoPageErrors();
});

test('a musician deletes the account after seeing what is at stake and giving the password', async ({
  page,
}, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const email = uniqueEmail(testInfo, 'delete');
  await signUp(page, email, 'Soon Gone');

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog).toContainText('Are you sure you want to delete your account?');
  await expect(dialog).toContainText('You have no balance, withdrawal or paid plan at stake.');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'settings-delete-account');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  // Without the password, or with a wrong one, nothing is deleted.
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter your password to delete your account');
  await dialog.getByLabel('Your password', { exact: true }).fill(`${'wrongpasswordwithoutanyspaces'.repeat(4)}🎸🎤`);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is not correct');
  await saveScreenshot(page, testInfo, 'settings-delete-account-wrong-password');
  await dialog.getByLabel('Your password', { exact: true }).fill('correct horse');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Start Your 14-Day Free Trial' })).toBeVisible();

  // Gone for good: signed out, and the account cannot sign in again.
  const signIn = await page.request.post('/api/auth/signin', { data: { email, password: 'correct horse' } });
  expect(signIn.status()).toBe(401);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/$/);
  assertNoPageErrors();
});
