import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/fill.ts';
import { buildService, dialog, renderServices } from '../../testing/servicesPageKit.tsx';

describe('volume tiers on the Services page', () => {
  it("says on each price's card line whether it has a volume discount", async () => {
    const mowing = buildService();
    renderServices([
      {
        ...mowing,
        frequencies: mowing.frequencies.map((option) =>
          option.frequency === 'weekly'
            ? { ...option, volumeTiers: [...STANDARD_VOLUME_TIERS] }
            : option,
        ),
      },
    ]);
    const card = (await screen.findByRole('heading', { name: 'Lawn Mowing' })).closest('li');
    if (!card) throw new Error('service card not found');
    const options = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(options[0]).toContain('Standard volume ladder');
    expect(options[1]).toContain('No volume discount');
  });

  it("edits a price's volume tiers, the preview following, and refuses tiers out of order", async () => {
    const { api } = renderServices([buildService()], {
      'PUT /api/services/svc-1': { body: { service: buildService() } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lawn Mowing' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove Bi-weekly' }));
    // The first price column of the preview, row by row.
    const preview = () =>
      [...dialog().querySelectorAll('.pricing-preview tbody tr')].map(
        (row) => row.querySelector('td')?.textContent,
      );
    // A price saved before volume pricing has none: 10,000 / 20,000 / 40,000 sq ft × $0.008.
    const summary = () => dialog().querySelector('.volume-tiers summary')?.textContent;
    expect(summary()).toBe('Volume pricing: No volume discount');
    expect(preview()).toEqual(['$80', '$160', '$320']);

    await userEvent.click(
      within(dialog()).getByRole('button', { name: 'Use the standard ladder' }),
    );
    expect(preview()).toEqual(['$75', '$135', '$235']);
    expect(summary()).toBe('Volume pricing: Standard volume ladder');
    fill('Weekly tier 2 percent of price', '80');
    // 40 + 35 + 10,000 × 0.0064 = $139.
    expect(preview()[1]).toBe('$139');

    fill('Weekly tier 3 starts above (sq ft)', '8000');
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'Weekly: Each volume tier must start at a larger area than the one before it',
    );
    expect(screen.getByRole('button', { name: 'Update Service' }).hasAttribute('disabled')).toBe(
      true,
    );
    fill('Weekly tier 3 starts above (sq ft)', '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Update Service' }));
    await waitFor(() => expect(api.callsTo('PUT /api/services/svc-1')).toHaveLength(1));
    const [body] = api.callsTo('PUT /api/services/svc-1').map((call) => call.body);
    expect(body).toMatchObject({
      frequencies: [
        {
          frequency: 'weekly',
          volumeTiers: STANDARD_VOLUME_TIERS.map((tier, index) =>
            index === 1 ? { ...tier, percentOfRate: 80 } : tier,
          ),
        },
      ],
    });
  });

  it('edits the tiers of a price per linear foot in feet', async () => {
    const edging = buildService({
      name: 'Edging',
      frequencies: [
        {
          id: 'f-1',
          frequency: 'weekly',
          pricePerSqFt: 0.25,
          minimumPrice: null,
          isActive: true,
          sortOrder: 0,
          basis: 'edge-length',
        },
      ],
    });
    const { api } = renderServices([edging], {
      'PUT /api/services/svc-1': { body: { service: edging } },
    });
    const card = (await screen.findByRole('heading', { name: 'Edging' })).closest('li');
    expect(card?.textContent).toContain('No volume discount');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Edging' }));
    // The standard ladder is a lawn's, in sq ft: not offered for feet.
    expect(within(dialog()).queryByRole('button', { name: 'Use the standard ladder' })).toBeNull();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add tier' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add tier' }));
    const table = within(dialog()).getByRole('table', { name: 'Weekly volume tiers' });
    expect(within(table).getByRole('columnheader', { name: 'Edge above (ft)' })).toBeTruthy();
    // Above 500 ft at 87.5 % of $0.25: $0.21875 a foot; above 1,000 ft at 75 %.
    expect(
      [...table.querySelectorAll('tbody tr')].map(
        (row) => row.querySelector('td:nth-child(3)')?.textContent,
      ),
    ).toEqual(['$0.25', '$0.21875', '$0.1875']);
    expect(dialog().querySelector('.volume-tiers summary')?.textContent).toBe(
      'Volume pricing: 2 volume tiers from 500 ft',
    );
    fill('Weekly tier 2 starts above (ft)', '400');
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'Weekly: Each volume tier must start at a larger number than the one before it',
    );
    fill('Weekly tier 2 starts above (ft)', '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Update Service' }));
    await waitFor(() => expect(api.callsTo('PUT /api/services/svc-1')).toHaveLength(1));
    const [body] = api.callsTo('PUT /api/services/svc-1').map((call) => call.body);
    expect(body).toMatchObject({
      frequencies: [
        {
          basis: 'edge-length',
          volumeTiers: [
            { fromSqFt: 500, percentOfRate: 87.5 },
            { fromSqFt: 1500, percentOfRate: 75 },
          ],
        },
      ],
    });
  });
});
