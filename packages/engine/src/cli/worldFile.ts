/**
 * The ground resolution of a picture delivered with a world file (`autzen.jpg` + `autzen.wld`,
 * `.jgw`, `.pgw`, `.tfw`, …): the world file gives the pixel size in its CRS's unit, and a CRS
 * file beside it (`.prj` or `.wkt`, WKT 1 or 2) says which unit that is.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { metresPerDegree } from '../geo/georeference.ts';

/** What the world file says of the ground resolution: metres, or why it cannot say. */
export type WorldFileResolution = { metresPerPixel: number } | { unknown: string };

/** `foo.jpg` → foo.wld, foo.jgw, foo.jpgw (ESRI's names and the long form). */
function worldFileNames(imagePath: string): string[] {
  const ext = extname(imagePath).slice(1).toLowerCase();
  const stem = basename(imagePath, extname(imagePath));
  const short = ext.length >= 2 ? `${ext[0]}${ext.at(-1)}w` : null;
  return [`${stem}.wld`, ...(short ? [`${stem}.${short}`] : []), `${stem}.${ext}w`];
}

/** The six numbers of a world file: x size, two rotation terms, y size, then the origin. */
export function parseWorldFile(text: string): number[] | null {
  const values = text.trim().split(/\s+/).map(Number);
  return values.length === 6 && values.every(Number.isFinite) && values[0] !== 0 ? values : null;
}

/** A linear unit named in WKT (1 or 2): the metres in one, or 'degree' for a lon/lat CRS. */
export function unitOfWkt(wkt: string): number | 'degree' | null {
  const text = wkt.trim().toUpperCase();
  if (/^(GEOGCS|GEOGCRS|GEODCRS|GEOGRAPHICCRS)\b/.test(text)) return 'degree';
  if (!/^(PROJCS|PROJCRS|PROJECTEDCRS)\b/.test(text)) return null;
  // The projected CRS names its linear unit last, after the base CRS's angular one.
  const units = [...text.matchAll(/(?:LENGTHUNIT|UNIT)\[\s*"([^"]*)"\s*,\s*([0-9.eE+-]+)/g)];
  const linear = units.filter(([, name]) => !/DEGREE|RADIAN|GRAD/.test(name ?? ''));
  const metres = Number(linear.at(-1)?.[2]);
  return Number.isFinite(metres) && metres > 0 ? metres : null;
}

async function readIfThere(path: string): Promise<string | null> {
  return readFile(path, 'utf8').catch(() => null);
}

/** The CRS file of the image: `foo.prj` or `foo.wkt`, else the folder's only .prj or .wkt. */
async function crsText(imagePath: string): Promise<string | null> {
  const folder = dirname(imagePath);
  const stem = basename(imagePath, extname(imagePath));
  for (const name of [`${stem}.prj`, `${stem}.wkt`]) {
    const text = await readIfThere(join(folder, name));
    if (text !== null) return text;
  }
  const files = (await readdir(folder).catch(() => [])).filter((f) => /\.(prj|wkt)$/i.test(f));
  return files.length === 1 && files[0] ? readIfThere(join(folder, files[0])) : null;
}

/** The ground resolution from the image's world file; null when it has none. */
export async function worldFileResolution(imagePath: string): Promise<WorldFileResolution | null> {
  const folder = dirname(imagePath);
  for (const name of worldFileNames(imagePath)) {
    const text = await readIfThere(join(folder, name));
    if (text === null) continue;
    const values = parseWorldFile(text);
    if (!values) return { unknown: `its world file ${name} does not hold six numbers` };
    const [a = 0, d = 0, b = 0, e = 0, , originY = 0] = values;
    // A rotated image's pixel is as large as an upright one: the lengths of its two sides.
    const sizeX = Math.hypot(a, d);
    const sizeY = Math.hypot(b, e);
    const unit = unitOfWkt((await crsText(imagePath)) ?? '');
    if (unit === 'degree') {
      const perDegree = metresPerDegree(originY);
      return { metresPerPixel: Math.sqrt(sizeX * perDegree.lon * sizeY * perDegree.lat) };
    }
    if (unit === null)
      return {
        unknown: `its world file ${name} gives the pixel size (${sizeX}), but no .prj or .wkt file beside it says in which unit`,
      };
    return { metresPerPixel: Math.sqrt(sizeX * sizeY) * unit };
  }
  return null;
}
