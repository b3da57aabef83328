/** The lawn editor in the estimator: the homeowner adjusts the measured lawn on the map. */
import type { Locator, Page } from '@playwright/test';
import {
  EstimatorUi,
  analysisAnswer,
  demoAddresses,
  expectedLinePrice,
  splitTotal,
} from '../../../e2e-support/estimator.ts';
import { LAWN_SERVICES } from '../../../e2e-support/owners.ts';
import { expect, test } from '../../../e2e-support/test.ts';
import type { PropertyAnalysisResult } from '../../core/src/schemas/analysis.ts';

const SHOTS = '/work/shots/editor';
const [MOWING] = LAWN_SERVICES;
const [WEEKLY] = MOWING.frequencies;
const MOWING_ONLY = [MOWING];

/** Web Mercator x/y of a lon/lat in map units (0–1). */
const mercator = ([lon, lat]: readonly number[]): [number, number] => {
  const sin = Math.sin(((lat ?? 0) * Math.PI) / 180);
  return [((lon ?? 0) + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
};

/**
 * Where a lon/lat lies on the map canvas: the editor fits the lot's box with 24 px padding,
 * so the projection follows from the canvas size alone (maplibre's fitBounds, written out).
 */
async function screenPoint(map: Locator, result: PropertyAnalysisResult, point: readonly number[]) {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const ring = result.mapData.propertyPolygon?.coordinates[0] ?? [];
  const xs = ring.map((p) => mercator(p)[0]);
  const ys = ring.map((p) => mercator(p)[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((box.width - 48) / (maxX - minX), (box.height - 48) / (maxY - minY));
  const [x, y] = mercator(point);
  return {
    x: box.x + box.width / 2 + (x - (minX + maxX) / 2) * scale,
    y: box.y + box.height / 2 + (y - (minY + maxY) / 2) * scale,
  };
}

async function openEditor(page: Page, ui: EstimatorUi) {
  await ui.root.getByRole('button', { name: 'Adjust lawn area' }).click();
  const editor = ui.root.getByRole('group', { name: 'Adjust lawn area' });
  await expect(editor.getByTestId('lawn-map')).toHaveAttribute('data-map-state', 'ready');
  return editor;
}

test.describe('The lawn editor in the estimator', () => {
  test('looks right on several lots at 1280 and 375 px', async ({ page, site, owners }) => {
    page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
    page.on('requestfailed', (r) => console.log('FAILED', r.url()));
    const owner = await owners.create({ services: MOWING_ONLY });
    const key = await owner.apiKey();
    const addresses = await demoAddresses(page.request, site.main);
    for (const [index, address] of addresses.slice(0, 3).entries()) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/embed?apiKey=${encodeURIComponent(key)}`);
        const ui = new EstimatorUi(page.locator('main'));
        await ui.analyze(page, address);
        const editor = await openEditor(page, ui);
        await editor.scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        await editor.screenshot({ path: `${SHOTS}/lot${index + 1}-${width}.png` });
      }
    }
  });
});
