import type { RoofSection } from '../scene.ts';
import type { HouseLotSpec } from './houseLotSpecs.ts';
import type { LocalRect } from './lotFrame.ts';
import { drivewayMaterial, roofMaterial } from './looks.ts';
import { CURB, SIDEWALK, VERGE } from './streetProfile.ts';
import { addCar, addSurface, type LotContext } from './yardPieces.ts';

export interface PlacedHouse {
  living: LocalRect;
  garage: LocalRect;
  front: number;
  back: number;
}

export function placeHouse(ctx: LotContext, spec: HouseLotSpec): PlacedHouse {
  const { frame, random, scene } = ctx;
  const side = random.range(...spec.side);
  const width = Math.min(frame.width - 2 * side, random.range(...spec.width));
  const u0 = random.range(side, frame.width - side - width);
  const setback = random.range(...spec.setback);
  const depth = random.range(...spec.depth);
  const garageW = Math.min(width * 0.5, random.pick(spec.garage));
  const garageD = random.range(6, 7.5);
  const garageLeft = random.chance(0.5);
  const forward = random.pick([0, 0, 0.6, 1.5]);
  const garage: LocalRect = garageLeft
    ? [u0, setback - forward, u0 + garageW, setback - forward + garageD]
    : [u0 + width - garageW, setback - forward, u0 + width, setback - forward + garageD];
  const living: LocalRect = garageLeft
    ? [u0 + garageW, setback, u0 + width, setback + depth]
    : [u0, setback, u0 + width - garageW, setback + depth];
  const storeys = random.chance(0.45) ? 2 : 1;
  const eave = storeys === 2 ? random.range(5.4, 6.2) : random.range(2.8, 3.4);
  const pitch = random.range(0.35, 0.62);
  const style = random.chance(0.6) ? 'gable' : 'hip';
  const sections: RoofSection[] = [
    { rect: frame.rect(living), style, ridgeAlong: 'x', eaveHeight: eave, pitch },
  ];
  let back = setback + depth;
  let area = (living[2] - living[0]) * depth;
  const wingRoom = frame.depth - back - 9;
  if (random.chance(frame.lot.kind === 'small' ? 0.2 : 0.55) && wingRoom > 3) {
    const wingW = random.range(4, Math.min(9, living[2] - living[0]));
    const wingD = random.range(3, Math.min(7, wingRoom));
    const wu = random.range(living[0], living[2] - wingW);
    const wing: LocalRect = [wu, back - 0.5, wu + wingW, back + wingD];
    sections.push({
      rect: frame.rect(wing),
      style,
      ridgeAlong: 'y',
      eaveHeight: storeys === 2 && random.chance(0.5) ? 3 : eave,
      pitch,
    });
    ctx.occupied.push(wing);
    back += wingD;
    area += wingW * wingD;
  }
  const material = roofMaterial(random);
  const tone = random.range(0.85, 1.15);
  const eaves = random.range(0.3, 0.6);
  scene.add('structures', {
    type: 'building',
    building: { kind: 'house', sections, material, tone, eaves, units: [] },
  });
  scene.add('structures', {
    type: 'building',
    building: {
      kind: 'garage',
      sections: [
        {
          rect: frame.rect(garage),
          style: 'gable',
          ridgeAlong: random.chance(0.5) ? 'x' : 'y',
          eaveHeight: 2.8,
          pitch,
        },
      ],
      material,
      tone,
      eaves,
      units: [],
    },
  });
  scene.houses.set(frame.lot.index, { footprintM2: area, storeys });
  ctx.occupied.push(living, garage);
  return { living, garage, front: Math.min(living[1], garage[1]), back: Math.max(back, garage[3]) };
}

/** From the garage door across the verge to the curb; the sidewalk stays continuous. */
export function addDriveway(ctx: LotContext, garage: LocalRect): void {
  const { frame, random, scene } = ctx;
  const width = garage[2] - garage[0] - 0.3;
  const u0 = garage[0] + 0.15;
  const material = drivewayMaterial(random);
  const surface = {
    kind: 'pavement' as const,
    material,
    jointSpacing: material.includes('concrete') ? random.range(3, 4.5) : null,
    tone: random.range(0.9, 1.1),
  };
  addSurface(ctx, 'paving', [u0, 0, u0 + width, garage[1]], surface);
  addSurface(
    ctx,
    'paving',
    [u0, -(CURB + VERGE + SIDEWALK), u0 + width, -SIDEWALK],
    surface,
    false,
  );
  const [x0, , x1] = frame.rect([u0, 0, u0 + width, 1]);
  scene.addDriveway(frame.lot.street, frame.lot.faces, x0, x1);
  if (random.chance(0.45) && garage[1] > 5.5)
    addCar(ctx, u0 + width / 2 + random.range(-0.6, 0.6), random.range(2.6, garage[1] - 2.6), true);
}
