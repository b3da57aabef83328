/**
 * `pnpm --filter @yardstick/engine exec tsx src/accuracy/benchClassifiers.ts [--samples N]`:
 * cold analyses of demo parcels with the pixel classifier and with the region classifier,
 * alternating in one run (so the machine's load weighs on both alike), and where the region
 * classifier's time goes. Prints medians and their ratio.
 */
import { compileTrees, predictProbabilities } from '../classify/boostedTrees.ts';
import { classifyPixels, type ClassifierInput } from '../classify/classifyPixels.ts';
import { classifyRegions, modelColumns } from '../classify/classifyRegions.ts';
import { removeHaze } from '../classify/haze.ts';
import { analyseRegions } from '../classify/regionFeatures.ts';
import { REGION_MODEL, REGION_MODEL_NIR } from '../classify/regionModel.generated.ts';
import { smoothOverGraph } from '../classify/regionSmoothing.ts';
import { bilateralSmooth, regionGraph, slic } from '../classify/superpixels.ts';
import { DEFAULT_DEMO_SEED, getDemoRegion } from '../demoRegion/demoRegion.ts';
import { createEngine } from '../engine.ts';
import { listDemoAddresses } from '../pipeline/analyzeParcel.ts';
import { BuiltinVision } from '../providers/builtinVision.ts';
import { createProviders } from '../providers/registry.ts';
import { parcelWindows } from './parcelWindows.ts';

const at = process.argv.indexOf('--samples');
const samples = at >= 0 ? Number(process.argv[at + 1]) : 24;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const timed = async (run: () => unknown) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

const seed = DEFAULT_DEMO_SEED;
getDemoRegion(seed);
const base = createProviders({ demoSeed: seed });
const pixels = createEngine({ providers: { ...base, vision: new BuiltinVision(classifyPixels) } });
const regions = createEngine({
  providers: { ...base, vision: new BuiltinVision(classifyRegions) },
});
const all = listDemoAddresses(seed).map((a) => a.address);
const addresses = Array.from(
  { length: samples },
  (_, i) => all[Math.floor((i * all.length) / samples)] ?? '',
);
for (const address of addresses.slice(0, 3)) {
  await pixels.analyze(address);
  await regions.analyze(address);
}
const cold = { pixels: [] as number[], regions: [] as number[] };
for (const address of addresses) {
  pixels.forget();
  regions.forget();
  cold.pixels.push(await timed(() => pixels.analyze(address)));
  cold.regions.push(await timed(() => regions.analyze(address)));
}
const p = median(cold.pixels);
const r = median(cold.regions);
console.info(
  `cold analysis, median of ${samples}: pixels ${p.toFixed(0)} ms, regions ${r.toFixed(0)} ms, ratio ${(r / p).toFixed(2)}`,
);

// Where the region classifier's time goes, on parcel windows of the demo region.
const region = getDemoRegion(seed, { compact: true });
const inputs: ClassifierInput[] = [...parcelWindows(region, 12)].map((w) => ({
  bands: w.bands,
  metresPerPixel: region.metresPerPixel,
  buildingMask: null,
}));
const models = { colour: compileTrees(REGION_MODEL), nir: compileTrees(REGION_MODEL_NIR) };
const stages: Record<string, number[]> = {
  'pixel classifier': [],
  'region classifier': [],
  'bilateral filter': [],
  SLIC: [],
  'region graph': [],
  'haze and features (analysis less the three above)': [],
  'boosted trees': [],
  'neighbour vote': [],
};
const add = (name: string, ms: number) => stages[name]?.push(ms);
for (let round = 0; round < 3; round++) {
  for (const input of inputs) {
    add('pixel classifier', await timed(() => classifyPixels(input)));
    add('region classifier', await timed(() => classifyRegions(input)));
    const { red, green, blue } = removeHaze(input.bands);
    const step = Math.max(2, Math.round(Math.sqrt(1.5) / input.metresPerPixel));
    let smoothed = bilateralSmooth({ ...input.bands, planes: [red, green, blue] }, 12);
    const bilateral = await timed(() => {
      smoothed = bilateralSmooth({ ...input.bands, planes: [red, green, blue] }, 12);
    });
    add('bilateral filter', bilateral);
    let segmentation = slic(smoothed, { step, compactness: 10 });
    const slicMs = await timed(() => {
      segmentation = slic(smoothed, { step, compactness: 10 });
    });
    add('SLIC', slicMs);
    const graphMs = await timed(() => regionGraph(segmentation));
    add('region graph', graphMs);
    let analysis = analyseRegions(input.bands, input.metresPerPixel, input.buildingMask);
    const analysisMs = await timed(() => {
      analysis = analyseRegions(input.bands, input.metresPerPixel, input.buildingMask);
    });
    add(
      'haze and features (analysis less the three above)',
      analysisMs - bilateral - slicMs - graphMs,
    );
    const count = analysis.segmentation.count;
    const compiled = input.bands.nir ? models.nir : models.colour;
    const columns = modelColumns(compiled, analysis.columns);
    let raw = predictProbabilities(compiled, columns, count);
    add(
      'boosted trees',
      await timed(() => {
        raw = predictProbabilities(compiled, columns, count);
      }),
    );
    add(
      'neighbour vote',
      await timed(() =>
        smoothOverGraph(analysis.graph, raw, compiled.classes.length, analysis.colour),
      ),
    );
  }
}
console.info(`\nper parcel window (${inputs.length} windows × 3), median ms:`);
for (const [name, values] of Object.entries(stages))
  console.info(`  ${name.padEnd(46)} ${median(values).toFixed(1)}`);
