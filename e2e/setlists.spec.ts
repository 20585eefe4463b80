import { createGig } from '../test/factories';
import { todayIso } from '../src/shared/dates';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, signInNewMusician, test } from './fixtures';

test('a musician plans a two-set setlist from the repertoire, reorders it by keyboard, attaches it to tonight’s gig, prints and copies it @desktop', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server
  const { db, baseUrl } = isolatedServer;
  const musician = await signInNewMusician(page, isolatedServer);
  for (const song of [
    { title: 'Jolene', artist: 'Dolly Parton', song_key: 'C#m' },
    { title: 'Valerie', artist: 'Amy Winehouse' },
    { title: 'Wonderwall', artist: 'Oasis' },
  ]) {
    expect((await page.request.post(`${baseUrl}/api/musicians/repertoire`, { data: song })).status()).toBe(201);
  }
  const venue = `The Anchor & ${'Chain'.repeat(6)} 🍺`;
  await createGig(db, musician.profileId, {
    venue_name: venue,
    scheduled_date: todayIso(),
    scheduled_start_time: '20:00',
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });

  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('region', { name: 'Setlists' }).getByRole('link', { name: 'Plan a setlist' }).click();
  await expect(page.getByRole('heading', { name: 'Setlists', level: 1 })).toBeVisible();
  await expect(page.getByText('No setlists yet')).toBeVisible();

  // A name far too long is refused in words; a long unbroken one with emoji that fits is kept.
  await page.getByLabel('New setlist').fill('Friday'.repeat(20));
  await page.getByRole('button', { name: 'Create setlist' }).click();
  await expect(page.getByText('The setlist’s name must be at most 100 characters')).toBeVisible();
  const name = `Friday${'Night'.repeat(12)}🎸🍺`;
  await page.getByLabel('New setlist').fill(name);
  await page.getByRole('button', { name: 'Create setlist' }).click();
  await expect(page.getByLabel('Setlist name')).toHaveValue(name);

  // Set 1 from the repertoire: found by part of a title or an artist; one typed in.
  const set1 = page.getByRole('region', { name: /^Set 1/ });
  const add1 = set1.getByLabel('Add a song to Set 1');
  await add1.fill('jol');
  await set1.getByRole('button', { name: /Jolene.*add to Set 1/ }).click();
  await add1.fill('amy');
  await set1.getByRole('button', { name: /Valerie.*add to Set 1/ }).click();
  const ownSong = `Our${'Song'.repeat(15)}🎻`;
  await add1.fill(ownSong);
  await set1.getByRole('button', { name: `Add “${ownSong}” as typed` }).click();
  const songs1 = set1.getByRole('list', { name: 'Songs of Set 1' });
  await expect(songs1.getByRole('listitem')).toHaveCount(3);
  await expect(set1.getByRole('heading')).toContainText('No lengths yet (3 songs)');

  // Lengths: a wrong one is named, a good one counts; the others say they have none.
  await set1.getByRole('button', { name: 'Edit Jolene' }).click();
  await set1.getByLabel('Length (m:ss, optional)').fill('3:75');
  await set1.getByRole('button', { name: 'Done' }).click();
  await expect(set1.getByText('Write a length as minutes:seconds')).toBeVisible();
  await set1.getByLabel('Length (m:ss, optional)').fill('2:41');
  await set1.getByLabel('Note (optional)').fill('Capo 4 🎸');
  await set1.getByRole('button', { name: 'Done' }).click();
  await expect(set1.getByRole('heading')).toContainText('2:41 + 2 songs without a length');

  // Reordered with the keyboard on the typed song's handle: two steps up, first.
  await set1.getByRole('button', { name: new RegExp(`^Move ${ownSong}, song 3 of 3`) }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${ownSong} moved to 1 of 3 in Set 1`)).toBeAttached();
  await expect(songs1.getByRole('listitem').first()).toContainText(ownSong);
  await expect(set1.getByRole('button', { name: new RegExp(`^Move ${ownSong}, song 1 of 3`) })).toBeFocused();

  // A second set, with a song from the repertoire.
  await page.getByRole('button', { name: 'Add a set' }).click();
  const set2 = page.getByRole('region', { name: /^Set 2/ });
  await set2.getByLabel('Add a song to Set 2').fill('wonder');
  await page.keyboard.press('Enter');
  await expect(set2.getByRole('list', { name: 'Songs of Set 2' })).toContainText('Wonderwall');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save setlist' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'setlist-editor');

  // Tonight's gig.
  await page.getByLabel('Plan for a gig').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByRole('list', { name: 'Planned for' })).toContainText(venue);

  // Kept after a reload, in the saved order.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Songs of Set 1' }).getByRole('listitem').first()).toContainText(ownSong);
  await expect(page.getByRole('list', { name: 'Planned for' })).toContainText(venue);

  // Another device saves first: this one is told, keeps its change on screen, then loads theirs.
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const stored = (await (await page.request.get(`${baseUrl}/api/musicians/setlists/${id}`)).json()) as {
    setlist: { version: number; name: string; sets: { name: string; items: { title: string }[] }[] };
  };
  const elsewhere = await page.request.put(`${baseUrl}/api/musicians/setlists/${id}`, {
    data: {
      version: stored.setlist.version,
      name: stored.setlist.name,
      sets: stored.setlist.sets.map((set) => ({
        name: set.name,
        items: set.items.map((item) => ({ title: item.title })),
      })),
    },
  });
  expect(elsewhere.status()).toBe(200);
  await page.getByRole('button', { name: 'Move Jolene down' }).click();
  await page.getByRole('button', { name: 'Save setlist' }).click();
  await expect(page.getByRole('alert')).toContainText('This setlist was changed on another device');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: /Load the saved version/ }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Copy as text: the sets, numbered songs and totals, ready for the band's chat.
  await page.getByRole('button', { name: 'Copy as text' }).click();
  await expect(page.getByText('Setlist copied as text')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain(`${name}\n\nSet 1 (No lengths yet (3 songs))\n1. ${ownSong}`);
  expect(text).toContain('Set 2 (No lengths yet (1 song))\n1. Wonderwall');

  // The printable page: one set per printed page, large type, nothing of the app on paper.
  await page.getByRole('link', { name: 'Printable page' }).click();
  await expect(page.getByRole('heading', { name: /^Set 1/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Set 2/, level: 1 })).toBeVisible();
  await saveScreenshot(page, testInfo, 'setlist-print');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const breaks = await page
    .locator('article > section')
    .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).breakBefore));
  expect(breaks).toEqual(['auto', 'page']);
  await page.emulateMedia({ media: 'screen' });

  // Back to the list: duplicated, then the copy deleted after a confirmation.
  await page.goto(`${baseUrl}/setlists`);
  await page.getByRole('button', { name: `Duplicate ${name}` }).click();
  const list = page.getByRole('list', { name: 'Setlists' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const copyName = `${[...name].slice(0, 93).join('')} (copy)`;
  await page.getByRole('button', { name: `Delete ${copyName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this setlist?' });
  await expect(dialog).toContainText('4 songs are deleted');
  await saveScreenshot(page, testInfo, 'setlists-delete');
  await dialog.getByRole('button', { name: 'Delete setlist' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(venue.slice(0, 20));
});
