import { expect, type Locator, type Page } from '@playwright/test';
import { MOBILE_BREAKPOINT_PX } from '@yardstick/core/layout';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A quote's card on the Accepted Quotes page. On a phone the list shows a compact row per
 * quote: the row is opened first, as an owner would tap it. The layout is told by the
 * viewport, not by what is on the page: just after a resize, the page may still show the
 * other layout's card for a moment.
 */
export async function openQuoteCard(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole('article', { name });
  const width = page.viewportSize()?.width ?? MOBILE_BREAKPOINT_PX;
  if (width < MOBILE_BREAKPOINT_PX) {
    const row = page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`^${escaped(name)}`) })
      .and(page.locator('[aria-expanded]'));
    await expect(row).toBeVisible();
    if ((await row.getAttribute('aria-expanded')) === 'false') await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(card).toBeVisible();
  return card;
}
