import { signInAs } from '@yardstick/e2e-support/owners';
import { expect, test } from '@yardstick/e2e-support/test';
import { z } from 'zod';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { createService } from './support/seed.ts';

/**
 * Volume tiers on a price per tree: the owner adds one on the Services dialog, counted in
 * trees, and the price list keeps it.
 */

const servicesSchema = z.object({
  services: z.array(
    z.object({
      name: z.string(),
      frequencies: z.array(
        z.object({
          volumeTiers: z.array(z.object({ fromSqFt: z.number(), percentOfRate: z.number() })),
        }),
      ),
    }),
  ),
});

test.describe('Volume tiers counted in trees', () => {
  for (const width of [1280, 375]) {
    test(`an owner gives tree care a tier from the tenth tree at ${width} px`, async ({
      page,
      context,
      owners,
    }) => {
      const owner = await owners.create({ label: 'tiers' });
      await createService(owner.api, 'Tree care', [
        { frequency: 'monthly', pricePerSqFt: 15, basis: 'per-tree' },
      ]);
      await signInAs(context, owner);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/services');
      await page.getByRole('button', { name: 'Edit Tree care' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Service' });
      await dialog.getByText('Volume pricing:').click();
      // The standard ladder is a lawn's, in sq ft: not offered per tree.
      await expect(dialog.getByRole('button', { name: 'Use the standard ladder' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Add tier' }).click();
      const table = dialog.getByRole('table', { name: 'Monthly volume tiers' });
      await expect(table.getByRole('columnheader', { name: 'Trees above' })).toBeVisible();
      await dialog.getByRole('spinbutton', { name: 'Monthly tier 1 percent of price' }).fill('80');
      // From the tenth tree on, $12.00 a tree.
      await expect(table.getByRole('row').nth(2)).toContainText('$12.00');
      await expect(dialog.locator('.volume-tiers summary')).toHaveText(
        'Volume pricing: 1 volume tier from 10 trees',
      );
      await table.scrollIntoViewIfNeeded();
      await screenshot(page, 'volume-tiers-per-tree', { fullPage: false });
      await dialog.getByRole('button', { name: 'Update Service' }).click();
      await expect(dialog).toBeHidden();

      await expect(
        page.getByRole('listitem').filter({ hasText: 'Tree care' }).first(),
      ).toContainText('1 volume tier from 10 trees');
      const listed = servicesSchema.parse(await (await owner.api.get('/api/services')).json());
      const treeCare = listed.services.find((service) => service.name === 'Tree care');
      expect(treeCare?.frequencies[0]?.volumeTiers).toEqual([{ fromSqFt: 10, percentOfRate: 80 }]);
    });
  }
});
