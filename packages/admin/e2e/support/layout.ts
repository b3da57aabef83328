import { expect, type Locator, type Page } from '@playwright/test';

/** Fails when the page scrolls sideways, naming the elements that reach past the window's edge. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, past } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    past: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  }));
  expect(scrollWidth, `reaching past ${innerWidth} px: ${past.join(', ')}`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** How many lines the element's text takes on screen. */
export async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}
