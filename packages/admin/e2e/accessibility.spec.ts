import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { demoAddress } from '@yardstick/e2e-support/estimator';
import {
  embedKey,
  ownerApi,
  registerOwner,
  signInAs,
  type Owner,
} from '@yardstick/e2e-support/owners';
import { acceptQuoteThroughEmbed, createService } from './support/seed.ts';

/** axe-core on every screen of the owner app: no serious or critical violations. */

async function openAndCheck(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectNoSeriousA11yViolations(page, path);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

test.describe('Accessibility of the public screens', () => {
  const screens: [string, string | RegExp][] = [
    ['/', /Quote any lawn in seconds/],
    ['/login', 'Sign in'],
    ['/register', 'Create your account'],
    ['/pricing-guide', 'Pricing Guide'],
    ['/terms-of-use', 'Terms of Use'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/ai-test', 'AI Analysis Test'],
  ];
  for (const [path, name] of screens) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await openAndCheck(page, path, heading(name));
    });
  }

  for (const [path, name] of [
    ['/pricing-guide', 'Pricing Guide'],
    ['/ai-test', 'AI Analysis Test'],
  ] as const) {
    test(`${path} at 375 px: its scrolling tables can be reached by keyboard`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openAndCheck(page, path, heading(name));
      const table = page
        .getByRole('region')
        .filter({ has: page.getByRole('table') })
        .first();
      await table.focus();
      await expect(table).toBeFocused();
    });
  }

  test('the register page with its field messages has no serious or critical violations', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/register with errors');
  });
});

test.describe('Accessibility of the owner screens', () => {
  let owner: Owner;
  let api: APIRequestContext;
  let apiKey: string;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'axe' });
    api = await ownerApi(owner);
    await createService(api, 'Lawn Mowing', [
      { frequency: 'weekly', pricePerSqFt: 0.008, minimumPrice: 50 },
      { frequency: 'bi-weekly', pricePerSqFt: 0.009 },
    ]);
    await acceptQuoteThroughEmbed(api, 'Alex Axe', 1);
    apiKey = await embedKey(api);
  });
  test.afterAll(async () => {
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => {
    await signInAs(context, owner);
  });

  test('/account has no serious or critical violations', async ({ page }) => {
    await openAndCheck(page, '/account', async () => {
      await expect(page.getByRole('textbox', { name: 'Script tag code' })).toHaveValue(/^<script/);
    });
  });

  test('/services, and its form dialog, have no serious or critical violations', async ({
    page,
  }) => {
    await openAndCheck(page, '/services', async () => {
      await expect(page.getByRole('heading', { name: 'Lawn Mowing' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Edit Lawn Mowing' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Service' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/services with the form open');
  });

  test('/accepted-quotes, in and out of edit mode, has no serious or critical violations', async ({
    page,
  }) => {
    await openAndCheck(page, '/accepted-quotes', async () => {
      await expect(page.getByRole('img', { name: /^Map of/ })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Edit Alex Axe' }).click();
    await expectNoSeriousA11yViolations(page, '/accepted-quotes editing');
  });

  test('/storefronts has no serious or critical violations', async ({ page }) => {
    await openAndCheck(page, '/storefronts', heading('Storefront Configuration'));
  });

  test('/analyze, before and after an analysis, has no serious or critical violations', async ({
    page,
  }) => {
    await openAndCheck(page, '/analyze', async () => {
      await expect(page.getByRole('heading', { name: /Powered by/ })).toBeVisible();
    });
    await page
      .getByRole('combobox', { name: 'Property address' })
      .fill(await demoAddress(page.request, 3));
    await page.getByRole('button', { name: 'Analyze Property' }).click();
    await expect(page.getByRole('img', { name: /^Map of/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/analyze with results');
  });

  test('/embed with a good key has no serious or critical violations', async ({ page }) => {
    await openAndCheck(page, `/embed?apiKey=${apiKey}&companyName=Axe%20Lawns`, async () => {
      await expect(page.getByRole('combobox', { name: 'Property address' })).toBeVisible();
    });
  });
});
