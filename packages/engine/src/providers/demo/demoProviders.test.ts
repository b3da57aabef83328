import { describe, expect, it } from 'vitest';
import { getDemoRegion } from '../../demoRegion/demoRegion.ts';
import { boundsOfPositions, expandBounds } from '../../geo/georeference.ts';
import { describeBuildingSourceContract } from '../contract/buildingSourceContract.ts';
import { describeGeocoderContract } from '../contract/geocoderContract.ts';
import { describeImagerySourceContract } from '../contract/imagerySourceContract.ts';
import { describeParcelSourceContract } from '../contract/parcelSourceContract.ts';
import { DemoBuildingSource } from './demoBuildingSource.ts';
import { DemoGeocoder } from './demoGeocoder.ts';
import { DemoImagerySource } from './demoImagerySource.ts';
import { DemoParcelSource } from './demoParcelSource.ts';

const region = () => getDemoRegion();
const firstHome = () => {
  const parcel = region().parcels.find((p) => p.info.landUse === 'residential');
  if (!parcel) throw new Error('demo region has no residential parcel');
  return parcel;
};
const homeBounds = () =>
  expandBounds(boundsOfPositions(firstHome().info.geometry.coordinates.flat()), 10);
const farAway = { west: -100.01, south: 40, east: -100, north: 40.01 };

describeGeocoderContract('demo', () => new DemoGeocoder(region), {
  get knownAddress() {
    return firstHome()
      .address.replace(/, Fairview.*/, '')
      .toLowerCase();
  },
  get partialQuery() {
    return firstHome().address.slice(0, 6);
  },
  unknownAddress: '999999 Nowhere Blvd, Atlantis',
});

describeParcelSourceContract('demo', () => new DemoParcelSource(region), {
  get inside() {
    return firstHome().point;
  },
  outside: [-100.005, 40.005],
});

describeImagerySourceContract('demo', () => new DemoImagerySource(region), {
  get covered() {
    return homeBounds();
  },
  uncovered: farAway,
});

describeBuildingSourceContract('demo', () => new DemoBuildingSource(region), {
  get withBuildings() {
    return homeBounds();
  },
  empty: farAway,
});

const SPELLED_OUT: Record<string, string> = {
  Ln: 'Lane',
  Dr: 'Drive',
  St: 'Street',
  Ct: 'Court',
  Cir: 'Circle',
  Ter: 'Terrace',
  Pl: 'Place',
  Ave: 'Avenue',
  Rd: 'Road',
  Blvd: 'Boulevard',
  Pkwy: 'Parkway',
};

describe('demo geocoder', () => {
  it('accepts the street type spelled out and the city, state and ZIP in any case', async () => {
    const { address } = firstHome();
    const words = (address.split(',')[0] ?? '').split(' ');
    const suffix = words.pop() ?? '';
    const typed = `${[...words, SPELLED_OUT[suffix] ?? suffix].join(' ')}, FAIRVIEW Kansas 66208`;
    expect((await new DemoGeocoder(region).resolve(typed)).matchedAddress).toBe(address);
  });

  it('does not guess a house number that is not there', async () => {
    const street = (firstHome().address.split(',')[0] ?? '').split(' ').slice(1).join(' ');
    await expect(new DemoGeocoder(region).resolve(`1 ${street}`)).rejects.toThrow(/could not find/);
  });
});
