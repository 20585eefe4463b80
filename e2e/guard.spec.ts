import { expect, guard, test } from './fixtures';

// The fixtures' guard, shown working: each check empties what it provoked, so the guard's own
// end-of-test assertion still passes.
test('a request leaving 127.0.0.1 is aborted and recorded, and so is an uncaught page error', async ({
  page,
  baseURL,
}) => {
  // A navigation, not a fetch from our pages: their CSP would stop a fetch before the network.
  const probe = await page.context().newPage();
  await expect(probe.goto('https://example.com/tracker.js')).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/);
  await probe.close();
  expect(guard.offHostRequests).toEqual(['https://example.com/tracker.js']);
  await page.goto(`${baseURL}/`);
  guard.offHostRequests.length = 0;

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('a crash nobody caught');
    }, 0);
  });
  await expect.poll(() => guard.pageErrors).toContain('a crash nobody caught');
  guard.pageErrors.length = 0;
});
