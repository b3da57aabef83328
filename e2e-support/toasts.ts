import { expect, type Locator, type Page } from '@playwright/test';
import { TOAST_DURATION_MS } from '@yardstick/core/toast';

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
 * next. It goes by itself after TOAST_DURATION_MS (5 s), so on a busy machine it may be gone
 * before the click: then there is nothing to close. Either way it is hidden afterwards. Works
 * for the app's toasts and the estimator's.
 */
export async function closeToast(page: Page, text: string): Promise<void> {
  const shown = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
  const close = shown.getByRole('button', { name: 'Close notification' });
  if (await close.isVisible()) {
    // A click that finds the toast gone by the time it lands has done its job.
    await close.click({ timeout: TOAST_DURATION_MS }).catch(async (error: unknown) => {
      if (await shown.isVisible()) throw error;
    });
  }
  await expect(page.getByText(text)).toBeHidden();
}
