/**
 * The lawn editor in the estimator: a point deleted by touch on a phone, keyboard use, the
 * WebGL fallback, and how it looks.
 */
import {
  EstimatorUi,
  demoAddresses,
  expectedLinePrice,
  splitTotal,
} from '@yardstick/e2e-support/estimator';
import {
  adjustedSqFt,
  deletableCorner,
  interiorPoint,
  largestPatch,
  openLawnEditor,
  screenPoint,
  tickedLawnAreas,
} from '@yardstick/e2e-support/lawnEditor';
import { LAWN_SERVICES } from '@yardstick/e2e-support/owners';
import { SQ_FT_PER_ACRE } from '@yardstick/core/units';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import { expect, test, type OwnerFactory } from '@yardstick/e2e-support/test';
import type { Page } from '@playwright/test';
import { screenshot } from '@yardstick/e2e-support/screenshots';

const [MOWING] = LAWN_SERVICES;
const [WEEKLY] = MOWING.frequencies;

/** The quote's total for weekly mowing of `area`, as the estimator shows it. */
const weeklyTotal = (area: number, result: PropertyAnalysisResult) =>
  splitTotal({
    visit: expectedLinePrice(
      area,
      WEEKLY.pricePerSqFt,
      result.aiComplexityScore,
      WEEKLY.minimumPrice,
    ),
  });

/** A new owner's estimator on /embed, the lot at `address` analysed, its lawn editor open. */
async function editorOn(page: Page, owners: OwnerFactory, address: string) {
  const owner = await owners.create({ services: [MOWING] });
  await page.goto(`/embed?apiKey=${encodeURIComponent(await owner.apiKey())}`);
  const ui = new EstimatorUi(page.locator('main'));
  const result = await ui.analyze(page, address);
  const editor = await openLawnEditor(ui.root, 'Adjust lawn area');
  return { owner, ui, result, editor, map: editor.getByTestId('lawn-map') };
}

