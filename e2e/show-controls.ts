import { expect, type Locator, type Page } from '@playwright/test';

/** The show's controls live in a sheet opened from the row above the queue. */
export async function openControls(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Controls/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Show controls' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Closes the sheet with its close button (the dialog's X), so the queue behind is reachable again. */
export async function closeControls(sheet: Locator): Promise<void> {
  // The header's X and the sheet's own Close button both close it; the header's comes first.
  await sheet.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(sheet).toHaveCount(0);
}
