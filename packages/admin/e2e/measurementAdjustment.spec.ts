import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { z } from 'zod';
import { ownerApi, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { lineCount } from './support/layout.ts';
import { openQuoteCard } from './support/quoteCards.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { acceptQuoteThroughEmbed, createService, type SeededQuote } from './support/seed.ts';

/** A homeowner who drew a smaller lawn on the map: the owner sees both areas and the difference. */

const quotesSchema = z.object({
  acceptedQuotes: z.array(
    z.looseObject({
      customerName: z.string(),
      mowableArea: z.number(),
      measuredMowableArea: z.number(),
      adjustedByCustomer: z.boolean(),
    }),
  ),
});

test.describe('A customer-adjusted measurement on the quote card', () => {
  let owner: Owner;
  let api: APIRequestContext;
  let adjusted: SeededQuote;
  let measured: SeededQuote;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'adjusted' });
    api = await ownerApi(owner);
    await createService(api, 'Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.006 }]);
    adjusted = await acceptQuoteThroughEmbed(api, 'Sam Adjusted', 1, { lawnScale: 0.5 });
    measured = await acceptQuoteThroughEmbed(api, 'Mo Measured', 1);
  });
  test.afterAll(async () => {
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => {
    await signInAs(context, owner);
  });

  for (const width of [1280, 375]) {
    test(`shows measured vs priced area with the difference in per cent at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const listed = quotesSchema.parse(await (await api.get('/api/accepted-quotes')).json());
      const stored = listed.acceptedQuotes.find((q) => q.customerName === adjusted.customerName);
      if (!stored) throw new Error('the adjusted quote is not listed');
      expect(stored.adjustedByCustomer).toBe(true);
      const percent = Math.round(
        (100 * (stored.mowableArea - stored.measuredMowableArea)) / stored.measuredMowableArea,
      );
      expect(percent).toBeLessThan(0);

      await page.goto('/accepted-quotes');
      const card = await openQuoteCard(page, adjusted.customerName);
      const measuredArea = card
        .locator('dt', { hasText: /^Measured area$/ })
        .locator('xpath=following-sibling::dd[1]');
      await expect(measuredArea).toContainText(`${stored.measuredMowableArea.toFixed(3)} acres`);
      await expect(measuredArea).toContainText(`Customer adjusted: \u2212${-percent} %`);
      // The note reads on one line, beside the figures, not broken in two.
      expect(await lineCount(measuredArea.locator('.quote-details__note'))).toBe(1);
      await expect(
        card.locator('dt', { hasText: /^Mowable area$/ }).locator('xpath=following-sibling::dd[1]'),
      ).toContainText(`${stored.mowableArea.toFixed(3)} acres`);

      // A quote priced on the measured lawn says nothing of an adjustment.
      const plain = await openQuoteCard(page, measured.customerName);
      await expect(plain.locator('dt', { hasText: /^Mowable area$/ })).toBeVisible();
      await expect(plain.locator('dt', { hasText: /^Measured area$/ })).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'quote-card-customer-adjusted');
    });
  }
});
