import type { Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { demoAddress } from '@yardstick/e2e-support/estimator';
import {
  embedKey,
  ownerApi,
  registerOwner,
  signInAs,
  type Owner,
} from '@yardstick/e2e-support/owners';
import { openQuoteCard } from './support/quoteCards.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { acceptQuoteThroughEmbed, createService } from './support/seed.ts';

/**
 * Full-page pictures of every main screen at desktop and phone widths, in test-results/,
 * for a person to look over. Each screen is shown once its content is in.
 */

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
}

const h1 = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const PUBLIC_SCREENS: Screen[] = [
  { name: 'landing', path: '/', ready: h1(/Quote any lawn/) },
  { name: 'login', path: '/login', ready: h1('Sign in') },
  { name: 'register', path: '/register?plan=pro', ready: h1('Create your account') },
  { name: 'pricing-guide', path: '/pricing-guide', ready: h1('Pricing Guide') },
  { name: 'terms-of-use', path: '/terms-of-use', ready: h1('Terms of Use') },
  { name: 'privacy-policy', path: '/privacy-policy', ready: h1('Privacy Policy') },
  { name: 'ai-test', path: '/ai-test', ready: h1('AI Analysis Test') },
];

const OWNER_SCREENS: Screen[] = [
  {
    name: 'account',
    path: '/account',
    ready: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Script tag code' })).toHaveValue(/^<script/);
    },
  },
  {
    name: 'services',
    path: '/services',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Lawn Mowing' })).toBeVisible();
    },
  },
  {
    name: 'accepted-quotes',
    path: '/accepted-quotes',
    ready: async (page) => {
      // On a phone the list shows a row per quote, opened as an owner taps it.
      await openQuoteCard(page, 'Sam Screenshot');
      await expect(page.getByRole('img', { name: /^Map of/ })).toBeVisible();
      await page
        .getByRole('img', { name: /^Map of/ })
        .evaluate((img: HTMLImageElement) => img.decode());
    },
  },
  { name: 'storefronts', path: '/storefronts', ready: h1('Storefront Configuration') },
];

/** Pictures for a person: `pnpm shots` takes them, `pnpm test` leaves them out. */
const GALLERY = { tag: '@gallery' };

test.describe('Screenshots', () => {
  let owner: Owner;
  let apiKey: string;
  let address: string;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'pictures' });
    const api = await ownerApi(owner);
    await createService(api, 'Lawn Mowing', [
      { frequency: 'weekly', pricePerSqFt: 0.008, minimumPrice: 50 },
      { frequency: 'bi-weekly', pricePerSqFt: 0.009 },
    ]);
    await acceptQuoteThroughEmbed(api, 'Sam Screenshot', 4);
    apiKey = await embedKey(api);
    address = await demoAddress(api, 5);
    await api.dispose();
  });

  for (const width of [1280, 375]) {
    test(`every main screen is captured at ${width} px`, GALLERY, async ({ page, context }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width > 700 ? 800 : 740 });
      for (const screen of PUBLIC_SCREENS) {
        await page.goto(screen.path);
        await screen.ready(page);
        await screenshot(page, screen.name);
      }

      await page.goto(`/embed?apiKey=${apiKey}&companyName=Sunrise%20Lawns`);
      await expect(page.getByRole('combobox', { name: 'Property address' })).toBeVisible();
      await screenshot(page, 'embed');

      await signInAs(context, owner);
      for (const screen of OWNER_SCREENS) {
        await page.goto(screen.path);
        await screen.ready(page);
        await screenshot(page, screen.name);
      }

      await page.goto('/services');
      await page.getByRole('button', { name: 'Delete Lawn Mowing' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await screenshot(page, 'services-confirm-delete');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Add Service', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Service' })).toBeVisible();
      await screenshot(page, 'services-form');

      await page.goto('/analyze');
      await page.getByRole('combobox', { name: 'Property address' }).fill(address);
      await page.getByRole('button', { name: 'Analyze Property' }).click();
      const map = page.getByRole('img', { name: /^Map of/ });
      await expect(map).toBeVisible();
      await map.evaluate((img: HTMLImageElement) => img.decode());
      await screenshot(page, 'analyze-results');

      if (width < 768) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await screenshot(page, 'menu-open');
      }
    });
  }
});
