/**
 * Where real surfaces are in the shared imagery (../shared/data): pixel boxes and outlines cut
 * from true aerial photographs, one material each. Only coordinates live here; the painter
 * reads the pixels at run time, so no imagery enters the repository.
 */
export const MATERIALS = [
  'turfGreen',
  'turfDormant',
  'asphalt',
  'concrete',
  'roof',
  'treeCrown',
  'mulch',
  'gravel',
  'soil',
  'car',
  'water',
] as const;
export type Material = (typeof MATERIALS)[number];

export type PixelPoint = readonly [number, number];

export interface Exemplar {
  material: Material;
  /** Image file, relative to ../shared/data. */
  source: string;
  /** Ground size of a source pixel. */
  metresPerPixel: number;
  /** The source has a near-infrared band (read as the fourth band). */
  hasNir: boolean;
  /** Outline in source pixels; boxes are four corners. Textures use boxes, objects outlines. */
  outline: readonly PixelPoint[];
  /** What it shows, to tell exemplars of one material apart. */
  note: string;
}

const COLORADO = 'coloradosprings-hro015/201404_13SED190110_201404_0x1500m_CL_1.tif';
const AUTZEN = 'pdal-autzen/autzen.jpg';
const BLAN = 'deepforest-samples/2019_BLAN_3_751000_4330000_image_crop.jpg';
const SJER = 'deepforest-samples/2018_SJER_3_252000_4107000_image_477.tif';
const OAM = 'restor-oam-tcd/5b3622402b6a08001185f8d8_10_00004.tif';
const LAKESHORE = 'swissimage-detectree/swissimage_0.5m_lakeshore_ref-img_400x875.tif';
const SWISS = 'swissimage-detectree/swissimage_0.5m_1091-322_big_600x875.tif';
const GORINCHEM = 'deepforest-samples/test_tiled.tif';
const naip = (tile: string) => `naip-ca-urban-trees/images/${tile}.tif`;

interface SourceInfo {
  metresPerPixel: number;
  hasNir: boolean;
}
const SOURCES: Record<string, SourceInfo> = {
  [COLORADO]: { metresPerPixel: 0.15, hasNir: false },
  [AUTZEN]: { metresPerPixel: 0.3048, hasNir: false },
  [BLAN]: { metresPerPixel: 0.1, hasNir: false },
  [SJER]: { metresPerPixel: 0.1, hasNir: false },
  [OAM]: { metresPerPixel: 0.1, hasNir: false },
  [LAKESHORE]: { metresPerPixel: 0.5, hasNir: false },
  [SWISS]: { metresPerPixel: 0.5, hasNir: false },
  [GORINCHEM]: { metresPerPixel: 0.25, hasNir: false },
};

function info(source: string): SourceInfo {
  return SOURCES[source] ?? { metresPerPixel: 0.6, hasNir: source.startsWith('naip-') };
}

function box(
  material: Material,
  source: string,
  [x0, y0, x1, y1]: readonly [number, number, number, number],
  note: string,
): Exemplar {
  const outline: PixelPoint[] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  return { material, source, ...info(source), outline, note };
}

function outline(
  material: Material,
  source: string,
  points: readonly PixelPoint[],
  note: string,
): Exemplar {
  return { material, source, ...info(source), outline: points, note };
}

/** A crown traced as a circle: its coverage is then found from the photo's own colours. */
function crown(source: string, cx: number, cy: number, r: number, note: string): Exemplar {
  return outline('treeCrown', source, ellipse(cx, cy, r, r), note);
}

/** An elliptical outline (crowns traced as ellipses), 16 vertices. */
function ellipse(cx: number, cy: number, rx: number, ry: number): PixelPoint[] {
  return Array.from({ length: 16 }, (_, k): PixelPoint => {
    const a = (k / 16) * 2 * Math.PI;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  });
}

