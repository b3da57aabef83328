import { describe, expect, it } from 'vitest';
import { classifyPixels } from '../classify/classifyPixels.ts';
import { formatCrownTable, formatLabelTable } from './realImagery/formatRealImagery.ts';
import { haveRealData, REAL_DATA_DIR } from './realImagery/realImage.ts';
import { scoreRealImagery, type LabelScore } from './realImagery/scoreRealImagery.ts';

/**
 * The built-in classifier's level on real imagery (hand-drawn labels in realLabels/, NAIP crown
 * points), measured once and rounded outward: it must not get worse. The target column of the
 * printed tables is the goal.
 */
const FLOOR = {
  crownPointsLawnMax: 0.4,
  crownPointsTreeMin: 0.59,
  labelled: {
    'coloradosprings-hro015': { falseLawnMax: 0.16, lawnIoUMin: 0.15 },
    'naip-ca-urban-trees': { falseLawnMax: 0.13, lawnIoUMin: 0.72 },
    'swissimage-detectree': { falseLawnMax: 0.11, lawnIoUMin: 0.12 },
    'pdal-autzen': { falseLawnMax: 0.055, lawnIoUMin: 0.37 },
  },
} as const;

const haveData = haveRealData();
if (!haveData) console.info(`skipped: no real imagery at ${REAL_DATA_DIR}`);

describe.skipIf(!haveData)('built-in classifier on real imagery', () => {
  it('does not fall below its measured level on crown points and hand labels', async () => {
    const scores = await scoreRealImagery(classifyPixels);
    const sources = [...new Set(scores.labelled.map((r) => r.source))];
    for (const source of sources)
      console.info(
        formatLabelTable(
          source,
          scores.labelled.filter((r) => r.source === source),
        ),
      );
    console.info(formatCrownTable(scores.crownPoints));

    const crowns = scores.crownPoints.at(-1);
    expect(crowns?.points).toBeGreaterThan(1500);
    expect(crowns?.lawnShare).toBeLessThanOrEqual(FLOOR.crownPointsLawnMax);
    expect(crowns?.treeShare).toBeGreaterThanOrEqual(FLOOR.crownPointsTreeMin);

    const pooled = (source: string): LabelScore => {
      const row = scores.labelled.find((r) => r.source === source && r.image === 'all');
      if (!row) throw new Error(`no labels for ${source}`);
      return row;
    };
    for (const [source, floor] of Object.entries(FLOOR.labelled)) {
      const row = pooled(source);
      expect(row.falseLawn, `${source} false lawn`).toBeLessThanOrEqual(floor.falseLawnMax);
      expect(row.lawnIoU, `${source} lawn IoU`).toBeGreaterThanOrEqual(floor.lawnIoUMin);
    }
  });
});
