import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createMusician } from '../test/factories';
import { unsubscribeToken } from '../src/server/features/unsubscribe/emails';
import { unsubscribeMessages, unsubscribePath } from '../src/shared/unsubscribe';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

test('the unsubscribe link of a marketing e-mail works without signing in', async ({
  page,
  isolatedServer,
}, testInfo) => {
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, { stageName: '🎸 Marketing Fan' });
  await db.updateTable('musician_profiles').set({ email_marketing: 1 }).where('id', '=', musician.profileId).execute();
  // The server keeps its generated secret beside its SQLite file; the e-mail's token is signed with it.
  const { rows } = await sql<{ file: string }>`pragma database_list`.execute(db);
  const secret = fs.readFileSync(path.join(path.dirname(rows[0]?.file ?? ''), 'session-secret'), 'utf8').trim();

  await page.goto(`${baseUrl}${unsubscribePath(unsubscribeToken(secret, musician.profileId))}`);
  await expect(page.getByRole('heading', { name: unsubscribeMessages.confirmTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'unsubscribe-confirm');
  const marketing = () =>
    db
      .selectFrom('musician_profiles')
      .select('email_marketing')
      .where('id', '=', musician.profileId)
      .executeTakeFirstOrThrow();
  expect((await marketing()).email_marketing).toBe(1);

  await page.getByRole('button', { name: unsubscribeMessages.confirmButton }).click();
  await expect(page.getByRole('heading', { name: unsubscribeMessages.doneTitle })).toBeVisible();
  expect((await marketing()).email_marketing).toBe(0);
  await saveScreenshot(page, testInfo, 'unsubscribe-done');

  await page.goto(`${baseUrl}${unsubscribePath(`${musician.profileId}.${'x'.repeat(32)}`)}`);
  await page.getByRole('button', { name: unsubscribeMessages.confirmButton }).click();
  await expect(page.getByRole('alert')).toHaveText(unsubscribeMessages.invalid);
});
