import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { formatPrice } from '@yardstick/core/cadence';
import { z } from 'zod';
import { ownerApi, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { openQuoteCard } from './support/quoteCards.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { acceptQuoteThroughEmbed, createService, type SeededQuote } from './support/seed.ts';

/** The accepted quote's figures under their own names, and the owner's own price for a line. */

const quotesSchema = z.object({
  acceptedQuotes: z.array(
    z.looseObject({ customerName: z.string(), mowableArea: z.number(), totalCost: z.number() }),
  ),
});

function figure(card: Locator, name: string) {
  return card
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

const sqFt = (value: number) => `${Math.round(value).toLocaleString('en-US')} sq ft`;

test.describe('Accepted quote figures', () => {
  let owner: Owner;
  let api: APIRequestContext;
  let seeded: SeededQuote;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'figures' });
    api = await ownerApi(owner);
    await createService(api, 'Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.006 }]);
    seeded = await acceptQuoteThroughEmbed(api, 'Robin Figures', 2);
  });
  test.afterAll(async () => {
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => {
    await signInAs(context, owner);
  });

  test("labels each figure for what it is and lets the owner override a line's price", async ({
    page,
  }) => {
    const listed = quotesSchema.parse(await (await api.get('/api/accepted-quotes')).json());
    const stored = listed.acceptedQuotes.find(
      (quote) => quote.customerName === seeded.customerName,
    );
    if (!stored) throw new Error('the seeded quote is not listed');
    const mowableSqFt = stored.mowableArea * 43_560;

    await page.goto('/accepted-quotes');
    const card = page.getByRole('article', { name: seeded.customerName });
    await expect(figure(card, 'Mowable area')).toHaveText(
      `${stored.mowableArea.toFixed(3)} acres · ${sqFt(mowableSqFt)}`,
    );
    await expect(figure(card, 'Lot area')).toHaveText(/^\d+\.\d{3} acres · [\d,]+ sq ft$/);
    // One weekly line: its price is per visit, and no rate is made of it over the lawn.
    const perVisit = `${formatPrice(stored.totalCost)} per visit`;
    await expect(figure(card, 'Total cost')).toHaveText(perVisit);
    await expect(card.getByText('Your effective rate')).toHaveCount(0);
    await expect(card.getByText('Market tier rate')).toHaveCount(0);
    await expect(card.getByText('Volume discount')).toHaveCount(0);
    await expect(card.getByText('Total area')).toHaveCount(0);
    await screenshot(page, 'quote-card-figures');

    // The owner quotes their own price for the mowing line, with a reason.
    await card.getByRole('button', { name: `Override a price for ${seeded.customerName}` }).click();
    await card.getByRole('spinbutton', { name: 'New price ($)' }).fill('45');
    await card.getByRole('button', { name: 'Save Price' }).click();
    const reason = card.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(
      'Please say why the price changes (the reason is kept on the quote)',
    );
    await reason.fill('Corner lot, easy access');
    await card.getByRole('button', { name: 'Save Price' }).click();

    await expect(card.getByText('Price override')).toBeVisible();
    await expect(card.getByText('Reason: Corner lot, easy access')).toBeVisible();
    await expect(
      card.getByText(`$45.00 instead of the computed $${stored.totalCost.toFixed(2)}`),
    ).toBeVisible();
    await expect(figure(card, 'Total cost')).toContainText('$45 per visit');
    await expect(figure(card, 'Total cost')).toContainText(`computed ${perVisit}`);
    await expect(card.getByText('(your price)')).toBeVisible();

    // Stored, not just shown: a reload keeps it.
    await page.reload();
    await expect(card.getByText('Reason: Corner lot, easy access')).toBeVisible();
    await expect(figure(card, 'Total cost')).toContainText('$45 per visit');
    await expect(figure(card, 'Lot area')).toBeVisible();
    await screenshot(page, 'quote-card-override');
    await page.setViewportSize({ width: 375, height: 800 });
    // The phone lists a compact row per quote: the card is opened again.
    await openQuoteCard(page, seeded.customerName);
    await expect(card.getByText('Price override')).toBeVisible();
    await screenshot(page, 'quote-card-override');

    await card.getByRole('button', { name: 'Use the computed price for Mowing' }).click();
    await expect(card.getByText('Price override')).toHaveCount(0);
    await expect(figure(card, 'Total cost')).toHaveText(perVisit);
  });
});
