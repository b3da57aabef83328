import { describe, expect, it } from 'vitest';
import { LAWN } from '../../landClasses.ts';
import { haveRealData } from './realImage.ts';
import { scoreRealImagery, type Classify } from './scoreRealImagery.ts';

const available = haveRealData();
if (!available) console.log('real-imagery scoring test skipped: ../shared/data is absent');

/** Calls every pixel lawn: all labelled lawn is found, and every other label is false lawn. */
const allLawn: Classify = ({ bands }) => ({
  classes: new Uint8Array(bands.width * bands.height).fill(LAWN),
});

describe.skipIf(!available)('scoring one real source', () => {
  it('scores only the label folders asked for, and leaves the crown points out when told', async () => {
    const scores = await scoreRealImagery(allLawn, {
      sources: ['coloradosprings-hro015'],
      crownPoints: false,
    });
    expect(new Set(scores.labelled.map((r) => r.source))).toEqual(
      new Set(['coloradosprings-hro015']),
    );
    expect(scores.labelled.map((r) => r.image)).toContain('all');
    expect(scores.crownPoints).toEqual([]);
    const pooled = scores.labelled.find((r) => r.image === 'all');
    expect(pooled?.lawnRecall).toBe(1);
    expect(pooled?.falseLawn).toBe(1);
    // Every labelled pixel lands in the lawn column of its labelled class's row.
    const rows = pooled?.confusion ?? [];
    expect(rows.reduce((sum, r) => sum + (r[LAWN] ?? 0), 0)).toBe(pooled?.pixels);
    expect(rows.flatMap((r) => r.filter((_, c) => c !== LAWN)).every((n) => n === 0)).toBe(true);
  });
});
