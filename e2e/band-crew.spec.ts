import type { Page } from '@playwright/test';
import { createLiveSession, createMusician } from '../test/factories';
import type { RequestCheckout } from '../src/shared/tips';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

/**
 * Crew and former members (docs/decisions/035): crew open the dashboard to the act's live show and
 * its queue, with nothing they would be refused; when nothing is live they are told the queue will
 * appear there. The leader's Band page lists a member who left with the balance they keep.
 */

/** Every answer the page got that refused it: a crew page asks only what crew may do. */
function watchRefusals(page: Page): () => string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  return () => refused;
}

async function signIn(page: Page, baseUrl: string, who: { email: string; password: string }) {
  const res = await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: who.email, password: who.password },
  });
  expect(res.status()).toBe(200);
}

test('crew run the live show from their dashboard; leaders see who left and what they keep', async ({
  page,
  isolatedServer,
}, testInfo) => {
  const { baseUrl, db } = isolatedServer;
  const leader = await createMusician(db, {
    stageName: 'The Rusty Nails 🎸',
    profile: { bio: 'Covers, loud.', music_styles: ['Rock'] },
  });
  const roadie = await createMusician(db, { stageName: 'Roadie Solo' });
  const bassist = await createMusician(db, { stageName: 'Bass Solo' });
  await db.updateTable('users').set({ name: 'Bea Bass' }).where('id', '=', bassist.user.id).execute();
  const joined = new Date().toISOString();
  await db
    .insertInto('act_members')
    .values([
      {
        act_id: leader.profileId,
        user_id: roadie.user.id,
        role: 'crew',
        share_bps: 0,
        joined_at: joined,
        left_at: null,
      },
      {
        act_id: leader.profileId,
        user_id: bassist.user.id,
        role: 'member',
        share_bps: 0,
        joined_at: joined,
        left_at: null,
      },
    ])
    .execute();

  // The leader splits 50/50 with the bassist; a fan tips £10 (950 p net: 475 each); the bassist is removed.
  await signIn(page, baseUrl, leader);
  const roster = (await (await page.request.get(`${baseUrl}/api/musicians/act`)).json()) as {
    members: { id: number; role: string; name: string | null }[];
  };
  const idOf = (role: string) => roster.members.find((m) => m.role === role)!.id;
  const bassId = roster.members.find((m) => m.name === 'Bea Bass')!.id;
  const shares = await page.request.put(`${baseUrl}/api/musicians/act/shares`, {
    data: {
      shares: [
        { member_id: idOf('leader'), share_bps: 5000 },
        { member_id: bassId, share_bps: 5000 },
        { member_id: idOf('crew'), share_bps: 0 },
      ],
    },
  });
  expect(shares.status()).toBe(200);
  const show = await createLiveSession(db, leader.profileId, { session_name: 'Band night', venue_name: 'The Crown' });
  const asked = await fetch(`${baseUrl}/api/sessions/${show.id}/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'sc_device=crew-journey-fan-phone-0001' },
    body: JSON.stringify({ song_title: 'Whiskey in the Jar', fan_name: 'Aoife', tip_amount: 1000 }),
  });
  expect(asked.status).toBe(202);
  const { checkout } = (await asked.json()) as { checkout: RequestCheckout };
  const paid = await fetch(`${baseUrl}/api/payments/local/${checkout.payment_id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: checkout.client_secret,
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    }),
  });
  expect(paid.status).toBe(200);
  expect((await page.request.delete(`${baseUrl}/api/musicians/act/members/${bassId}`)).status()).toBe(200);

  // The leader's Band page: the bassist left today and keeps £4.75 in the act.
  await page.goto(`${baseUrl}/band`);
  const former = page.getByRole('region', { name: 'Former members' });
  await expect(former.getByText('Bea Bass', { exact: true })).toBeVisible();
  await expect(former.getByText('£4.75')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'band-former-members');

  // Crew on their phone: the act, its live show and the way into the queue, and no refusals.
  const crewContext = await page
    .context()
    .browser()!
    .newContext({
      viewport: page.viewportSize() ?? { width: 390, height: 844 },
      colorScheme: 'dark',
      reducedMotion: 'reduce',
    });
  try {
    const crew = await crewContext.newPage();
    const refusals = watchRefusals(crew);
    await signIn(crew, baseUrl, roadie);
    // The roadie has a solo act of their own too: this phone works in the band.
    const switched = await crew.request.put(`${baseUrl}/api/musicians/current-act`, {
      data: { act_id: leader.profileId },
    });
    expect(switched.status()).toBe(200);
    await crew.goto(`${baseUrl}/dashboard`);
    await expect(crew.getByText('Crew of The Rusty Nails 🎸', { exact: true })).toBeVisible();
    await expect(crew.getByText('The Crown', { exact: true })).toBeVisible();
    await expect(crew.getByText('Tips & Earnings')).toHaveCount(0);
    await expectNoSeriousA11yViolations(crew);
    await saveScreenshot(crew, testInfo, 'crew-dashboard-live');
    await crew.getByRole('link', { name: 'Run the queue' }).click();
    await expect(crew).toHaveURL(new RegExp(`/live/${show.id}$`));
    await expect(crew.getByText('Whiskey in the Jar').first()).toBeVisible();

    // Settings: only the person's own tabs.
    await crew.goto(`${baseUrl}/settings`);
    await expect(crew.getByRole('tab', { name: /Security/ })).toBeVisible();
    await expect(crew.getByRole('tab', { name: /Profile|Subscription|Privacy|Marketing/ })).toHaveCount(0);

    // The leader ends the show: crew are told the queue appears when the act goes live.
    expect((await page.request.post(`${baseUrl}/api/sessions/live/${show.id}/end`)).status()).toBe(200);
    await crew.goto(`${baseUrl}/dashboard`);
    await expect(crew.getByText('No show is live')).toBeVisible();
    await expect(crew.getByText('When The Rusty Nails 🎸 goes live, the queue appears here on its own.')).toBeVisible();
    await expectNoSeriousA11yViolations(crew);
    await saveScreenshot(crew, testInfo, 'crew-dashboard-empty');
    expect(refusals()).toEqual([]);
  } finally {
    await crewContext.close();
  }
});
