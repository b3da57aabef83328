import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The app's toast (SPEC §2.3, §8): one at a time. Errors are 'alert's titled 'Error',
 * the rest 'status'es. The locator matches the toast holding the text.
 */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** An error toast: the destructive style, announced as an alert. */
export function errorToast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * Closes the toast showing the text, as a user does when it sits over the button they want
 * next (toasts stay 5 seconds). Works for the app's toasts and the estimator's.
 */
export async function closeToast(page: Page, text: string): Promise<void> {
  const shown = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
  await shown.getByRole('button', { name: 'Close notification' }).click();
  await expect(page.getByText(text)).toBeHidden();
}
