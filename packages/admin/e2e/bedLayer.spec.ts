import type { Locator, Page } from '@playwright/test';
import { signInAs } from '@yardstick/e2e-support/owners';
import { expect, test } from '@yardstick/e2e-support/test';
import { formatCurrency } from '@yardstick/core/format';
import { acceptedQuoteSchema } from '@yardstick/core/schemas/quotes';
import { z } from 'zod';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openQuoteCard } from './support/quoteCards.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { acceptQuoteThroughEmbed, createService } from './support/seed.ts';

/**
 * An owner whose mulching is priced per sq ft of beds opens a quote's map, switches the
 * editor to the beds, leaves a bed out and saves: the mulching line and the total follow,
 * the mowing line stays as it was.
 */

// The demo lot with two beds traced on its map (and a lawn and paving beside them).
const LOT_WITH_BEDS = 8;

const lineOn = (card: Locator, serviceName: string) =>
  card.locator('.quote-services__item', { hasText: serviceName });

/** The amount at the head of a line ('$214.00'), as the card shows it. */
async function lineTotal(card: Locator, serviceName: string): Promise<string> {
  const head = lineOn(card, serviceName).locator('.quote-services__head strong').nth(1);
  return ((await head.textContent()) ?? '').split(' ')[0] ?? '';
}

const cardTotal = (card: Locator) => card.locator('.quote-services__total strong');

/** Opens the card's editor and switches it to the beds by keyboard, as the owner may. */
async function editBeds(page: Page, card: Locator): Promise<Locator> {
  await card.getByRole('button', { name: 'Adjust measurement' }).click();
  await expect(card.getByRole('group', { name: 'Adjust lawn area' })).toBeVisible();
  const choice = card.getByRole('group', { name: 'Edit on the map' });
  // Only the layers this quote is priced on: mowing on the lawn, mulching on the beds.
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await choice.getByRole('radio', { name: 'Lawn' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(choice.getByRole('radio', { name: 'Beds' })).toBeChecked();
  const editor = card.getByRole('group', { name: 'Adjust beds' });
  await expect(editor.getByTestId('lawn-map')).toHaveAttribute('data-map-state', 'ready');
  return editor;
}

test.describe('Beds edited on the quote card', () => {
  for (const width of [1280, 375]) {
    test(`an owner leaves a bed out and the mulching line and total follow at ${width} px`, async ({
      page,
      context,
      owners,
    }) => {
      test.setTimeout(180_000);
      const owner = await owners.create({ label: 'beds' });
      await createService(owner.api, 'Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.006 }]);
      await createService(owner.api, 'Mulching', [
        { frequency: 'one-time', pricePerSqFt: 0.75, basis: 'bed-area' },
      ]);
      const customer = `Bea Beds ${width}`;
      await acceptQuoteThroughEmbed(owner.api, customer, LOT_WITH_BEDS);
      await signInAs(context, owner);
      await page.setViewportSize({ width, height: 1000 });
      await page.goto('/accepted-quotes');
      const card = await openQuoteCard(page, customer);
      await expect(lineOn(card, 'Mulching')).toContainText(/Beds [\d,]+ sq ft × \$0\.750/);
      const bedsBefore = /Beds ([\d,]+ sq ft) ×/.exec(
        (await lineOn(card, 'Mulching').textContent()) ?? '',
      )?.[1];
      const [mowingBefore, mulchBefore, totalBefore] = [
        await lineTotal(card, 'Mowing'),
        await lineTotal(card, 'Mulching'),
        await cardTotal(card).textContent(),
      ];

      const editor = await editBeds(page, card);
      await expect(editor.getByRole('list', { name: 'Map key' })).toHaveText(
        /Beds \(editing\)\s*Lawn\s*Paving to clear/,
      );
      const beds = editor.getByRole('group', { name: 'Bed areas' }).getByRole('checkbox');
      await expect(beds).toHaveCount(2);
      await editor.scrollIntoViewIfNeeded();
      await screenshot(page, 'beds-layer-editing', { fullPage: false });
      await expectNoSeriousA11yViolations(page, `the beds editor at ${width} px`);
      // The owner leaves the first bed out: it is not to be mulched.
      await beds.first().uncheck();
      await expect(
        editor.getByText(/^Measured [\d,]+ sq ft · adjusted [\d,]+ sq ft$/),
      ).toBeVisible();

      const saved = page.waitForResponse((r) => r.url().endsWith('/measurement'));
      await card.getByRole('button', { name: 'Save measurement' }).click();
      const response = await saved;
      expect(
        z
          .object({ layer: z.literal('beds') })
          .loose()
          .parse(response.request().postDataJSON()),
      ).toBeTruthy();
      const { acceptedQuote } = z
        .object({ acceptedQuote: acceptedQuoteSchema })
        .parse(await response.json());
      const mulch = acceptedQuote.services.find((line) => line.serviceName === 'Mulching');
      expect(mulch?.quantity).toBe(acceptedQuote.bedAreaSqFt);

      await expect(lineOn(card, 'Mulching')).not.toContainText(mulchBefore);
      expect(await lineTotal(card, 'Mulching')).toBe(formatCurrency(mulch?.totalCost ?? 0));
      expect(await lineTotal(card, 'Mowing')).toBe(mowingBefore);
      await expect(cardTotal(card)).not.toHaveText(totalBefore ?? '');
      // The card's picture of the lot shows the beds as edited.
      await expect(card.getByRole('img', { name: /, beds as edited outlined$/ })).toBeVisible();
      // The lawn was not adjusted: the card says nothing of a lawn adjustment.
      await expect(card.locator('dt', { hasText: /^Measured area$/ })).toHaveCount(0);
      // The figures the edit replaced stay listed, saying it was the beds that were edited.
      await expect(card.getByRole('list', { name: 'Measurement history' })).toContainText(
        `Beds ${bedsBefore} before your edit · ${totalBefore}`,
      );
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'beds-layer-saved', { fullPage: false });
    });
  }
});
