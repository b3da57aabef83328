/**
 * The foreign painter of ../shared/eval: a Python script (with numpy and PIL) that paints scenes
 * and their truth into a folder. Whether it can run here, and running it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FOREIGN_PAINTER = fileURLToPath(
  new URL('../../../../../shared/eval/foreign-painter.py', import.meta.url),
);
/** The interpreter its README names, with the packages it imports. */
const PYTHON = '/usr/bin/python3';

/** Why the painter cannot run here, or undefined when it can. */
export function foreignPainterMissing(): string | undefined {
  if (!existsSync(FOREIGN_PAINTER)) return `no ${FOREIGN_PAINTER}`;
  if (!existsSync(PYTHON)) return `no ${PYTHON}`;
  const modules = spawnSync(PYTHON, ['-c', 'import numpy, PIL'], { encoding: 'utf8' });
  if (modules.status !== 0) return `${PYTHON} lacks numpy or PIL (python3-numpy, python3-pil)`;
  return undefined;
}

/** Paints the painter's 18 scenes of the fixed seed into `folder`. */
export function paintForeignScenes(folder: string): void {
  execFileSync(PYTHON, [FOREIGN_PAINTER, folder, '18', '20261122']);
}
