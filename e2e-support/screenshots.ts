/**
 * Pictures for a person to look over. `pnpm shots` (E2E_GALLERY=1) takes them into each test's
 * folder under test-results/; `pnpm test` checks the same screens without them, as nobody looks
 * at a CI run's pictures and drawing full pages to PNG costs the browser a fifth of some tests.
 */
import { test, type Page } from '@playwright/test';

/** Whether this run keeps pictures (`pnpm shots`); a failure's screenshot is kept regardless. */
export const keepsPictures = process.env.E2E_GALLERY === '1';

/**
 * Saves a picture of the page (the full page unless told otherwise) named after the screen and
 * the viewport width, when the run keeps pictures.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!keepsPictures) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage });
}

/** The full page at 1280 and at 375 px, back at 1280 after, when the run keeps pictures. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  if (!keepsPictures) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
