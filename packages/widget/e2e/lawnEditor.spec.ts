/** The lawn editor in the estimator: keyboard use, the WebGL fallback, and how it looks. */
import { mkdirSync } from 'node:fs';
import {
  EstimatorUi,
  demoAddresses,
  expectedLinePrice,
  splitTotal,
} from '@yardstick/e2e-support/estimator';
import { adjustedSqFt, openLawnEditor } from '@yardstick/e2e-support/lawnEditor';
import { LAWN_SERVICES } from '@yardstick/e2e-support/owners';
import { expect, test } from '@yardstick/e2e-support/test';

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/ys-widget-e2e';
const [MOWING] = LAWN_SERVICES;
const [WEEKLY] = MOWING.frequencies;

test.describe('The lawn editor in the estimator', () => {
  test('the list alone, by keyboard, leaves a lawn area out and the price follows', async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: [MOWING] });
    const key = await owner.apiKey();
    const [, address = ''] = await demoAddresses(page.request, site.main);
    await page.goto(`/embed?apiKey=${encodeURIComponent(key)}`);
    const ui = new EstimatorUi(page.locator('main'));
    const result = await ui.analyze(page, address);

    const open = ui.root.getByRole('button', { name: 'Adjust lawn area' });
    await open.focus();
    await page.keyboard.press('Enter');
    const editor = ui.root.getByRole('group', { name: 'Adjust lawn area' });
    const first = editor.getByRole('group', { name: 'Lawn areas' }).getByRole('checkbox').first();
    await expect(first).toBeChecked();
    // Tab through the tools and the map to the list, as a keyboard user does.
    for (let presses = 0; presses < 30; presses++) {
      if (
        await first.evaluate(
          (box) => box === box.getRootNode().ownerDocument?.activeElement || box.matches(':focus'),
        )
      )
        break;
      await page.keyboard.press('Tab');
    }
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).not.toBeChecked();
    const area = await adjustedSqFt(editor);
    expect(area).toBeLessThan(result.mowableAreaSqFt);
    await expect(ui.total).toHaveText(
      splitTotal({
        visit: expectedLinePrice(
          area,
          WEEKLY.pricePerSqFt,
          result.aiComplexityScore,
          WEEKLY.minimumPrice,
        ),
      }),
    );
    // And back: the measurement again.
    await page.keyboard.press('Space');
    await expect(editor.getByText(/· not adjusted$/)).toBeVisible();
  });

  test('says so where WebGL is off, and the list still adjusts the lawn', async ({
    page,
    site,
    owners,
  }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        if (kind.startsWith('webgl')) return null;
        return (original as (...args: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof original;
    });
    const owner = await owners.create({ services: [MOWING] });
    const key = await owner.apiKey();
    const [address = ''] = await demoAddresses(page.request, site.main);
    await page.goto(`/embed?apiKey=${encodeURIComponent(key)}`);
    const ui = new EstimatorUi(page.locator('main'));
    await ui.analyze(page, address);
    await ui.root.getByRole('button', { name: 'Adjust lawn area' }).click();
    const editor = ui.root.getByRole('group', { name: 'Adjust lawn area' });
    await expect(editor.getByRole('alert')).toContainText('WebGL turned off');
    await editor.getByRole('group', { name: 'Lawn areas' }).getByRole('checkbox').first().uncheck();
    await expect(ui.mowableArea).toContainText('your adjustment');
  });

  test('looks right on several lots at 1280 and 375 px', async ({ page, site, owners }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const owner = await owners.create({ services: [MOWING] });
    const key = await owner.apiKey();
    const addresses = await demoAddresses(page.request, site.main);
    for (const [index, address] of addresses.slice(3, 6).entries()) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/embed?apiKey=${encodeURIComponent(key)}`);
        const ui = new EstimatorUi(page.locator('main'));
        await ui.analyze(page, address);
        const editor = await openLawnEditor(ui.root, 'Adjust lawn area');
        await editor.getByTestId('lawn-map').scrollIntoViewIfNeeded();
        await editor.screenshot({ path: `${SHOTS}/lawn-editor-lot${index + 1}-${width}.png` });
      }
    }
  });
});
