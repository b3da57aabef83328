import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Classifier } from '../crossSourceEvaluation.ts';
import { OTHER, TREE } from '../../landClasses.ts';
import { mowableMask } from '../../measure/mowableMask.ts';
import { findCrowns } from '../../measure/services/treeCrowns.ts';
import { figures, measuresOf, type ServiceParcel } from '../serviceAccuracy.ts';
import type { TreeCount } from '../serviceSummary.ts';
import { loadRealImage, realDataDir } from './realImage.ts';
import { listLabelFiles, rasteriseLabels, REAL_LABELS_DIR, UNLABELLED } from './realLabels.ts';
import { parseCrownCsv } from './scoreRealImagery.ts';

const NAIP = 'naip-ca-urban-trees';
/** Tree counts are compared in square cells of about a lot's size (40 px of 0.6 m: 24 m). */
const CELL_METRES = 24;

/**
 * The hand-labelled NAIP tiles as a source for the measures beyond mowing: each tile's
 * labelled pixels stand for a lot (paving, with the street, against the `hard` labels), and
 * tree counts are compared per cell against the tiles' hand-placed crown points. Beds and
 * edges are not scored here: the labels hold few beds and leave gaps between polygons, so
 * the true lawn rarely meets a labelled bed or paving.
 */
export async function realServiceScores(
  classify: Classifier,
  options: { dataDir?: string; labelsDir?: string } = {},
): Promise<{ tiles: ServiceParcel[]; cells: TreeCount[] }> {
  const dataDir = options.dataDir ?? realDataDir();
  const files = (await listLabelFiles(options.labelsDir ?? REAL_LABELS_DIR)).filter((f) =>
    f.path.startsWith(`${NAIP}/`),
  );
  const tiles: ServiceParcel[] = [];
  const cells: TreeCount[] = [];
  for (const { labels } of files) {
    const image = await loadRealImage(labels, dataDir);
    const { metresPerPixel } = image;
    const { width, height } = image.bands;
    const classMap = classify({ bands: image.bands, metresPerPixel, buildingMask: null });
    const labelled = rasteriseLabels(labels, image.window);
    const parcelMask = labelled.map((v) => (v === UNLABELLED ? 0 : 1));
    // Outside the labels neither map says anything: no edge or street is read there.
    const within = (classes: Uint8Array) => classes.map((c, i) => (parcelMask[i] ? c : OTHER));
    const lot = { width, height, metresPerPixel, parcelMask, buildingMask: null, parcelRing: null };
    // Only the paving is scored (see above): the other figures are left at nothing.
    const on = (classes: Uint8Array, confidence: Uint8Array) => ({
      ...figures(
        measuresOf({
          ...lot,
          classes,
          confidence,
          mowable: mowableMask(classes, parcelMask, null, width, height, metresPerPixel),
        }),
      ),
      bedsSqFt: 0,
      edgesFt: 0,
    });
    const truth = within(labelled);
    tiles.push({
      measured: on(within(classMap.classes), classMap.confidence),
      onTrueClasses: on(truth, new Uint8Array(truth.length).fill(255)),
      // The labels are the truth: there is no painter's figure to score the measures on.
      painted: null,
    });
    const points = parseCrownCsv(
      await readFile(join(dataDir, NAIP, 'csv', basename(labels.image, '.tif') + '.csv'), 'utf8'),
    );
    const canopy = classMap.classes.map((c) => (c === TREE ? 1 : 0));
    const crowns = findCrowns(canopy, width, height, metresPerPixel).map((c) => c.centre);
    cells.push(...perCell(points, crowns, width, height, Math.round(CELL_METRES / metresPerPixel)));
  }
  return { tiles, cells };
}

/** Points and crowns counted per whole cell of the image. */
function perCell(
  points: readonly [number, number][],
  crowns: readonly [number, number][],
  width: number,
  height: number,
  cell: number,
): TreeCount[] {
  const counts: TreeCount[] = [];
  for (let y0 = 0; y0 + cell <= height; y0 += cell) {
    for (let x0 = 0; x0 + cell <= width; x0 += cell) {
      const inCell = ([x, y]: readonly [number, number]) =>
        x >= x0 && x < x0 + cell && y >= y0 && y < y0 + cell;
      counts.push({
        measured: crowns.filter(inCell).length,
        truth: points.filter(inCell).length,
        onTrueCanopy: null,
      });
    }
  }
  return counts;
}