test.describe('The lawn editor on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('a tapped point is deleted with Delete point, and the area and the price follow', async ({
    page,
    site,
    owners,
  }) => {
    test.setTimeout(120_000);
    const [, , address = ''] = await demoAddresses(page.request, site.main);
    const { ui, result, editor, map } = await editorOn(page, owners, address);
    const deletePoint = editor.getByRole('button', { name: 'Delete point' });

    const patch = largestPatch(result);
    const outline = patch[0] ?? [];
    const corner = outline[deletableCorner(outline)] ?? [];
    // The page may still be settling around the map: each try reads the points again.
    await expect(async () => {
      const inside = await screenPoint(map, interiorPoint(patch));
      await page.touchscreen.tap(inside.x, inside.y);
      await expect(deletePoint).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const listed = async () =>
      (await tickedLawnAreas(editor)).reduce((sum, patch) => sum + patch.sqFt, 0);
    const before = await listed();
    // As for the patch: the view may still move after selecting, so the corner is read again.
    await expect(async () => {
      const at = await screenPoint(map, corner);
      await page.touchscreen.tap(at.x, at.y);
      await expect(deletePoint).toBeEnabled({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await deletePoint.tap();

    await expect(editor.getByText(/^Measured [\d,]+ sq ft · your adjustment/)).toBeVisible();
    const area = await adjustedSqFt(editor);
    expect(await listed()).not.toBe(before);
    expect(Math.abs(area - (await listed()))).toBeLessThanOrEqual(
      (await tickedLawnAreas(editor)).length,
    );
    await expect(ui.total).toHaveText(weeklyTotal(area, result));
    // The patch stays selected, and the point is chosen afresh for the next deletion.
    await expect(deletePoint).toBeDisabled();
    await screenshot(page, 'lawn-editor-point-deleted', { fullPage: false });
  });
});

test.describe('The lawn editor on a phone, its tools and its price', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('keeps its tools on one row and the price beside the map; one finger scrolls the page until a shape is chosen', async ({
    page,
    site,
    owners,
  }) => {
    test.setTimeout(120_000);
    const [, , , address = ''] = await demoAddresses(page.request, site.main);
    const { ui, result, editor, map } = await editorOn(page, owners, address);
    const touchAction = () =>
      map.locator('canvas').evaluate((canvas) => getComputedStyle(canvas).touchAction);
    // Nothing chosen: a finger on the map scrolls the page, as on any embedded map.
    expect(await touchAction()).toBe('pan-x pan-y');

    const price = editor.getByTestId('lawn-editor-price');
    await expect(price).toHaveText(`Price: ${await ui.total.innerText()}`);
    const priceBox = await price.boundingBox();
    const mapBox = await map.boundingBox();
    expect(priceBox && mapBox && mapBox.y - priceBox.y).toBeLessThan(300);

    const deletePoint = editor.getByRole('button', { name: 'Delete point' });
    await expect(async () => {
      const inside = await screenPoint(map, interiorPoint(largestPatch(result)));
      await page.touchscreen.tap(inside.x, inside.y);
      await expect(deletePoint).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // A shape chosen: one finger moves its corners.
    expect(await touchAction()).toBe('none');

    const tools = editor.getByRole('toolbar', { name: 'Map tools' }).getByRole('button');
    await expect(tools).toHaveCount(7);
    const editorBox = await editor.boundingBox();
    const boxes = await Promise.all((await tools.all()).map((tool) => tool.boundingBox()));
    const tops = boxes.map((box) => Math.round(box?.y ?? -1));
    expect(new Set(tops).size, `tool tops ${tops.join(', ')}`).toBe(1);
    for (const box of boxes) {
      expect(box && editorBox && box.x + box.width <= editorBox.x + editorBox.width).toBe(true);
      expect(box?.height).toBeGreaterThanOrEqual(40);
    }
    await map.scrollIntoViewIfNeeded();
    await screenshot(page, 'lawn-editor-tools', { fullPage: false });
  });
});

test.describe('The lawn editor by keyboard', () => {
  test('moves a corner with the arrows, adds one, undoes, and draws a lawn at the cross', async ({
    page,
    site,
    owners,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 1000 });
    const [, , , address = ''] = await demoAddresses(page.request, site.main);
    const { result, editor, map } = await editorOn(page, owners, address);
    const canvas = map.locator('canvas');
    await canvas.focus();
    await expect(canvas).toHaveAccessibleName('Lawn map');
    await expect(canvas).toHaveAccessibleDescription(/N picks a shape, \[ and \] a corner/);

    // N picks a shape, ] its first corner; Shift+arrows move it a metre at a time.
    await page.keyboard.press('n');
    await expect(editor.getByRole('button', { name: 'Delete selected' })).toBeEnabled();
    await page.keyboard.press(']');
    await expect(editor.getByRole('button', { name: 'Delete point' })).toBeEnabled();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowDown');
    const moved = await adjustedSqFt(editor);
    expect(moved).not.toBe(Math.round(result.mowableAreaSqFt));
    await expect(editor.getByRole('button', { name: 'Delete point' })).toBeEnabled();

    // + adds a corner halfway along the next side (the lawn is the same), which then moves.
    await page.keyboard.press('+');
    expect(await adjustedSqFt(editor)).toBe(moved);
    await page.keyboard.press('Shift+ArrowUp');
    await expect.poll(() => adjustedSqFt(editor)).not.toBe(moved);
    await page.keyboard.press('Control+z');
    await expect.poll(() => adjustedSqFt(editor)).toBe(moved);

    // Drawing: Enter puts a corner at the cross, the arrows move the map under it, F finishes.
    await editor.getByRole('button', { name: 'Draw lawn' }).press('Enter');
    await canvas.focus();
    for (const key of ['Enter', 'ArrowLeft', 'ArrowLeft', 'Enter', 'ArrowUp', 'ArrowUp', 'Enter'])
      await page.keyboard.press(key);
    await expect(editor.getByText(/3 corners so far/)).toBeVisible();
    await page.keyboard.press('f');
    await expect(
      editor.getByRole('checkbox', { name: /^Added lawn \d+ – [\d,]+ sq ft$/ }),
    ).toBeChecked();
    await expect(editor.getByRole('button', { name: 'Edit shapes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

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
    await expect(ui.total).toHaveText(weeklyTotal(area, result));
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

  // Pictures for a person: `pnpm shots` takes them, `pnpm test` leaves them out.
  test(
    'looks right on several lots at 1280 and 375 px',
    { tag: '@gallery' },
    async ({ page, site, owners }) => {
      test.setTimeout(180_000);
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
          await editor.screenshot({
            path: test.info().outputPath(`lawn-editor-lot${index + 1}-${width}.png`),
          });
        }
      }
    },
  );
});

test.describe('The lawn accepted is the lawn on screen', () => {
  test('a corner dragged past the lot line, the patch deleted and undone: Accept waits, and the quote stored is what the editor shows', async ({
    page,
    owners,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 1000 });
    const { owner, ui, result, editor, map } = await editorOn(page, owners, '5001 Pinecrest Pl');
    const deleteSelected = editor.getByRole('button', { name: 'Delete selected' });
    const accept = ui.root
      .getByRole('region', { name: 'Accept this quote' })
      .getByRole('button', { name: 'Accept Quote' });
    const outsideLot = editor.getByRole('alert').filter({ hasText: 'outside the property line' });
    const waiting = ui.root.getByTestId('lawn-problem');

    // The back lawn: select it, then drag its east-most corner to the map's edge, past the lot.
    const back = largestPatch(result);
    const corner = [...(back[0] ?? [])].sort((a, b) => (b[0] ?? 0) - (a[0] ?? 0))[0] ?? [];
    await expect(async () => {
      const inside = await screenPoint(map, interiorPoint(back));
      await page.mouse.click(inside.x, inside.y);
      await expect(deleteSelected).toBeEnabled({ timeout: 2_000 });
      const from = await screenPoint(map, corner);
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no box');
      await page.mouse.move(from.x, from.y, { steps: 3 });
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 6, from.y, { steps: 12 });
      await page.mouse.up();
      await expect(outsideLot).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    const dragged = await adjustedSqFt(editor);
    await expect(accept).toBeDisabled();
    await expect(waiting).toContainText('outside the property line');

    await deleteSelected.click();
    const left = await tickedLawnAreas(editor);
    await expect(outsideLot).toHaveCount(0);
    await expect(accept).toBeEnabled();
    expect(await adjustedSqFt(editor)).toBe(left.reduce((sum, patch) => sum + patch.sqFt, 0));

    // Undo brings the dragged lawn back whole: its area, its problem, and Accept waiting again.
    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect(outsideLot).toBeVisible();
    expect(await adjustedSqFt(editor)).toBe(dragged);
    await expect(accept).toBeDisabled();
    await expect(waiting).toBeVisible();
    await screenshot(page, 'lawn-editor-outside-lot', { fullPage: false });

    // Undo the drag, leave the small lawn out in the list: this lawn is the one accepted.
    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect(editor.getByText(/· not adjusted$/)).toBeVisible();
    const smallest = [...(await tickedLawnAreas(editor))].sort((a, b) => a.sqFt - b.sqFt)[0];
    if (!smallest) throw new Error('no lawn area is listed');
    await editor.getByRole('checkbox', { name: smallest.name, exact: true }).uncheck();
    const shown = await adjustedSqFt(editor);
    const shownTotal = await ui.total.innerText();
    expect(shownTotal).toBe(weeklyTotal(shown, result));
    await ui.acceptQuote({ name: 'Dee Drawn', email: 'dee.drawn@home.example' });

    const [stored] = await owner.acceptedQuotes();
    if (!stored) throw new Error('no quote was stored');
    expect(Math.round(stored.mowableArea * SQ_FT_PER_ACRE)).toBe(shown);
    expect(splitTotal({ visit: stored.totalCost })).toBe(shownTotal);
    expect(stored.lawnGeometry?.coordinates).toHaveLength(1);
  });
});
