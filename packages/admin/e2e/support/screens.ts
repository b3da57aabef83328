import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Screenshots are for people to look at, not committed: they go to /tmp. */
export const SCREENSHOT_DIR = '/tmp/ys-admin-e2e';

/** Saves a full-page screenshot named after the screen and the viewport width. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
}
