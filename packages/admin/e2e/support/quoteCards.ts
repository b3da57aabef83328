import { expect, type Locator, type Page } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A quote's card on the Accepted Quotes page. On a phone the list shows a compact row per
 * quote: the row is opened first, as an owner would tap it.
 */
export async function openQuoteCard(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole('article', { name });
  const row = page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${escaped(name)}`), expanded: false });
  await expect(card.or(row).first()).toBeVisible();
  if ((await card.count()) === 0) await row.click();
  await expect(card).toBeVisible();
  return card;
}
