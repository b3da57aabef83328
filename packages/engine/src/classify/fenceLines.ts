import { LAWN, OTHER, PAVEMENT, SHADOW, TREE } from '../landClasses.ts';
import type { ClassMap } from './classifyPixels.ts';
import { dilate } from './morphology.ts';
import { wideParts } from './wideParts.ts';

/**
 * Paving narrower than this (metres) is no surface to clear. The demo painter's walks are
 * 1.2 m wide; its fences and walls are lines a pixel wide over the lawn, in colours the pixel
 * rule reads as paving, each with its shadow on one side.
 */
const NARROWEST_PAVING_M = 0.75;

/**
 * A line of "paving" a pixel wide with plants or shade on both sides, not part of a piece
 * NARROWEST_PAVING_M wide or more (`wideParts`: its edges, corners and the root of a line leaving
 * it stay paving), is a fence ("other"): not a surface to clear, and the lawn meets it, not
 * paving to edge along. A sliver of real paving between its lit part and a shadow has paving
 * on one side and stays. On pixels too coarse for a line that narrow to be told from a path, nothing changes.
 */
export function fencesFromThinPaving(map: ClassMap, metresPerPixel: number): void {
  // An opening of radius r clears lines up to 2r pixels wide.
  const r = Math.floor(NARROWEST_PAVING_M / (2 * metresPerPixel));
  if (r < 1) return;
  const { classes, width, height } = map;
  const paving = new Uint8Array(classes.length);
  for (let i = 0; i < classes.length; i++) paving[i] = classes[i] === PAVEMENT ? 1 : 0;
  const wide = wideParts(paving, width, height, r);
  const open = (j: number) => classes[j] === LAWN || classes[j] === TREE || classes[j] === SHADOW;
  const fences: number[] = [];
  for (let i = 0; i < classes.length; i++) {
    if (!paving[i] || wide[i]) continue;
    const x = i % width;
    const acrossX = x > 0 && x < width - 1 && open(i - 1) && open(i + 1);
    const acrossY = i >= width && i + width < classes.length && open(i - width) && open(i + width);
    if (acrossX || acrossY) fences.push(i);
  }
  for (const i of fences) classes[i] = OTHER;
}

/** Paving beyond the lot line within this many pixels of a strip makes it the line's fence. */
const LOT_LINE_REACH_PX = 2;

/**
 * A strip of "paving" in the lot narrower than NARROWEST_PAVING_M, within two pixels of paving
 * beyond the lot line, is the fence on the line (the demo painter draws the fences between lots
 * on the line, and one beside the neighbour's drive or the sidewalk has paving, not plants, on
 * its far side, so `fencesFromThinPaving` keeps it as that surface's fringe): "other". The
 * lot's own paving wider than that, the driveway meeting the apron included, stays whole.
 */
export function fencesOnLotLine(
  map: ClassMap,
  parcelMask: Uint8Array,
  metresPerPixel: number,
): void {
  const r = Math.floor(NARROWEST_PAVING_M / (2 * metresPerPixel));
  if (r < 1) return;
  const { classes, width, height } = map;
  const inLot = new Uint8Array(classes.length);
  for (let i = 0; i < classes.length; i++)
    inLot[i] = classes[i] === PAVEMENT && parcelMask[i] ? 1 : 0;
  const wide = wideParts(inLot, width, height, r);
  const beyond = new Uint8Array(classes.length);
  for (let i = 0; i < classes.length; i++)
    beyond[i] = classes[i] === PAVEMENT && !parcelMask[i] ? 1 : 0;
  const nearBeyond = dilate(beyond, width, height, LOT_LINE_REACH_PX);
  for (let i = 0; i < classes.length; i++)
    if (inLot[i] && !wide[i] && nearBeyond[i]) classes[i] = OTHER;
}
