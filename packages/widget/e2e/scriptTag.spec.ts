/**
 * The <yardstick-estimator> element on a plain third-party page (examples/script-tag.html),
 * served from another origin (127.0.0.1:E2E_PORT+1) with loud global CSS of its own.
 */
import type { Page } from '@playwright/test';
import {
  EstimatorUi,
  analysisAnswer,
  demoAddresses,
  splitTotal,
  expectedServicePrice,
  holdAnalysis,
} from '@yardstick/e2e-support/estimator';
import { LAWN_SERVICES } from '@yardstick/e2e-support/owners';
import type { Site } from '@yardstick/e2e-support/site';
import { expect, test, type OwnerFactory } from '@yardstick/e2e-support/test';
import {
  propertyAnalysisResultSchema,
  type PropertyAnalysisResult,
} from '@yardstick/core/schemas/analysis';
import { acceptedQuoteSchema } from '@yardstick/core/schemas/quotes';
import { screenshot } from '@yardstick/e2e-support/screenshots';

const [MOWING, AERATION] = LAWN_SERVICES;
const [WEEKLY, BI_WEEKLY] = MOWING.frequencies;
const [ONE_TIME] = AERATION.frequencies;

const HOTPINK = 'rgb(255, 105, 180)';

interface HeardEvent {
  type: string;
  detail: unknown;
}

declare global {
  interface Window {
    heardYardstickEvents?: HeardEvent[];
    layoutShift?: number;
  }
}

/** Opens the example page and points its first estimator at the owner's key. */
async function openExample(page: Page, site: Site, apiKey: string): Promise<EstimatorUi> {
  await page.goto(`${site.examples}/script-tag.html`);
  const element = page.locator('yardstick-estimator#estimator-main');
  // The element watches its attributes, as a site owner changing the embed code would expect.
  await element.evaluate((node, key) => node.setAttribute('api-key', key), apiKey);
  const ui = new EstimatorUi(element);
  await expect(ui.address).toBeVisible();
  return ui;
}

/** Records the estimator's DOM events as a listener on the host page's document hears them. */
async function listenOnDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const heard: { type: string; detail: unknown }[] = [];
    window.heardYardstickEvents = heard;
    for (const type of ['yardstick:analysis-complete', 'yardstick:quote-accepted']) {
      document.addEventListener(type, (event) => {
        heard.push({ type, detail: event instanceof CustomEvent ? event.detail : null });
      });
    }
  });
}

async function heardEvents(page: Page): Promise<HeardEvent[]> {
  return page.evaluate(() => window.heardYardstickEvents ?? []);
}

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

/**
 * The example page for a new owner with the estimator proper held back until `release()`, as
 * a slow network would: until then the loader's own first screen is all there is.
 */
async function openWithEstimatorHeld(
  page: Page,
  site: Site,
  owners: OwnerFactory,
): Promise<{ ui: EstimatorUi; address: string; release(): void }> {
  const owner = await owners.create({ services: LAWN_SERVICES });
  const [address = ''] = await demoAddresses(page.request, site.main);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/chunks\/estimator-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const ui = await openExample(page, site, await owner.apiKey());
  return { ui, address, release };
}

type Box = { x: number; y: number; width: number; height: number } | null;

