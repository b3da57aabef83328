import { describe, expect, it } from 'vitest';
import { ringArea } from '../geo/geojson.ts';
import { bendPlan } from './bendPlan.ts';
import { emptyPlan } from './scenePlan.ts';

describe('bendPlan', () => {
  it('curves a street band, keeps its area, and moves a house with the ground under it', () => {
    const plan = emptyPlan();
    plan.lawns.push({
      polygon: [
        [-40, 0],
        [40, 0],
        [40, 10],
        [-40, 10],
      ],
      look: { state: 'green', stripeWidth: 1, stripeContrast: 0, stripeAngle: 0, mottling: 0 },
      key: 'band',
    });
    plan.buildings.push({
      parts: [{ centre: [20, 20], length: 10, width: 8, angle: 0, form: 'gable' }],
      height: 4,
      key: 'house',
    });
    plan.fences.push({
      polygon: [
        [-10, 30],
        [10, 30],
        [10, 30.2],
        [-10, 30.2],
      ],
      thickness: 0.2,
      height: 1.5,
      colour: [150, 120, 90],
    });
    const k = 0.01;
    const bent = bendPlan(plan, k);
    const band = bent.lawns[0]?.polygon ?? [];
    // The band's lower edge now dips by k·x² at its ends and stays put in the middle.
    const at = (x: number) => band.find((p) => Math.abs(p[0] - x) < 1e-9 && p[1] < 20);
    expect(at(0)?.[1]).toBeCloseTo(0, 6);
    expect(at(-40)?.[1]).toBeCloseTo(16, 6);
    expect(Math.abs(ringArea(band))).toBeCloseTo(800, 0);
    expect(bent.lawns[0]?.look.state).toBe('green');
    const part = bent.buildings[0]?.parts[0];
    expect(part?.centre).toEqual([20, 24]);
    expect(part?.angle).toBeCloseTo(Math.atan(0.4), 6);
    // The 20 m fence is cut into straight runs of at most 2 m, each as thick as before.
    expect(bent.fences).toHaveLength(10);
    expect(bent.fences.every((f) => f.thickness === 0.2)).toBe(true);
  });
});
