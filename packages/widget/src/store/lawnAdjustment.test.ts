import { describe, expect, it } from 'vitest';
import { json } from '../testing/fakeFetch.ts';
import {
  TEST_ADDRESS,
  buildAcceptedQuote,
  buildAnalysisResult,
  buildEdgingLine,
  buildServiceLine,
} from '../testing/fixtures.ts';
import { settled, storeWithServer } from '../testing/storeHarness.ts';
import { withLawnAdjustment } from './lawnAdjustment.ts';
import { canSubmitQuote, lawnProblem } from './quoteSlice.ts';
import type { LawnAdjustment } from './types.ts';

const square = [
  [-89.65, 39.78],
  [-89.6499, 39.78],
  [-89.6499, 39.7801],
  [-89.65, 39.7801],
  [-89.65, 39.78],
];
const drawn = (areaSqFt: number): LawnAdjustment => ({
  geometry: { type: 'MultiPolygon', coordinates: [[square as [number, number][]]] },
  areaSqFt,
  problem: null,
});

async function analyzed(result = buildAnalysisResult()) {
  const harness = storeWithServer({
    'POST /api/analyze-property': () => json(result),
    'POST /api/accept-quote': () => json({ acceptedQuote: buildAcceptedQuote() }),
  });
  await settled(harness.state().analyze(TEST_ADDRESS));
  const adjustLawn = (lawn: LawnAdjustment | null) =>
    harness.store.setState((state) => withLawnAdjustment(state, lawn));
  return { ...harness, adjustLawn };
}

const lineCost = (
  state: { serviceLines: { serviceId: string; totalCost: number }[] },
  id: string,
) => state.serviceLines.find((line) => line.serviceId === id)?.totalCost;

describe('adjusting the lawn on the map', () => {
  it('prices every line on the adjusted area with the core rules, the total following', async () => {
    const { state, adjustLawn } = await analyzed();
    // Mowing weekly: $0.008/sq ft, minimum $30, complexity 5 (×1); aeration: $0.009, minimum $100.
    adjustLawn(drawn(6000));
    expect(lineCost(state(), 'svc-mowing')).toBe(48);
    expect(state().serviceLines.every((line) => line.areaSqFt === 6000)).toBe(true);
    expect(lineCost(state(), 'svc-aeration')).toBe(100);
    expect(state().total).toBe(48);

    state().toggleService('svc-aeration');
    adjustLawn(drawn(12_000));
    expect(lineCost(state(), 'svc-aeration')).toBe(108);
    expect(state().total).toBe(96 + 108);
  });

  it('keeps a line priced per foot of edging at its own quantity and price', async () => {
    const { state, adjustLawn } = await analyzed(
      buildAnalysisResult({ services: [buildServiceLine(), buildEdgingLine()] }),
    );
    adjustLawn(drawn(6000));
    const edging = state().serviceLines.find((line) => line.serviceId === 'svc-edging');
    // 310 ft × $0.25 = $77.50, rounded up: the lawn drawn on the map does not move it.
    expect(edging).toMatchObject({ totalCost: 78, basis: 'edge-length', quantity: 310 });
    expect(lineCost(state(), 'svc-mowing')).toBe(48);
    expect(state().total).toBe(48 + 78);

    adjustLawn(null);
    expect(lineCost(state(), 'svc-edging')).toBe(78);
    expect(lineCost(state(), 'svc-mowing')).toBe(40);
  });

  it('raises a small lawn to the minimum price', async () => {
    const { state, adjustLawn } = await analyzed();
    adjustLawn(drawn(3000));
    const mowing = state().serviceLines.find((line) => line.serviceId === 'svc-mowing');
    expect(mowing?.totalCost).toBe(30);
    expect(mowing?.minimumApplied).toBe(true);
  });

  it('keeps the chosen frequency, and a frequency changed later prices the adjusted area', async () => {
    const { state, adjustLawn } = await analyzed();
    state().setFrequency('svc-mowing', 'bi-weekly');
    adjustLawn(drawn(6000));
    expect(lineCost(state(), 'svc-mowing')).toBe(54);
    state().setFrequency('svc-mowing', 'weekly');
    expect(lineCost(state(), 'svc-mowing')).toBe(48);
  });

  it('goes back to the measured figures on reset', async () => {
    const { state, adjustLawn } = await analyzed();
    adjustLawn(drawn(6000));
    adjustLawn(null);
    expect(state().lawnAdjustment).toBeNull();
    expect(lineCost(state(), 'svc-mowing')).toBe(40);
    expect(state().serviceLines[0]?.areaSqFt).toBe(5000);
  });

  it('sends the adjusted lawn with the quote, and nothing of it when unadjusted', async () => {
    const { state, server, adjustLawn } = await analyzed();
    const fill = () => {
      state().openAcceptForm();
      state().setCustomerField('name', 'Pat');
      state().setCustomerField('email', 'pat@example.com');
    };
    fill();
    await state().submitQuote();
    expect(server.to('/api/accept-quote')[0]?.body).not.toHaveProperty('lawnGeometry');

    await settled(state().analyze(TEST_ADDRESS));
    adjustLawn(drawn(6000));
    fill();
    await state().submitQuote();
    expect(server.to('/api/accept-quote')[1]?.body).toMatchObject({
      lawnGeometry: drawn(6000).geometry,
    });
  });

  it('accepts nothing while the lawn on the map cannot be priced, and says why', async () => {
    const { state, server, adjustLawn } = await analyzed();
    const outside = 'The adjusted lawn reaches outside the property line.';
    adjustLawn({ ...drawn(8194), problem: outside });
    // The figures follow the lawn on screen, but Accept waits for a lawn that can be priced.
    expect(state().serviceLines.every((line) => line.areaSqFt === 8194)).toBe(true);
    expect(lawnProblem(state())).toContain(outside);
    state().openAcceptForm();
    expect(state().quoteStep).toBe('result');

    adjustLawn(drawn(578));
    state().openAcceptForm();
    state().setCustomerField('name', 'Pat');
    state().setCustomerField('email', 'pat@example.com');
    adjustLawn({ ...drawn(8194), problem: outside });
    expect(canSubmitQuote(state())).toBe(false);
    expect(await state().submitQuote()).toBeNull();
    expect(server.to('/api/accept-quote')).toHaveLength(0);

    // Back to a lawn that can be priced: the one on screen is the one sent.
    adjustLawn(drawn(578));
    await state().submitQuote();
    expect(server.to('/api/accept-quote')[0]?.body).toMatchObject({
      lawnGeometry: drawn(578).geometry,
    });
  });

  it('forgets the adjustment with a new analysis', async () => {
    const { state, adjustLawn } = await analyzed();
    adjustLawn(drawn(6000));
    await settled(state().analyze(TEST_ADDRESS));
    expect(state().lawnAdjustment).toBeNull();
    expect(state().total).toBe(40);
  });
});
