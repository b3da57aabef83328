import { expect, type Locator } from '@playwright/test';

/** Fails when the two visible elements share any pixel on screen (one would hide the other). */
export async function expectNoOverlap(a: Locator, b: Locator): Promise<void> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('expectNoOverlap: both elements must be visible');
  const apart =
    boxA.x + boxA.width <= boxB.x ||
    boxB.x + boxB.width <= boxA.x ||
    boxA.y + boxA.height <= boxB.y ||
    boxB.y + boxB.height <= boxA.y;
  expect(apart, `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(true);
}