function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('Estimator widget on a third-party page', () => {
  test('quotes an address picked from the suggestions and files the accepted quote with its owner only', async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: LAWN_SERVICES });
    const otherOwner = await owners.create({ services: LAWN_SERVICES });
    const [, address = ''] = await demoAddresses(page.request, site.main);
    const ui = await openExample(page, site, await owner.apiKey());
    await expect(
      page.getByRole('heading', { name: 'Property Analyzer - Powered by Green Acres Lawn Care' }),
    ).toBeVisible();

    // Part of the address, then the keyboard: ArrowDown highlights, Enter picks.
    await ui.address.pressSequentially(address.split(' ').slice(0, 2).join(' '));
    await expect(ui.suggestions.first()).toHaveText(address);
    await ui.address.press('ArrowDown');
    await expect(ui.suggestions.first()).toHaveAttribute('aria-selected', 'true');
    await ui.address.press('Enter');
    await expect(ui.address).toHaveValue(address);
    await expect(ui.suggestions).toHaveCount(0);

    const gate = await holdAnalysis(page);
    const answer = analysisAnswer(page);
    await ui.analyzeButton.click();
    await expect(ui.progress).toBeVisible();
    await expect(ui.progress.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible();
    await expect(ui.root.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    gate.release();
    const result = await answer;

    await ui.expectResults(result);
    await expect(ui.progress).toHaveCount(0);
    await ui.expectMapLoaded();
    const image = await ui.mapImage.evaluate((img: HTMLImageElement) => ({
      naturalWidth: img.naturalWidth,
      shownWidth: img.getBoundingClientRect().width,
      shownHeight: img.getBoundingClientRect().height,
    }));
    expect(image.naturalWidth).toBeGreaterThan(0);
    expect(image.shownWidth).toBeLessThanOrEqual(600);
    expect(image.shownHeight).toBeLessThanOrEqual(600);

    // Weekly mowing is offered first; the visitor changes it and adds aeration.
    const weekly = expectedServicePrice(result, MOWING.name, WEEKLY);
    const biWeekly = expectedServicePrice(result, MOWING.name, BI_WEEKLY);
    const aeration = expectedServicePrice(result, AERATION.name, ONE_TIME);
    await expect(ui.total).toHaveText(splitTotal({ visit: weekly }));
    await ui.frequencySelect(MOWING.name).selectOption({ label: 'Bi-weekly' });
    await expect(ui.total).toHaveText(splitTotal({ visit: biWeekly }));
    await expect(ui.serviceCheckbox(AERATION.name)).not.toBeChecked();
    await ui.serviceCheckbox(AERATION.name).check();
    await expect(ui.total).toHaveText(splitTotal({ visit: biWeekly, once: aeration }));

    const customer = { name: 'Pat Green', email: 'pat.green@example.com' };
    await ui.acceptQuote(customer);

    const quotes = await owner.acceptedQuotes();
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({
      customerName: customer.name,
      customerEmail: customer.email,
      customerAddress: address,
      totalCost: biWeekly + aeration,
      propertyAnalysisId: result.analysisId,
    });
    expect(
      quotes[0]?.services.map(({ serviceName, frequency, totalCost }) => ({
        serviceName,
        frequency,
        totalCost,
      })),
    ).toEqual(
      expect.arrayContaining([
        { serviceName: MOWING.name, frequency: 'bi-weekly', totalCost: biWeekly },
        { serviceName: AERATION.name, frequency: 'one-time', totalCost: aeration },
      ]),
    );
    expect(await otherOwner.acceptedQuotes()).toEqual([]);
  });

  test("keeps the host page's CSS out and its own in, and tells the page what happened with DOM events", async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: LAWN_SERVICES });
    const [address = ''] = await demoAddresses(page.request, site.main);
    const ui = await openExample(page, site, await owner.apiKey());

    const inside = await ui.analyzeButton.evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        background: style.backgroundColor,
        fontFamily: style.fontFamily,
        color: style.color,
        border: style.borderTopStyle,
      };
    });
    expect(inside.background).not.toBe(HOTPINK);
    expect(inside.background).not.toBe('rgb(0, 0, 0)');
    expect(inside.fontFamily).not.toMatch(/^"?serif"?$/);
    expect(inside.color).not.toBe('rgb(255, 0, 0)');
    expect(inside.border).not.toBe('dashed');
    const field = await ui.address.evaluate((input) => getComputedStyle(input).backgroundColor);
    expect(field).not.toBe('rgb(255, 255, 0)');

    const hostButton = page.getByRole('button', { name: 'A button of the host page' });
    await expect(hostButton).toHaveCSS('background-color', HOTPINK);
    await expect(hostButton).toHaveCSS('border-top-style', 'dashed');
    await expect(page.getByRole('heading', { name: 'Green Acres Lawn Care', level: 1 })).toHaveCSS(
      'font-family',
      'serif',
    );

    await listenOnDocument(page);
    const result = await ui.analyze(page, address);
    await ui.acceptQuote({ name: 'Robin Hedge', email: 'robin@example.com' });

    const heard = await heardEvents(page);
    expect(heard.map((event) => event.type)).toEqual([
      'yardstick:analysis-complete',
      'yardstick:quote-accepted',
    ]);
    const analysed: PropertyAnalysisResult = propertyAnalysisResultSchema.parse(heard[0]?.detail);
    expect(analysed.analysisId).toBe(result.analysisId);
    expect(analysed.address).toBe(address);
    const quote = acceptedQuoteSchema.parse(heard[1]?.detail);
    expect(quote).toMatchObject({
      customerName: 'Robin Hedge',
      propertyAnalysisId: result.analysisId,
      totalCost: expectedServicePrice(result, MOWING.name, WEEKLY),
    });
    // The example page's own listener wrote both into its visible log.
    await expect(page.locator('#event-log [data-event]')).toHaveText([
      `yardstick:analysis-complete from #estimator-main: ${result.analysisId}`,
      `yardstick:quote-accepted from #estimator-main: ${quote.id}`,
    ]);
  });

  test.describe('on a 375 px wide phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('fits the screen without horizontal scrolling and still analyzes', async ({
      page,
      site,
      owners,
    }) => {
      const owner = await owners.create({ services: LAWN_SERVICES });
      const addresses = await demoAddresses(page.request, site.main);
      const ui = await openExample(page, site, await owner.apiKey());
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      const box = await ui.root.boundingBox();
      expect(box?.width ?? Infinity).toBeLessThanOrEqual(375);

      const result = await ui.analyze(page, addresses[2] ?? '');
      await ui.expectResults(result);
      await ui.expectMapLoaded();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      const mapBox = await ui.mapImage.boundingBox();
      expect(mapBox?.width ?? Infinity).toBeLessThanOrEqual(375);
      await screenshot(page, 'widget-third-party');
    });

    test('an open suggestion list leaves Analyze in reach, closes on Escape and a tap elsewhere, and stays open through a scroll', async ({
      page,
      site,
      owners,
    }) => {
      const owner = await owners.create({ services: LAWN_SERVICES });
      const [address = ''] = await demoAddresses(page.request, site.main);
      const ui = await openExample(page, site, await owner.apiKey());
      const list = ui.root.getByRole('listbox', { name: 'Address suggestions' });
      const openList = async () => {
        await ui.address.fill('');
        await ui.address.pressSequentially(address.slice(0, 10));
        await expect(ui.suggestions.first()).toBeVisible();
      };

      await openList();
      expect(overlaps(await list.boundingBox(), await ui.analyzeButton.boundingBox())).toBe(false);
      await screenshot(page, 'widget-suggestions', { fullPage: false });
      await ui.address.press('Escape');
      await expect(list).toBeHidden();

      await openList();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(list).toBeHidden();

      await openList();
      await page.mouse.wheel(0, 120);
      await expect(ui.suggestions.first()).toBeVisible();

      // With the list open, a tap on Analyze analyzes what was typed.
      await ui.address.fill(address);
      await expect(ui.suggestions.first()).toBeVisible();
      await expect(ui.analyzeButton).toBeInViewport();
      const result = await ui.clickAnalyze(page);
      expect(result.address).toBe(address);
    });
  });
});

