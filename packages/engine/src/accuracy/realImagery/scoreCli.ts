/**
 * Prints the real-imagery tables of the built-in classifier:
 *   pnpm --filter @yardstick/engine exec tsx src/accuracy/realImagery/scoreCli.ts
 */
import { classifyPixels } from '../../classify/classifyPixels.ts';
import { formatCrownTable, formatLabelTable } from './formatRealImagery.ts';
import { haveRealData } from './realImage.ts';
import { scoreRealImagery } from './scoreRealImagery.ts';

if (!haveRealData()) {
  console.error('../shared/data is absent: there is no real imagery to score on');
  process.exit(1);
}
const scores = await scoreRealImagery(classifyPixels);
for (const source of new Set(scores.labelled.map((r) => r.source)))
  console.info(
    formatLabelTable(
      source,
      scores.labelled.filter((r) => r.source === source),
    ) + '\n',
  );
console.info(formatCrownTable(scores.crownPoints));
