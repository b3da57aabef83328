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
const PARK = 'webodm-orthophoto/orthophoto.tif';
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
  // Its fourth band is alpha, not NIR.
  [PARK]: { metresPerPixel: 0.5, hasNir: false },
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
  box('turfGreen', PARK, [35, 145, 60, 165], 'park lawn, Duluth'),
  box('turfGreen', PARK, [55, 115, 85, 135], 'park lawn with picnickers'),
  // Turf at 0.6 m with NIR, from NAIP tiles that carry no hand labels (and so are not scored).
  box('turfGreen', naip('claremont_2020_57'), [5, 172, 125, 250], 'striped school field'),
  box('turfGreen', naip('claremont_2020_57'), [100, 0, 170, 25], 'school field, north'),
  box('turfGreen', naip('claremont_2020_11'), [5, 180, 60, 245], 'sports field'),
  box('turfGreen', naip('palm_springs_2020_85'), [60, 165, 120, 195], 'park lawn, dark'),
  box('turfGreen', naip('palm_springs_2020_75'), [215, 200, 245, 228], 'golf fairway'),
  box('turfGreen', naip('palm_springs_2020_75'), [90, 125, 115, 150], 'golf green and fringe'),
  box('turfGreen', naip('palm_springs_2020_76'), [70, 15, 120, 40], 'golf fairway, north'),
  box('turfGreen', naip('palm_springs_2020_52'), [205, 140, 230, 168], 'fairway by condos'),
  box('turfGreen', naip('bishop_2020_0'), [145, 150, 195, 185], 'lawn behind houses'),
  box('turfGreen', naip('chico_2020_44'), [131, 121, 145, 133], 'back-yard lawn'),
  box('turfGreen', naip('claremont_2020_77'), [190, 130, 212, 145], 'front lawn by a boulevard'),
  box('turfGreen', naip('chico_2020_38'), [140, 80, 160, 96], 'cemetery lawn'),
  // Turf, dormant or dry.
  box('turfDormant', GORINCHEM, [805, 893, 865, 930], 'dry mown field'),
  box('turfDormant', SJER, [20, 310, 280, 395], 'dry grass, oak savanna'),
  box('turfDormant', AUTZEN, [300, 2700, 700, 2950], 'dry meadow'),
  box('turfDormant', naip('claremont_2020_11'), [10, 50, 70, 95], 'dry rough meadow'),
  // Asphalt.
  box('asphalt', COLORADO, [100, 40, 195, 60], 'cul-de-sac asphalt'),
  box('asphalt', COLORADO, [125, 138, 190, 150], 'cul-de-sac asphalt, south'),
  box('asphalt', naip('claremont_2020_53'), [140, 18, 250, 30], 'street'),
  box('asphalt', OAM, [1760, 1215, 2040, 1290], 'road'),
  box('asphalt', GORINCHEM, [555, 850, 625, 920], 'striped car park'),
  box('asphalt', naip('palm_springs_2020_85'), [117, 40, 127, 125], 'parking bays'),
  box('asphalt', naip('long_beach_2020_56'), [225, 55, 248, 75], 'cul-de-sac'),
  box('asphalt', naip('long_beach_2020_44'), [208, 120, 234, 200], 'boulevard with cars'),
  box('asphalt', naip('claremont_2020_77'), [0, 36, 80, 48], 'residential street'),
  box('asphalt', naip('chico_2020_46'), [70, 130, 90, 150], 'road under trees'),
  // Concrete.
  box('concrete', COLORADO, [258, 168, 285, 198], 'driveway'),
  box('concrete', COLORADO, [0, 125, 20, 145], 'driveway, west'),
  box('concrete', OAM, [1650, 160, 1850, 280], 'warehouse apron'),
  box('concrete', naip('claremont_2020_57'), [50, 85, 130, 150], 'ball courts with painted lines'),
  box('concrete', naip('long_beach_2020_56'), [10, 140, 30, 160], 'freeway lanes'),
  // Roofs.
  box('roof', COLORADO, [345, 206, 383, 232], 'brown concrete tiles'),
  box('roof', COLORADO, [240, 216, 310, 232], 'brown shingles'),
  box('roof', naip('long_beach_2020_32'), [105, 104, 127, 122], 'dark grey shingles'),
  box('roof', naip('long_beach_2020_32'), [104, 164, 128, 184], 'brown shingles'),
  box('roof', naip('long_beach_2020_32'), [106, 230, 126, 246], 'light grey shingles'),
  box('roof', naip('claremont_2020_53'), [22, 50, 42, 76], 'brown shingles, hipped'),
  box('roof', OAM, [1020, 10, 1380, 140], 'corrugated metal'),
  box('roof', naip('claremont_2020_57'), [200, 170, 245, 195], 'white school roof'),
  box('roof', naip('palm_springs_2020_85'), [78, 65, 95, 80], 'white flat roof'),
  box('roof', naip('palm_springs_2020_85'), [0, 100, 25, 115], 'white flat roof, west'),
  box('roof', naip('long_beach_2020_56'), [92, 40, 115, 52], 'light grey flat roof'),
  box('roof', naip('long_beach_2020_77'), [84, 86, 100, 98], 'dark grey shingles'),
  box('roof', naip('long_beach_2020_77'), [80, 165, 100, 180], 'red-brown tiles'),
  box('roof', naip('long_beach_2020_77'), [215, 88, 235, 105], 'light grey shingles'),
  box('roof', naip('long_beach_2020_44'), [100, 60, 122, 78], 'dark grey shingles, Long Beach'),
  box('roof', naip('claremont_2020_77'), [12, 70, 40, 90], 'dark grey roof'),
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
  // NAIP crowns centred on their hand-placed points (csv/); these tiles' points are not scored.
  crown(naip('long_beach_2020_77'), 78, 113, 9, 'street tree'),
  crown(naip('long_beach_2020_77'), 132, 136, 10, 'yard tree'),
  crown(naip('long_beach_2020_77'), 238, 52, 9, 'yard tree, east'),
  crown(naip('long_beach_2020_56'), 51, 27, 10, 'large yard tree'),
  crown(naip('long_beach_2020_56'), 173, 157, 9, 'yard tree by a roof'),
  crown(naip('long_beach_2020_56'), 189, 202, 10, 'round yard tree'),
  crown(naip('long_beach_2020_44'), 205, 152, 8, 'street tree'),
  crown(naip('long_beach_2020_44'), 88, 35, 8, 'yard tree, Long Beach'),
  crown(naip('claremont_2020_11'), 68, 36, 6, 'oak in a dry meadow'),
  crown(naip('claremont_2020_57'), 207, 209, 6, 'small tree by a school'),
  crown(naip('palm_springs_2020_85'), 103, 115, 6, 'dark tree on a lawn'),
  crown(naip('palm_springs_2020_85'), 92, 210, 6, 'conifer in a park'),
  crown(naip('bishop_2020_0'), 49, 101, 8, 'round tree on bare ground'),
  crown(naip('chico_2020_38'), 95, 35, 14, 'cemetery oak'),
  // Beds, gravel, bare ground.
  box('mulch', COLORADO, [105, 115, 200, 130], 'bark mulch bed'),
  box('mulch', COLORADO, [232, 80, 262, 94], 'bark mulch bed, east'),
  box('gravel', SJER, [40, 170, 80, 200], 'granite and grit'),
  box('soil', naip('chico_2020_83'), [75, 115, 135, 150], 'ball-field infield'),
  box('soil', GORINCHEM, [675, 640, 720, 690], 'bare sandy ground'),
  box('soil', naip('bishop_2020_0'), [195, 100, 235, 130], 'bare dirt yard'),
  // Cars.
  box('car', COLORADO, [129, 80, 141, 114], 'dark car'),
  box('car', COLORADO, [148, 80, 162, 113], 'white car'),
  box('car', COLORADO, [172, 82, 186, 115], 'blue car'),
  box('car', COLORADO, [192, 80, 205, 113], 'white car, east'),
  box('car', GORINCHEM, [202, 463, 212, 483], 'dark car, parking'),
  box('car', GORINCHEM, [214, 469, 225, 489], 'dark car, parking, east'),
  // Water.
  box('water', naip('claremont_2020_59'), [45, 100, 95, 122], 'swimming pool'),
  box('water', naip('palm_springs_2020_75'), [165, 100, 205, 160], 'golf-course pond'),
  box('water', naip('palm_springs_2020_75'), [10, 122, 45, 150], 'golf-course pond, west'),
  box('water', naip('long_beach_2020_77'), [106, 190, 116, 197], 'swimming pool, Long Beach'),
  box('water', LAKESHORE, [400, 10, 850, 140], 'lake'),
  box('water', GORINCHEM, [60, 200, 380, 340], 'river'),
];
