import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Screenshots are for people to look at, not committed: they go to /tmp (or SCREENSHOT_DIR). */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/ys-admin-e2e';

/** Saves a screenshot (the full page unless told otherwise) named after the screen and the viewport width. */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage });
}
