/** The embed snippets as an owner takes them from the account page: shown, then copied. */
import type { Page } from '@playwright/test';
import { signInAs, type Owner } from './owners.ts';
import { expect } from './test.ts';

export const SNIPPET_TABS = {
  'Script tag': { field: 'Script tag code', copy: 'Copy Script Tag' },
  iframe: { field: 'Embed code', copy: 'Copy Embed Code' },
  React: { field: 'React component code', copy: 'Copy React Code' },
} as const;

export type SnippetTab = keyof typeof SNIPPET_TABS;

/** Signs the page in as the owner and opens the account page. */
export async function openAccountAs(page: Page, owner: Owner, main: string): Promise<void> {
  await signInAs(page.context(), owner);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: main });
  await page.goto(`${main}/account`);
}

/** Picks the tab, presses its copy button and returns what landed on the clipboard. */
export async function copySnippet(page: Page, tab: SnippetTab): Promise<string> {
  const { field, copy } = SNIPPET_TABS[tab];
  await page.getByRole('tab', { name: tab }).click();
  const shown = page.getByRole('textbox', { name: field });
  await expect(shown).not.toHaveValue('Generating embed link...');
  await page.getByRole('button', { name: copy }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied!' }).first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await shown.inputValue());
  return copied;
}
