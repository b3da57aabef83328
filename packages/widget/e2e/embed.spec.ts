/** The /embed page (SPEC §2.8, §4.7, §8): the estimator for an iframe, unlocked by a key. */
import {
  EstimatorUi,
  demoAddresses,
  splitTotal,
  expectedServicePrice,
} from '@yardstick/e2e-support/estimator';
import { LAWN_SERVICES } from '@yardstick/e2e-support/owners';
import { expect, test } from '@yardstick/e2e-support/test';
import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import { embedAutoResizeCode } from '@yardstick/core/embed';

const [MOWING] = LAWN_SERVICES;
const [WEEKLY] = MOWING.frequencies;

test.describe('Embed page', () => {
  test("shows the estimator without its header for the owner's key and analyzes an address", async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: LAWN_SERVICES });
    const key = await owner.apiKey();
    const [, , , address = ''] = await demoAddresses(page.request, site.main);

    await page.goto(`/embed?apiKey=${encodeURIComponent(key)}&companyName=Acme%20Lawns`);
    const ui = new EstimatorUi(page.locator('main'));
    await expect(ui.address).toBeVisible();
    await expect(page).toHaveTitle(/^Acme Lawns - Instant Quote\b/);
    await expect(page.getByRole('heading', { name: /Property Analyzer/ })).toHaveCount(0);
    // No site header or footer around it either.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const result = await ui.analyze(page, address);
    await ui.expectResults(result);
    await expect(ui.total).toHaveText(
      splitTotal({ visit: expectedServicePrice(result, MOWING.name, WEEKLY) }),
    );
  });

  test("says 'Access Denied' when the link has no key", async ({ page }) => {
    await page.goto('/embed');
    const card = page.getByRole('alert');
    await expect(card.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(card).toContainText('API key is required for embed access.');
    await expect(page.getByRole('button', { name: 'Analyze Property' })).toHaveCount(0);
  });

  test("says 'Access Denied' with 'Invalid API key' for a key nobody owns", async ({ page }) => {
    await page.goto('/embed?apiKey=ys_pk_nobody_has_this_key');
    const card = page.getByRole('alert');
    await expect(card.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(card).toContainText('Invalid API key');
    await expect(page.getByRole('button', { name: 'Analyze Property' })).toHaveCount(0);
  });

  test('may be framed by another origin: the iframe example shows the estimator inside its frame', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.examples}/iframe.html`);
    const frame = page.frameLocator('iframe[title="Instant lawn-care quote"]');
    const ui = new EstimatorUi(frame.locator('main'));
    await expect(ui.address).toBeVisible();
    await expect(ui.analyzeButton).toBeEnabled();
    expect(page.frames().map((candidate) => new URL(candidate.url()).origin)).toEqual([
      site.examples,
      site.main,
    ]);
  });

  test('the auto-resizing embed code grows the frame to its content, so it never scrolls inside', async ({
    page,
    site,
  }) => {
    const [address = ''] = await demoAddresses(page.request, site.main);
    const code = embedAutoResizeCode({ origin: site.main, apiKey: DEMO_LANDING_API_KEY });
    const [iframe = '', script = ''] = code.split(/<script>\n|\n<\/script>/);
    // A third-party page on another origin pastes the code.
    await page.goto(`${site.examples}/iframe.html`);
    // Both in one task, as a page's parser runs pasted code: the script listens before the
    // frame can load and say its height.
    await page.evaluate(
      ([html, code]) => {
        document.body.innerHTML = html;
        const tag = document.createElement('script');
        tag.textContent = code;
        document.body.append(tag);
      },
      [iframe, script] as const,
    );
    const frameElement = page.locator('iframe');
    await expect(frameElement).toHaveAttribute('height', '800');
    const ui = new EstimatorUi(page.frameLocator('iframe').locator('main'));
    await expect(ui.address).toBeVisible();
    const heightOf = () => frameElement.evaluate((frame) => frame.getBoundingClientRect().height);
    // The frame reports its height once the estimator has laid out: slow on a loaded machine.
    await expect.poll(heightOf, { timeout: 60_000 }).toBeLessThan(800);

    await ui.address.fill(address);
    await ui.analyzeButton.click();
    await expect(ui.services).toBeVisible();
    await expect.poll(heightOf).toBeGreaterThan(1200);
    // The frame is as tall as what it shows: nothing to scroll inside it.
    const inner = page.frames()[1];
    await expect
      .poll(async () =>
        inner?.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      )
      .toBeLessThanOrEqual(1);
  });
});
