import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rect } from '@yardstick/core/testing/metreLot';
import { legendLayers } from './layers.ts';
import { MapLegend } from './MapLegend.tsx';

const square = { type: 'MultiPolygon' as const, coordinates: [[rect(0, 0, 10, 10)]] };
const none = { type: 'MultiPolygon' as const, coordinates: [] };

function keyItems() {
  return within(screen.getByRole('list', { name: 'Map key' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the map key', () => {
  it('names only the layers on the map: the lawn alone on an analysis without beds or paving', () => {
    render(<MapLegend layers={legendLayers('lawn', {})} editing="lawn" />);
    expect(keyItems()).toEqual(['Lawn']);
  });

  it('names the beds and paving the homeowner sees under the lawn, leaving out an empty layer', () => {
    const { rerender } = render(
      <MapLegend layers={legendLayers('lawn', { beds: square, paving: square })} editing="lawn" />,
    );
    expect(keyItems()).toEqual(['Lawn (editing)', 'Beds', 'Paving to clear']);
    rerender(
      <MapLegend layers={legendLayers('lawn', { beds: none, paving: square })} editing="lawn" />,
    );
    expect(keyItems()).toEqual(['Lawn (editing)', 'Paving to clear']);
  });

  it('puts the layer the owner edits first', () => {
    render(
      <MapLegend layers={legendLayers('beds', { lawn: square, paving: square })} editing="beds" />,
    );
    expect(keyItems()).toEqual(['Beds (editing)', 'Lawn', 'Paving to clear']);
  });
});