export const EXEMPLARS: readonly Exemplar[] = [
  // Turf, green.
  box('turfGreen', BLAN, [100, 100, 400, 330], 'pasture-like lawn, Virginia'),
  box('turfGreen', BLAN, [120, 760, 900, 990], 'pasture-like lawn, lower band'),
  box('turfGreen', AUTZEN, [380, 1070, 700, 1250], 'practice field turf'),
  box('turfGreen', AUTZEN, [1220, 600, 1550, 740], 'lawn between buildings'),
  box('turfGreen', naip('bishop_2020_8'), [40, 170, 120, 250], 'school field'),
  box('turfGreen', naip('chico_2020_21'), [140, 50, 240, 120], 'park field'),
  box('turfGreen', SWISS, [200, 262, 238, 292], 'apartment lawn, Zurich'),
  box('turfGreen', GORINCHEM, [827, 420, 875, 450], 'garden lawn'),
  // Turf, dormant or dry.
  box('turfDormant', GORINCHEM, [805, 893, 865, 930], 'dry mown field'),
  box('turfDormant', SJER, [20, 310, 280, 395], 'dry grass, oak savanna'),
  box('turfDormant', AUTZEN, [300, 2700, 700, 2950], 'dry meadow'),
  // Asphalt.
  box('asphalt', COLORADO, [100, 40, 195, 60], 'cul-de-sac asphalt'),
  box('asphalt', COLORADO, [125, 138, 190, 150], 'cul-de-sac asphalt, south'),
  box('asphalt', naip('claremont_2020_53'), [140, 18, 250, 30], 'street'),
  box('asphalt', OAM, [1760, 1215, 2040, 1290], 'road'),
  // Concrete.
  box('concrete', COLORADO, [258, 168, 285, 198], 'driveway'),
  box('concrete', COLORADO, [0, 125, 20, 145], 'driveway, west'),
  box('concrete', OAM, [1650, 160, 1850, 280], 'warehouse apron'),
  // Roofs.
  box('roof', COLORADO, [345, 206, 383, 232], 'brown concrete tiles'),
  box('roof', COLORADO, [240, 216, 310, 232], 'brown shingles'),
  box('roof', naip('long_beach_2020_32'), [105, 104, 127, 122], 'dark grey shingles'),
  box('roof', naip('long_beach_2020_32'), [104, 164, 128, 184], 'brown shingles'),
  box('roof', naip('long_beach_2020_32'), [106, 230, 126, 246], 'light grey shingles'),
  box('roof', naip('claremont_2020_53'), [22, 50, 42, 76], 'brown shingles, hipped'),
  box('roof', OAM, [1020, 10, 1380, 140], 'corrugated metal'),
  // Tree crowns, with their outlines.
  outline('treeCrown', COLORADO, ellipse(218, 82, 14, 14), 'street tree by the island'),
  outline('treeCrown', COLORADO, ellipse(222, 180, 22, 22), 'yard tree'),
  outline('treeCrown', COLORADO, ellipse(305, 152, 20, 20), 'yard tree, east'),
  outline('treeCrown', naip('long_beach_2020_32'), ellipse(220, 56, 18, 19), 'large street tree'),
  outline('treeCrown', naip('long_beach_2020_32'), ellipse(199, 174, 17, 17), 'large yard tree'),
  crown(SWISS, 487, 160, 14, 'park tree, Zurich'),
  crown(SWISS, 382, 128, 12, 'yard tree, Zurich'),
  crown(SWISS, 233, 205, 12, 'tree by a lawn, Zurich'),
  crown(GORINCHEM, 960, 585, 13, 'roadside tree'),
  crown(GORINCHEM, 985, 592, 12, 'roadside tree, east'),
  crown(GORINCHEM, 913, 707, 9, 'young tree on a verge'),
  // Beds, gravel, bare ground.
  box('mulch', COLORADO, [105, 115, 200, 130], 'bark mulch bed'),
  box('mulch', COLORADO, [232, 80, 262, 94], 'bark mulch bed, east'),
  box('gravel', SJER, [40, 170, 80, 200], 'granite and grit'),
  box('soil', naip('chico_2020_83'), [75, 115, 135, 150], 'ball-field infield'),
  box('soil', GORINCHEM, [675, 640, 720, 690], 'bare sandy ground'),
  // Cars.
  box('car', COLORADO, [129, 80, 141, 114], 'dark car'),
  box('car', COLORADO, [148, 80, 162, 113], 'white car'),
  box('car', COLORADO, [172, 82, 186, 115], 'blue car'),
  box('car', COLORADO, [192, 80, 205, 113], 'white car, east'),
  box('car', GORINCHEM, [202, 463, 212, 483], 'dark car, parking'),
  box('car', GORINCHEM, [214, 469, 225, 489], 'dark car, parking, east'),
  // Water.
  box('water', naip('claremont_2020_59'), [45, 100, 95, 122], 'swimming pool'),
  box('water', naip('palm_springs_2020_75'), [130, 165, 190, 215], 'golf-course pond'),
  box('water', LAKESHORE, [400, 10, 850, 140], 'lake'),
];
