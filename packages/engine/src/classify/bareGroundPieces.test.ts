import { describe, expect, it } from 'vitest';
import { LAWN, OTHER, PAVEMENT, SOIL } from '../landClasses.ts';
import type { BoostedTrees } from './boostedTrees.ts';
import { BARE_PIECE_FEATURES, bareGroundPieces, settleBareGround } from './bareGroundPieces.ts';
import { computeFeatures } from './features.ts';

const W = 40;
const H = 30;
const MPP = 0.3;

/** Lawn with a 1 px bed strip along a building's wall and a 10 × 10 px warm block on paving. */
function scene() {
  const classes = new Uint8Array(W * H).fill(LAWN);
  const building = new Uint8Array(W * H);
  const set = (x0: number, y0: number, x1: number, y1: number, fill: (i: number) => void) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) fill(y * W + x);
  };
  set(2, 2, 22, 8, (i) => (building[i] = 1));
  set(2, 8, 22, 9, (i) => (classes[i] = SOIL));
  set(25, 15, 39, 29, (i) => (classes[i] = PAVEMENT));
  set(27, 17, 37, 27, (i) => (classes[i] = SOIL));
  const grey = new Uint8Array(W * H).fill(120);
  const features = computeFeatures({
    width: W,
    height: H,
    red: grey,
    green: grey,
    blue: grey,
    nir: null,
  });
  return { classes, building, features };
}

const column = (pieces: ReturnType<typeof bareGroundPieces>, name: string) =>
  pieces.columns[BARE_PIECE_FEATURES.indexOf(name as (typeof BARE_PIECE_FEATURES)[number])] ?? [];

describe('bareGroundPieces', () => {
  it('measures each piece of soil: its size, width, fill and what its border meets', () => {
    const { classes, building, features } = scene();
    const pieces = bareGroundPieces(classes, features, building, MPP);
    expect(pieces.count).toBe(2);
    const strip = (pieces.labels[8 * W + 5] ?? 0) - 1;
    const block = (pieces.labels[20 * W + 30] ?? 0) - 1;
    expect(column(pieces, 'areaM2')[strip]).toBeCloseTo(20 * MPP ** 2, 5);
    expect(column(pieces, 'areaM2')[block]).toBeCloseTo(100 * MPP ** 2, 5);
    // A strip one pixel wide reads about a pixel wide; the block half its side.
    expect(column(pieces, 'widthM')[strip]).toBeCloseTo((40 / 42) * MPP, 5);
    expect(column(pieces, 'widthM')[block]).toBeCloseTo(5 * MPP, 5);
    expect(column(pieces, 'fill')[block]).toBe(1);
    // The strip: 20 sides on the wall, 22 on the lawn; the block: paving all round.
    expect(column(pieces, 'buildingBorder')[strip]).toBeCloseTo(20 / 42, 5);
    expect(column(pieces, 'plantBorder')[strip]).toBeCloseTo(22 / 42, 5);
    expect(column(pieces, 'pavingBorder')[block]).toBe(1);
  });
});

describe('settleBareGround', () => {
  /** One split: wider than 1 m is paving, narrower a bed; no other evidence. */
  const byWidth: BoostedTrees = {
    features: [...BARE_PIECE_FEATURES],
    classes: [SOIL, PAVEMENT, OTHER],
    base: [0, 0, 0],
    trees: [SOIL, PAVEMENT, OTHER].map((c) => ({
      feature: [BARE_PIECE_FEATURES.indexOf('widthM'), -1, -1],
      threshold: [1, 0, 0],
      left: [1, -1, -1],
      right: [2, -1, -1],
      value: [0, c === SOIL ? 3 : 0, c === PAVEMENT ? 3 : 0],
    })),
    inputsHash: '',
  };

  it('gives every pixel of a piece the class the model finds likeliest, less sure by its odds', () => {
    const { classes, building, features } = scene();
    const confidence = new Uint8Array(W * H).fill(200);
    settleBareGround(classes, confidence, features, building, MPP, byWidth);
    expect(classes[8 * W + 5]).toBe(SOIL);
    expect(classes[20 * W + 30]).toBe(PAVEMENT);
    expect(classes[16 * W + 26]).toBe(PAVEMENT);
    expect(classes[0]).toBe(LAWN);
    // e³ / (e³ + 2): the pixel's own 200 times the piece's odds; pixels outside keep theirs.
    const odds = Math.exp(3) / (Math.exp(3) + 2);
    expect(confidence[8 * W + 5]).toBe(Math.round(200 * odds));
    expect(confidence[0]).toBe(200);
  });
});
