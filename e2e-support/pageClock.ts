/**
 * The page's fake clock (Playwright's `page.clock`), stopped where a test can move it step by
 * step. `pauseAt` takes a moment that must still lie ahead when the call reaches the page, and on
 * a loaded machine the call can take over a second to get there: the moment is read off the
 * page's own clock and set well ahead of it.
 */
import type { Page } from '@playwright/test';

/** How far ahead of the page's clock it stops: longer than any call takes to reach the page. */
const PAUSE_LEAD_MS = 10_000;

/** Stops the page's clock (installed with `page.clock.install`) a little ahead of its time. */
export async function pausePageClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + PAUSE_LEAD_MS);
}
