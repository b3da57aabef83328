import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { PricingGuidePage } from './PricingGuidePage.tsx';

describe('PricingGuidePage', () => {
  it('gives typical rates for edging, mulching and snow clearing in their own units', async () => {
    renderWithProviders(<PricingGuidePage />, { path: '/pricing-guide' });
    const list = await screen.findByRole('list', { name: 'Typical rates beyond the lawn' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Edging: $0.10 to $0.30 per linear ft',
      'Mulching: $0.50 to $1.25 per sq ft of beds',
      'Snow clearing: $0.030 to $0.080 per sq ft of paving',
    ]);
  });
});