test.describe('Widget script', () => {
  for (const path of ['/widget/yardstick.js', '/widget/v1/yardstick.js']) {
    test(`serves ${path} to other origins with CORS and caching headers`, async ({
      page,
      site,
    }) => {
      const response = await page.request.get(`${site.main}${path}`, {
        headers: { Origin: site.examples },
      });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toContain('javascript');
      expect(headers['access-control-allow-origin']).toBe('*');
      expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(headers['cache-control']).toMatch(/^public, max-age=[1-9]\d*$/);
      expect(headers['etag']).toBeTruthy();
    });
  }

  test('defines the element and names its version on the third-party page', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.examples}/script-tag.html`);
    await expect(
      page.locator('#estimator-second').getByRole('button', { name: 'Analyze Property' }),
    ).toBeVisible();
    const loaded = await page.evaluate(() => ({
      defined: customElements.get('yardstick-estimator') !== undefined,
      version: window.Yardstick?.version,
    }));
    expect(loaded.defined).toBe(true);
    expect(typeof loaded.version).toBe('string');
  });
});

test.describe('Widget loader', () => {
  test('on a page with a strict Content-Security-Policy, quotes and accepts with no violation', async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: LAWN_SERVICES });
    const [address = ''] = await demoAddresses(page.request, site.main);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto(`${site.examples}/strict-csp.html`);
    const element = page.locator('yardstick-estimator#estimator-main');
    await element.evaluate((node, key) => node.setAttribute('api-key', key), await owner.apiKey());
    const ui = new EstimatorUi(element);
    await expect(ui.address).toBeVisible();
    // Its own styles apply although the page forbids inline <style>.
    await expect(ui.analyzeButton).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    const result = await ui.analyze(page, address);
    await ui.expectResults(result);
    await ui.expectMapLoaded();
    await ui.acceptQuote({ name: 'Casey Strict', email: 'casey@example.com' });
    await expect(page.locator('#event-log [data-event]')).toHaveText([
      `yardstick:analysis-complete: ${result.analysisId}`,
      /^yardstick:quote-accepted: [\w-]+$/,
    ]);
    expect(await owner.acceptedQuotes()).toHaveLength(1);
    await expect(page.locator('#csp-violations li')).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  test('takes typing before the estimator arrives, which carries on from it without moving anything', async ({
    page,
    site,
    owners,
  }) => {
    const { ui, address, release } = await openWithEstimatorHeld(page, site, owners);
    const typedFirst = address.slice(0, 10);
    await ui.address.click();
    await ui.address.pressSequentially(typedFirst);
    await expect(ui.address).toHaveValue(typedFirst);
    const fieldBefore = await ui.address.boundingBox();
    const buttonBefore = await ui.analyzeButton.boundingBox();
    expect(await ui.suggestions.count()).toBe(0);

    release();
    // The estimator proper looks up what was typed and keeps the caret in the field.
    await expect(ui.suggestions.first()).toBeVisible();
    await expect(ui.address).toBeFocused();
    expect(await ui.address.boundingBox()).toEqual(fieldBefore);
    expect(await ui.analyzeButton.boundingBox()).toEqual(buttonBefore);
    await page.keyboard.type(address.slice(typedFirst.length));
    await expect(ui.address).toHaveValue(address);
    const result = await ui.clickAnalyze(page);
    expect(result.address).toBe(address);
  });

  test('an Analyze pressed before the estimator arrives is answered once it does', async ({
    page,
    site,
    owners,
  }) => {
    const { ui, address, release } = await openWithEstimatorHeld(page, site, owners);
    await ui.address.fill(address);
    await ui.address.press('Enter');
    const answer = analysisAnswer(page);
    release();
    await ui.expectResults(await answer);
  });

  test('an estimator that failed to arrive is fetched again when Analyze is pressed', async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: LAWN_SERVICES });
    const [address = ''] = await demoAddresses(page.request, site.main);
    let failures = 0;
    await page.route(/\/chunks\/estimator-[\w-]+\.js$/, async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    const ui = await openExample(page, site, await owner.apiKey());
    await expect.poll(() => failures).toBe(1);
    await ui.address.fill(address);
    const answer = analysisAnswer(page);
    await ui.analyzeButton.click();
    await ui.expectResults(await answer);
  });

  test('fetches the estimator only when an element nears the viewport, without shifting the page', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const chunkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/widget/') && request.url().includes('/chunks/'))
        chunkRequests.push(request.url());
    });
    await page.goto(`${site.examples}/lazy.html`);
    await page.waitForFunction(() => window.Yardstick?.version !== undefined);
    const below = page.locator('#below');
    const topOfBelow = () => below.evaluate((node) => node.getBoundingClientRect().top + scrollY);
    const before = await topOfBelow();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(chunkRequests).toEqual([]);

    const estimator = page.locator('yardstick-estimator');
    await estimator.scrollIntoViewIfNeeded();
    await expect(estimator.getByRole('button', { name: 'Analyze Property' })).toBeVisible();
    await expect.poll(() => chunkRequests.length).toBeGreaterThan(0);
    // The estimator proper is up: it offers the demo addresses (lazy.html has `demo`).
    await expect(estimator.getByText('Try an example address:')).toBeVisible();
    expect(chunkRequests.every((url) => url.startsWith(site.main))).toBe(true);
    expect(await topOfBelow()).toBe(before);
    const shift = await page.evaluate(() => window.layoutShift ?? 0);
    expect(shift).toBe(0);
  });

  test('serves the exact version and hashed chunks as immutable, with SRI hashes that match', async ({
    page,
    site,
  }) => {
    const latest = await page.request.get(`${site.main}/widget/yardstick.js`);
    const body = await latest.body();
    const version = /Yardstick estimator widget v(\d+\.\d+\.\d+)/.exec(body.toString())?.[1];
    expect(version).toBeTruthy();
    const exact = await page.request.get(`${site.main}/widget/${version}/yardstick.js`);
    expect(exact.status()).toBe(200);
    expect(exact.headers()['cache-control']).toContain('immutable');
    expect(await exact.body()).toEqual(body);
    const unknown = await page.request.get(`${site.main}/widget/0.0.0/yardstick.js`);
    expect(unknown.status()).toBe(404);

    const manifest = await page.request.get(`${site.main}/widget/manifest.json`);
    const { files } = (await manifest.json()) as { files: Record<string, { integrity: string }> };
    const chunk = Object.keys(files).find((file) => file.startsWith('chunks/'));
    expect(chunk).toBeTruthy();
    const chunkResponse = await page.request.get(`${site.main}/widget/v1/${chunk}`);
    expect(chunkResponse.status()).toBe(200);
    expect(chunkResponse.headers()['cache-control']).toContain('immutable');
    expect(chunkResponse.headers()['access-control-allow-origin']).toBe('*');

    // The README's script tag with `integrity` loads.
    const integrity = files['yardstick.js']?.integrity ?? '';
    expect(integrity).toMatch(/^sha384-/);
    await page.goto(`${site.examples}/lazy.html`);
    const loaded = await page.evaluate(
      ([src, hash]) =>
        new Promise<boolean>((resolve) => {
          const script = document.createElement('script');
          script.src = src;
          script.integrity = hash;
          script.crossOrigin = 'anonymous';
          script.onload = () => resolve(true);
          script.onerror = () => resolve(false);
          document.head.append(script);
        }),
      [`${site.main}/widget/${version}/yardstick.js`, integrity] as const,
    );
    expect(loaded).toBe(true);
  });
});
