import type { Locator } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { formatCurrency, formatSqFt } from '@yardstick/core/format';
import {
  guidePriceRange,
  guideVolumeExamples,
  PRICING_GUIDE_PROPERTIES,
  TYPICAL_RATE_RANGES,
  VOLUME_EXAMPLE_RATE,
} from '@yardstick/core/pricingGuide';
import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';

/** The pricing guide's example properties: every figure readable on a phone and on a desktop. */

const expected = PRICING_GUIDE_PROPERTIES.map((property) => ({
  name: property.name,
  size: `${property.acres} acre (${formatSqFt(property.areaSqFt)})`,
  ranges: TYPICAL_RATE_RANGES.map((range) => {
    const { low, high } = guidePriceRange(property.areaSqFt, range);
    return {
      service: range.service,
      text: `${formatCurrency(low, 0)} – ${formatCurrency(high, 0)}`,
    };
  }),
}));

/** Wholly inside the viewport's width: nothing to scroll sideways to. */
async function expectWithinWidth(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test.describe('Pricing guide', () => {
  test('at 375 px every property shows its size and every service range, with no column cut off', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/pricing-guide');
    const list = page.getByRole('list', { name: 'Example properties and price ranges' });
    await expect(list).toBeVisible();
    for (const property of expected) {
      const block = list
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: property.name, exact: true }) });
      const figure = (name: string) =>
        block.getByRole('definition').filter({
          has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${name}"]`),
        });
      await expect(figure('Size')).toHaveText(property.size);
      await expectWithinWidth(figure('Size'), 375);
      for (const range of property.ranges) {
        await expect(figure(range.service)).toHaveText(range.text);
        await expect(figure(range.service)).toBeInViewport();
        await expectWithinWidth(figure(range.service), 375);
      }
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoSeriousA11yViolations(page, 'pricing guide at 375 px');
    await screenshot(page, 'pricing-guide');
  });

  test('at 1280 px the table shows every column of every property', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing-guide');
    const table = page
      .getByRole('region', { name: 'Example properties and price ranges' })
      .getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Property',
      'Size',
      ...TYPICAL_RATE_RANGES.map((range) => range.service),
    ]);
    for (const property of expected) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: property.name }) });
      await expect(row.getByRole('cell')).toHaveText([
        property.size,
        ...property.ranges.map((range) => range.text),
      ]);
    }
    await expect(
      page.getByRole('list', { name: 'Example properties and price ranges' }),
    ).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'pricing guide at 1280 px');
    await screenshot(page, 'pricing-guide');
  });

  test('shows the standard volume ladder and what it does to each example property', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/pricing-guide');
    const ladder = page
      .getByRole('region', { name: 'The standard volume ladder' })
      .getByRole('table');
    await expect(ladder.getByRole('rowheader')).toHaveText([
      '0 sq ft',
      ...STANDARD_VOLUME_TIERS.map((tier) => formatSqFt(tier.fromSqFt)),
    ]);
    await expect(
      page.getByRole('list', { name: 'Volume pricing examples' }).getByRole('listitem'),
    ).toHaveText(
      guideVolumeExamples(VOLUME_EXAMPLE_RATE).map(
        (example) =>
          `${example.name} (${formatSqFt(example.areaSqFt)}): ${formatCurrency(example.tiered, 0)} instead of ${formatCurrency(example.flat, 0)} (−${example.discountPercent}%)`,
      ),
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
