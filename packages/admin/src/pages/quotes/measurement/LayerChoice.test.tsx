import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapLayer } from '@yardstick/core/mapLayers';
import type { MapData } from '@yardstick/core/schemas/analysis';
import { rect } from '@yardstick/core/testing/metreLot';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildQuote } from '../../../testing/quotesPageKit.tsx';
import { LayerChoice } from './LayerChoice.tsx';
import { editableLayers } from './quoteLayers.ts';

const shapes = { type: 'MultiPolygon' as const, coordinates: [[rect(0, 0, 10, 10)]] };
const mapData = (overrides: Partial<MapData> = {}): MapData => ({
  status: 'success',
  parcel: null,
  center: [-89.65, 39.78],
  zoom: 19,
  propertyPolygon: null,
  mowablePolygons: shapes,
  greenPercentage: 40,
  address: '12 Elm St',
  greenAreaImagePath: null,
  ...overrides,
});
const mulching = {
  id: 's-2',
  serviceName: 'Mulching',
  areaSqFt: 21780,
  pricePerSqFt: 0.75,
  frequency: 'monthly' as const,
  basis: 'bed-area' as const,
  quantity: 420,
  totalCost: 315,
};

function Chooser({ layers }: { layers: MapLayer[] }) {
  const [layer, setLayer] = useState<MapLayer>('lawn');
  return (
    <>
      <LayerChoice layers={layers} value={layer} onChange={setLayer} />
      <output>{layer}</output>
    </>
  );
}

describe('the layer choice on the quote card', () => {
  it('offers beds only on a quote priced on them whose analysis traced them', () => {
    const withMulch = buildQuote({ services: [...buildQuote().services, mulching] });
    const traced = mapData({ bedPolygons: shapes, pavingPolygons: shapes });
    expect(editableLayers(withMulch, traced)).toEqual(['lawn', 'beds']);
    expect(editableLayers(buildQuote(), traced)).toEqual(['lawn']);
    // Analyzed before beds were traced: the lawn alone, as before.
    expect(editableLayers(withMulch, mapData())).toEqual(['lawn']);
  });

  it('is not shown when the lawn is the only layer', () => {
    render(<Chooser layers={['lawn']} />);
    expect(screen.queryByRole('group', { name: 'Edit on the map' })).toBeNull();
  });

  it('switches the layer by keyboard: Tab into the group, arrows between the layers', async () => {
    const user = userEvent.setup();
    render(<Chooser layers={['lawn', 'beds', 'paving']} />);
    const group = screen.getByRole('group', { name: 'Edit on the map' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Lawn' })).toHaveProperty('checked', true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Lawn' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Beds' })).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toBe('beds');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toBe('paving');
  });
});
