import { createMessage, createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

test(
  'a musician reads, stars, archives and deletes fan messages',
  { tag: '@desktop' },
  async ({ page, isolatedServer }, testInfo) => {
    const assertNoPageErrors = failOnPageErrors(page);
    const base = isolatedServer.baseUrl;
    const isPhone = testInfo.project.name === 'phone';
    const musician = await createMusician(isolatedServer.db, {
      stageName: 'The Mersey Sound',
      profile: { bio: 'Beat group.', music_styles: ['Pop'] },
    });
    const musicianId = musician.profileId;
    await createMessage(isolatedServer.db, musicianId, {
      name: 'Tom',
      subject: 'Encore',
      message: 'Play Twist and Shout again!',
      created_at: daysAgo(1),
    });
    await createMessage(isolatedServer.db, musicianId, {
      name: 'Aisha',
      subject: null,
      message: 'Great night at the Cavern.',
      created_at: daysAgo(3),
    });
    await createMessage(isolatedServer.db, musicianId, {
      name: 'Old Friend',
      subject: 'Long time',
      message: 'Saw you years ago.',
      created_at: '2025-01-10T12:00:00.000Z',
    });

    // A fan writes from the public artist page (its API, anonymous).
    const sent = await page.request.post(`${base}/api/messages/send`, {
      data: {
        name: 'Priya Shah',
        email: 'priya@example.com',
        subject: 'Wedding booking',
        message: 'Hello!\nCould you play our wedding on 14 June?\nThanks, Priya',
        qr_code_id: musician.qrCodeId,
        artist_name: 'The Mersey Sound',
      },
    });
    expect(sent.status()).toBe(201);

    await page.request.post(`${base}/api/auth/signin`, {
      data: { email: musician.email, password: musician.password },
    });
    await page.goto(`${base}/dashboard`);
    const inbox = page.getByRole('region', { name: 'Messages' });
    const filter = (name: RegExp) => inbox.getByRole('group', { name: 'Show messages' }).getByRole('button', { name });
    await expect(filter(/^All/)).toHaveAccessibleName('All 4');
    await expect(filter(/^Unread/)).toHaveAccessibleName('Unread 4');
    await expect(filter(/^Starred/)).toHaveAccessibleName('Starred 0');
    await expect(filter(/^Archived/)).toHaveAccessibleName('Archived 0');
    await expect(filter(/^All/)).toHaveAttribute('aria-pressed', 'true');

    const list = inbox.getByRole('list', { name: 'Messages' });
    const row = (name: string) => list.getByRole('button', { name: new RegExp(name) });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(row('Priya Shah')).toContainText('Today');
    await expect(row('Tom')).toContainText('Yesterday');
    await expect(row('Aisha')).toContainText('3 days ago');
    await expect(row('Aisha')).toContainText('(No subject)');
    await expect(row('Old Friend')).toContainText('10 Jan 2025');
    await expect(row('Priya Shah')).toHaveAccessibleName(/^Unread: Priya Shah/);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'inbox-list');

    // Opening a message shows it in full and marks it read.
    await row('Priya Shah').click();
    const detail = inbox.getByRole('article', { name: 'Wedding booking' });
    await expect(detail).toContainText('priya@example.com');
    await expect(detail).toContainText('Could you play our wedding on 14 June?');
    await expect(filter(/^Unread/)).toHaveAccessibleName('Unread 3');
    await expect(detail.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
      'href',
      'mailto:priya@example.com?subject=Re%3A%20Wedding%20booking',
    );
    if (isPhone) {
      // One pane at a time on phones: the list gives way to the message.
      await expect(list).toBeHidden();
      await expect(detail.getByRole('heading', { name: 'Wedding booking' })).toBeFocused();
    }
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'inbox-message');

    await detail.getByRole('button', { name: 'Star' }).click();
    await expect(detail.getByRole('button', { name: 'Unstar' })).toBeVisible();
    await expect(filter(/^Starred/)).toHaveAccessibleName('Starred 1');

    await detail.getByRole('button', { name: 'Archive' }).click();
    await expect(detail.getByRole('button', { name: 'Unarchive' })).toBeVisible();
    await expect(filter(/^All/)).toHaveAccessibleName('All 3');
    await expect(filter(/^Archived/)).toHaveAccessibleName('Archived 1');
    await expect(filter(/^Starred/)).toHaveAccessibleName('Starred 0');

    // On a phone a filter tapped while a message is open brings the filtered list back.
    await filter(/^Archived/).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(row('Priya Shah')).toBeVisible();
    if (isPhone) {
      await row('Priya Shah').click();
      await expect(list).toBeHidden();
      await detail.getByRole('button', { name: 'Back to messages' }).click();
      await expect(list).toBeVisible();
    }

    // Replying marks a message read as well (the mail app itself is not opened in the test).
    await filter(/^Unread/).click();
    await row('Tom').click();
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
        },
        true,
      ),
    );
    await expect(filter(/^Unread/)).toHaveAccessibleName('Unread 2');
    await inbox.getByRole('article', { name: 'Encore' }).getByRole('link', { name: 'Reply via Email' }).click();

    // Delete, after the spec's confirmation.
    await inbox.getByRole('article', { name: 'Encore' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Message' });
    await expect(confirm).toContainText('Are you sure you want to delete this message?');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'inbox-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete Message' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Message deleted')).toBeVisible();
    await expect(filter(/^All/)).toHaveAccessibleName('All 2');

    // The server kept every change.
    const stored: Array<{ name: string; is_read: boolean; is_starred: boolean; is_archived: boolean }> = await (
      await page.request.get(`${base}/api/messages`)
    ).json();
    expect(stored.map((message) => message.name).sort()).toEqual(['Aisha', 'Old Friend', 'Priya Shah']);
    expect(stored.find((message) => message.name === 'Priya Shah')).toMatchObject({
      is_read: true,
      is_starred: true,
      is_archived: true,
    });
    assertNoPageErrors();
  },
);
