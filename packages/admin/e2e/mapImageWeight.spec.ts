import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { SMALL_MAP_IMAGE_MAX_BYTES } from '@yardstick/core/mapImage';
import { siteFrom } from '@yardstick/e2e-support/site';
import { baseUrl } from '@yardstick/e2e-support/site';
import { demoAddress } from '@yardstick/e2e-support/estimator';
import { ownerApi, registerOwner, signInAs } from '@yardstick/e2e-support/owners';
import { openQuoteCard } from './support/quoteCards.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { acceptQuoteThroughEmbed, createService, type SeededQuote } from './support/seed.ts';

/**
 * The map image everywhere it is shown (landing demo, storefront, /analyze, the owner's quote
 * card): a phone loads the light WebP variant named by the picture's <source srcset>, a
 * desktop the full PNG. What was loaded is read off the wire and off the decoded image.
 */

const MAP = /^Map of .* with the mowable (lawn|areas) highlighted$/;

interface Loaded {
  url: string;
  contentType: string;
  bytes: Buffer;
  naturalWidth: number;
}

type Received = Map<string, { contentType: string; body: Promise<Buffer> }>;

/** Records the map images the page receives, so the one on screen can be looked up by URL. */
function recordMapImages(page: Page): Received {
  const received: Received = new Map();
  page.on('response', (response) => {
    if (!response.url().includes('/api/green-overlay-image')) return;
    const contentType = response.headers()['content-type'] ?? '';
    received.set(response.url(), { contentType, body: response.body() });
  });
  return received;
}

async function loadedMap(img: Locator, received: Received): Promise<Loaded> {
  await expect(img).toBeVisible();
  const { url, naturalWidth } = await img.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    return { url: element.currentSrc, naturalWidth: element.naturalWidth };
  });
  const response = received.get(url);
  if (!response) throw new Error(`the page did not receive ${url}`);
  return { url, naturalWidth, contentType: response.contentType, bytes: await response.body };
}

/** The picture names the small variant for phones, whatever the width. */
async function expectSmallVariantOffered(img: Locator): Promise<void> {
  const source = img.locator('xpath=preceding-sibling::source');
  await expect(source).toHaveAttribute(
    'srcset',
    /\/api\/green-overlay-image\?analysisId=[\w-]+&variant=small$/,
  );
  await expect(source).toHaveAttribute('type', 'image/webp');
}

function expectPhoneImage(loaded: Loaded): void {
  expect(loaded.url).toMatch(/&variant=small$/);
  expect(loaded.contentType).toBe('image/webp');
  // RIFF….WEBP: a real WebP, as Chromium decoded it at its full 600 px.
  expect(loaded.bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(loaded.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  expect(loaded.bytes.length).toBeLessThanOrEqual(SMALL_MAP_IMAGE_MAX_BYTES);
  expect(loaded.naturalWidth).toBe(600);
}

function expectDesktopImage(loaded: Loaded): void {
  expect(loaded.url).not.toContain('variant=');
  expect(loaded.contentType).toBe('image/png');
  expect(loaded.bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(loaded.naturalWidth).toBe(600);
}

/**
 * Types the address and picks it from the suggestions, as a homeowner would: on a phone the open
 * suggestion list lies over the Analyze button.
 */
async function analyze(scope: Page | Locator, address: string): Promise<void> {
  await scope.getByRole('combobox', { name: 'Property address' }).fill(address);
  await scope.getByRole('option', { name: address }).first().click();
  await scope.getByRole('button', { name: 'Analyze Property' }).click();
}

test.describe('Map image weight', () => {
  let api: APIRequestContext;
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let quote: SeededQuote;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'mapweight' });
    api = await ownerApi(owner);
    await createService(api, 'Lawn Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.008 }]);
    // The demo region's first lot has a map a full 600 px wide.
    quote = await acceptQuoteThroughEmbed(api, 'Pat Weight', 0);
  });
  test.afterAll(async () => {
    await api.dispose();
  });

  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ] as const) {
    const phone = width < 640;
    test(`at ${width} px every map loads the ${phone ? 'small WebP' : 'full PNG'}`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      const received = recordMapImages(page);
      const expectImage = phone ? expectPhoneImage : expectDesktopImage;
      const address = await demoAddress(api, 0);

      // The landing page's live demo.
      await page.goto('/');
      const demo = page.getByRole('region', { name: 'Try the property analyzer' });
      await analyze(demo, address);
      const demoMap = demo.getByRole('img', { name: MAP });
      expectImage(await loadedMap(demoMap, received));
      await expectSmallVariantOffered(demoMap);

      // The demo storefront.
      await page.goto(siteFrom(baseUrl()).storefront('demo'));
      const main = page.getByRole('main');
      await analyze(main, address);
      const storefrontMap = main.getByRole('img', { name: MAP });
      expectImage(await loadedMap(storefrontMap, received));
      await expectSmallVariantOffered(storefrontMap);

      // The owner's own analysis and the accepted quote's card.
      await signInAs(context, owner);
      await page.goto('/analyze');
      await analyze(page, address);
      const analyzeMap = page.getByRole('img', { name: MAP });
      expectImage(await loadedMap(analyzeMap, received));
      await expectSmallVariantOffered(analyzeMap);
      await screenshot(page, 'map-weight-analyze');

      await page.goto('/accepted-quotes');
      // A phone lists compact rows: the card, and its map, come with opening one.
      const card = await openQuoteCard(page, quote.customerName);
      const quoteMap = card.getByRole('img', { name: MAP });
      await quoteMap.scrollIntoViewIfNeeded();
      expectImage(await loadedMap(quoteMap, received));
      await expectSmallVariantOffered(quoteMap);
      await screenshot(page, 'map-weight-quote-card');
    });
  }
});
