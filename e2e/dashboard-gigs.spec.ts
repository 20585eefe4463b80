import { todayIso } from '../src/shared/dates';
import { createMusician, createSavedVenue, createVenue } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

const inDays = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

test(
  'a musician schedules, edits and deletes gigs, one of them private',
  { tag: '@desktop' },
  async ({ page, isolatedServer }, testInfo) => {
    // Four accessibility scans and screenshots across three dialogs, on a busy CI machine.
    test.slow();
    const assertNoPageErrors = failOnPageErrors(page);
    const base = isolatedServer.baseUrl;
    const stageName = 'Harbour Lights';
    const musician = await createMusician(isolatedServer.db, {
      stageName,
      profile: { bio: 'Folk trio from Hull.', music_styles: ['Folk'], instagram_handle: '@harbourlights' },
    });
    await createSavedVenue(isolatedServer.db, musician.profileId, {
      venue_name: 'The Crown & Anchor',
      location_address: '12 Quay Street, Hull',
      usage_count: 2,
      last_used_at: '2025-03-14T20:00:00.000Z',
    });
    await createVenue(isolatedServer.db, {
      venue_name: 'Brudenell Social Club',
      location_address: '33 Queens Road',
      city: 'Leeds',
      country: 'United Kingdom',
      venue_type: 'club',
      phone_number: '0113 275 2411',
      usage_count: 41,
    });
    await page.request.post(`${base}/api/auth/signin`, {
      data: { email: musician.email, password: musician.password },
    });
    await page.goto(`${base}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Gigs' })).toHaveCount(0);

    // 1. A public gig at a saved venue, picked from the suggestions.
    await page.getByRole('button', { name: 'Schedule Gig' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Gig' });
    await expect(dialog.getByLabel('Date')).toHaveValue(todayIso());
    const start = await dialog.getByLabel('Start Time').inputValue();
    expect(start).toMatch(/^\d{2}:\d{2}$/);
    const [hours, minutes] = start.split(':').map(Number);
    const end = `${String((hours! + 1) % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    await expect(dialog.getByLabel('End Time (required)')).toHaveValue(end);
    const publicGig = dialog.getByRole('switch', { name: 'Public Gig' });
    await expect(publicGig).toHaveAttribute('aria-checked', 'true');
    await expect(publicGig).toHaveAccessibleDescription('Allow fans to see this upcoming gig on your profile');

    const venue = dialog.getByRole('combobox', { name: 'Venue Name' });
    await venue.fill('Cr');
    const crown = dialog.getByRole('option', { name: /The Crown & Anchor/ });
    await expect(crown).toContainText('Saved');
    await expect(crown).toContainText('Used 2 times');
    await expect(crown).toContainText('Last used 14 Mar 2025');
    await crown.click();
    await expect(venue).toHaveValue('The Crown & Anchor');
    await expect(dialog.getByLabel('Venue Address (optional)')).toHaveValue('12 Quay Street, Hull');
    await expect(dialog.getByLabel('Session Name')).toHaveValue(`${stageName} @ The Crown & Anchor`);
    await expect(dialog.getByRole('heading', { name: 'Venue Details' })).toHaveCount(0);

    await dialog.getByLabel('Date').fill(inDays(1));
    const shareOnX = dialog.getByRole('link', { name: /Share on X \(Twitter\)/ });
    await expect(shareOnX).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?text=.*Crown/);
    await expect(dialog.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
    );
    await expect(dialog.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    );
    await expect(dialog.getByText(/#LiveMusic/)).toContainText(`at The Crown & Anchor on`);
    await expectNoSeriousA11yViolations(page);
    // The modal scrolls on its own: bring the share buttons into the picture.
    await shareOnX.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'schedule-gig-saved-venue');

    await dialog.getByRole('button', { name: 'Schedule Gig' }).click();
    await expect(dialog.getByRole('button', { name: 'Scheduled!' })).toBeVisible();
    await expect(dialog).toBeHidden();
    const gigsPanel = page.getByRole('region', { name: 'Upcoming Gigs' });
    await expect(gigsPanel.getByRole('heading', { name: 'The Crown & Anchor' })).toBeVisible();

    // 2. A private gig at a venue from the global database, with its Venue Details panel.
    await gigsPanel.getByRole('button', { name: 'Schedule New' }).click();
    await venue.fill('Brud');
    const brudenell = dialog.getByRole('option', { name: /Brudenell Social Club/ });
    await expect(brudenell).toContainText('Database');
    await expect(brudenell).toContainText('Club');
    await expect(brudenell).toContainText('33 Queens Road, Leeds, United Kingdom');
    await expect(brudenell).toContainText('Used 41 times');
    // Keyboard: arrow down to the option, Enter to pick it.
    await venue.press('ArrowDown');
    await venue.press('Enter');
    const details = dialog.getByRole('region', { name: 'Venue Details' });
    await expect(details).toContainText('0113 275 2411');
    await details.getByRole('button', { name: 'Clear venue selection' }).click();
    await expect(details).toBeHidden();
    await expect(venue).toHaveValue('');
    await expect(venue).toBeFocused();
    await venue.fill('Brudenell');
    await dialog.getByRole('option', { name: /Brudenell Social Club/ }).click();
    await expect(details).toBeVisible();
    await expect(dialog.getByLabel('Session Name')).toHaveValue(`${stageName} @ Brudenell Social Club`);
    await publicGig.click();
    await expect(publicGig).toHaveAttribute('aria-checked', 'false');
    await dialog.getByLabel('Date').fill(inDays(2));
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'schedule-gig-global-venue');
    await dialog.getByRole('button', { name: 'Schedule Gig' }).click();
    await expect(dialog).toBeHidden();
    const brudenellCard = gigsPanel.getByRole('article').filter({ hasText: 'Brudenell Social Club' });
    await expect(brudenellCard).toContainText('Private');

    // 3. A new venue typed by hand, with a session name of the musician's own.
    await gigsPanel.getByRole('button', { name: 'Schedule New' }).click();
    await venue.fill('Hyde Park Book Club');
    await expect(
      dialog.getByText('No venues match "Hyde Park Book Club". It will be saved as a new venue.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Session Name')).toHaveValue(`${stageName} @ Hyde Park Book Club`);
    await dialog.getByLabel('Session Name').fill('Acoustic Sunday');
    await dialog.getByLabel('Date').fill(inDays(3));
    // A late gig, 23:30 to 01:30: the form says it ends the next day; an evening one says nothing.
    await dialog.getByLabel('Start Time').fill('23:30');
    await dialog.getByLabel('End Time (required)').fill('01:30');
    await expect(dialog.getByText('Ends the next day, after midnight.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'gig-ends-next-day', { fullPage: false });
    await dialog.getByLabel('Start Time').fill('19:30');
    await dialog.getByLabel('End Time (required)').fill('22:00');
    await expect(dialog.getByText('Ends the next day, after midnight.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Schedule Gig' }).click();
    await expect(dialog).toBeHidden();
    await expect(gigsPanel.getByRole('article')).toHaveCount(3);

    // The private gig stays off the public list.
    const publicGigs: Array<{ venue_name: string }> = await (
      await page.request.get(`${base}/api/sessions/scheduled/public`)
    ).json();
    const publicVenues = publicGigs.map((gig) => gig.venue_name);
    expect(publicVenues).toContain('The Crown & Anchor');
    expect(publicVenues).toContain('Hyde Park Book Club');
    expect(publicVenues).not.toContain('Brudenell Social Club');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'dashboard-with-gigs');

    // Edit: the form opens with the gig's values.
    await gigsPanel.getByRole('button', { name: 'Edit gig at The Crown & Anchor' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Gig' });
    await expect(editDialog.getByRole('combobox', { name: 'Venue Name' })).toHaveValue('The Crown & Anchor');
    await expect(editDialog.getByLabel('Date')).toHaveValue(inDays(1));
    await editDialog.getByLabel('Session Name').fill('Crown Residency');
    await editDialog.getByRole('button', { name: 'Update Gig' }).click();
    await expect(editDialog.getByRole('button', { name: 'Updated!' })).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(gigsPanel.getByRole('article').filter({ hasText: 'The Crown & Anchor' })).toContainText(
      'Crown Residency',
    );

    // Delete, after the spec's confirmation.
    await gigsPanel.getByRole('button', { name: 'Delete gig at Hyde Park Book Club' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Gig' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete "Acoustic Sunday"? This action cannot be undone.',
    );
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'delete-gig-confirm');
    await confirm.getByRole('button', { name: 'Delete Gig' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Gig deleted successfully!')).toBeVisible();
    await expect(gigsPanel.getByRole('article')).toHaveCount(2);
    await expect(gigsPanel.getByText('Hyde Park Book Club')).toHaveCount(0);
    assertNoPageErrors();
  },
);
