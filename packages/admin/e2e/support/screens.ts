import { test, type Page } from '@playwright/test';

/**
 * Saves a screenshot (the full page unless told otherwise) named after the screen and the
 * viewport width. Screenshots are for people to look at, not committed: they go to the test's
 * own folder under test-results/.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage });
}
