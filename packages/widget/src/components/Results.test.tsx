import { fireEvent, screen, within } from '@testing-library/react';
import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import { describe, expect, it } from 'vitest';
import { renderAnalyzed } from '../testing/analyzed.ts';
import { json } from '../testing/fakeFetch.ts';
import { buildAnalysisResult, buildEdgingLine, buildServiceLine } from '../testing/fixtures.ts';
import { advance } from '../testing/renderEstimator.tsx';

const answering = (overrides: Parameters<typeof buildAnalysisResult>[0]) => ({
  'POST /api/analyze-property': () => json(buildAnalysisResult(overrides)),
});
const totalText = () => screen.getByTestId('ys-total').textContent;
/** The mowing line's breakdown, row by row: [label, amount]. */
const breakdownOf = (serviceName: string) =>
  [...screen.getByLabelText(`How the ${serviceName} price is made`).querySelectorAll('div')].map(
    (row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent],
  );
const mowingBreakdown = () => breakdownOf('Lawn Mowing');

describe('Results', () => {
  it('shows the map, both areas and the AI analysis', async () => {
    await renderAnalyzed();
    const map = screen.getByRole('img', { name: /Map of 12 Elm Street/ });
    expect(map.getAttribute('src')).toBe(
      'http://api.test/api/green-overlay-image?analysisId=an_123',
    );
    // Phones are offered the light variant of the same map.
    const small = map.closest('picture')?.querySelector('source');
    expect(small?.getAttribute('srcset')).toBe(
      'http://api.test/api/green-overlay-image?analysisId=an_123&variant=small',
    );
    expect(small?.getAttribute('media')).toBe('(max-width: 640px)');
    expect(
      within(screen.getByRole('region', { name: 'Total area' })).getByText('10,890 sq ft'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Mowable area' })).getByText('5,000 sq ft'),
    ).toBeTruthy();

    const ai = screen.getByRole('region', { name: 'AI property analysis' });
    expect(ai.textContent).toContain('Complexity score: 5/10');
    // A short grouped summary up front; the list and the measurement notes on demand.
    const details = ai.querySelector('details');
    expect(details?.open).toBe(false);
    expect(ai.querySelector('summary')?.textContent).toBe('What we found on the lawn');
    const obstacles = within(ai)
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent);
    expect(obstacles[0]).toContain('Tree');
    expect(obstacles[0]).toContain('Large');
    expect(details?.textContent).toContain('Two obstacles on the lawn add trimming time.');
    expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toContain(
      'Analysis Complete',
    );
  });

  it('keeps 400 px for the map while it loads, then shows the image', async () => {
    await renderAnalyzed();
    const map = screen.getByRole('img', { name: /Map of/ });
    const frame = map.closest<HTMLElement>('.ys-map-frame');
    expect(frame?.style.minHeight).toBe('400px');
    expect(map.style.maxWidth).toBe('600px');
    fireEvent.load(map);
    expect(frame?.style.minHeight).toBe('');
  });

  it('says the map failed and logs the server answer', async () => {
    const { server } = await renderAnalyzed(
      {},
      {
        'GET /api/green-overlay-image': () => new Response('no imagery', { status: 502 }),
      },
    );
    fireEvent.error(screen.getByRole('img', { name: /Map of/ }));
    await advance();
    expect(screen.getByText('Failed to load map visualization')).toBeTruthy();
    expect(screen.getByText('Please try again later')).toBeTruthy();
    expect(server.to('/api/green-overlay-image')).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith('Failed to generate map image: 502 - no imagery');
  });

  it('hides the map without a valid center', async () => {
    const result = buildAnalysisResult();
    await renderAnalyzed({}, answering({ mapData: { ...result.mapData, center: [0, 0] } }));
    expect(screen.queryByRole('region', { name: 'Property map' })).toBeNull();
  });

  it('hides the AI card while the score is null', async () => {
    await renderAnalyzed({}, answering({ aiComplexityScore: null }));
    expect(screen.queryByRole('region', { name: 'AI property analysis' })).toBeNull();
  });

  it('hides the placeholder explanation', async () => {
    await renderAnalyzed({}, answering({ aiPricingExplanation: 'AI analysis in progress...' }));
    expect(screen.getByRole('region', { name: 'AI property analysis' }).textContent).not.toContain(
      'AI analysis in progress...',
    );
  });

  it('recomputes prices and the total, split by how often each is paid', async () => {
    const { user } = await renderAnalyzed();
    expect(totalText()).toBe('$40 per visit');
    await user.click(screen.getByRole('checkbox', { name: 'Aeration' }));
    expect(totalText()).toBe('$40 per visit · $100 once');
    expect(screen.getAllByText('Min. price applied')).toHaveLength(1);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Lawn Mowing frequency' }),
      'Bi-weekly',
    );
    expect(totalText()).toBe('$50 per visit · $100 once');
    expect(screen.getAllByText('Min. price applied')).toHaveLength(2);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Lawn Mowing frequency' }),
      'Monthly',
    );
    expect(totalText()).toBe('$25 per month · $100 once');
    await user.click(screen.getByRole('checkbox', { name: 'Lawn Mowing' }));
    expect(totalText()).toBe('$100 once');
  });

  it('shows each line with its cadence and a breakdown that adds up to its price', async () => {
    const result = buildAnalysisResult({ aiComplexityScore: 10 });
    const mowing = { ...result.services[0]!, areaSqFt: 5067, totalCost: 51 };
    await renderAnalyzed({}, answering({ aiComplexityScore: 10, services: [mowing] }));
    expect(mowingBreakdown()).toEqual([
      ['Lawn 5,067 sq ft × $0.0080', '$40.54'],
      ['Yard complexity 10/10 (trees and a pool): +25 %', '+$10.13'],
      ['Rounded up to a whole dollar', '+$0.33'],
    ]);
    expect(screen.getByTestId('ys-line-price').textContent).toContain('$51.00 per visit');
  });

  it('shows the volume discount of a large lawn as a row of the breakdown', async () => {
    const result = buildAnalysisResult({ aiComplexityScore: null });
    const base = result.services[0]!;
    const mowing = {
      ...base,
      areaSqFt: 65_340,
      totalCost: 347,
      availableFrequencies: base.availableFrequencies.map((option) => ({
        ...option,
        volumeTiers: [...STANDARD_VOLUME_TIERS],
      })),
    };
    await renderAnalyzed({}, answering({ aiComplexityScore: null, services: [mowing] }));
    expect(mowingBreakdown()).toEqual([
      ['Lawn 65,340 sq ft × $0.0080', '$522.72'],
      ['Volume discount −33.7 %', '−$176.36'],
      ['Rounded up to a whole dollar', '+$0.64'],
    ]);
    expect(screen.getByTestId('ys-line-price').textContent).toContain('$347.00 per visit');
  });

  it('names what each line is priced on, with its own quantity, in its breakdown', async () => {
    const single = (
      serviceId: string,
      serviceName: string,
      basis: 'hardscape-area' | 'per-tree' | 'flat',
      quantity: number,
      rate: number,
      totalCost: number,
    ) =>
      buildServiceLine({
        serviceId,
        serviceName,
        selectedFrequency: 'one-time',
        pricePerSqFt: rate,
        totalCost,
        basis,
        quantity,
        availableFrequencies: [
          {
            id: `f-${serviceId}`,
            frequency: 'one-time',
            pricePerSqFt: rate,
            minimumPrice: null,
            isActive: true,
            sortOrder: 0,
            basis,
            quantity,
          },
        ],
      });
    const services = [
      buildServiceLine(),
      buildEdgingLine(),
      single('svc-snow', 'Snow clearing', 'hardscape-area', 1240, 0.05, 62),
      single('svc-trees', 'Tree care', 'per-tree', 4, 15, 60),
      single('svc-cleanup', 'Spring cleanup', 'flat', 1, 150, 150),
    ];
    await renderAnalyzed({}, answering({ services }));
    expect(breakdownOf('Lawn Mowing')).toEqual([['Lawn 5,000 sq ft × $0.0080', '$40.00']]);
    expect(breakdownOf('Edging')).toEqual([
      ['Edging 310 ft × $0.25', '$77.50'],
      ['Rounded up to a whole dollar', '+$0.50'],
    ]);
    expect(breakdownOf('Snow clearing')).toEqual([
      ['Driveway and walks 1,240 sq ft × $0.050', '$62.00'],
    ]);
    expect(breakdownOf('Tree care')).toEqual([['Per tree 4 × $15.00', '$60.00']]);
    expect(breakdownOf('Spring cleanup')).toEqual([['Flat per visit', '$150.00']]);
  });

  it('shows a demo rate with the digits that make the row multiply (7,250 × 0.00855 = 61.99)', async () => {
    const result = buildAnalysisResult();
    const demoRate = 0.00855;
    const mowing = {
      ...result.services[0]!,
      areaSqFt: 7250,
      pricePerSqFt: demoRate,
      totalCost: 62,
      selectedFrequency: 'bi-weekly' as const,
      availableFrequencies: result.services[0]!.availableFrequencies.map((option) =>
        option.frequency === 'bi-weekly' ? { ...option, pricePerSqFt: demoRate } : option,
      ),
    };
    await renderAnalyzed({}, answering({ aiComplexityScore: null, services: [mowing] }));
    const breakdown = screen.getByLabelText('How the Lawn Mowing price is made');
    const [label, amount] = ['dt', 'dd'].map(
      (tag) => breakdown.querySelector(`div ${tag}`)?.textContent,
    );
    expect(label).toBe('Lawn 7,250 sq ft × $0.00855');
    expect(amount).toBe('$61.99');
  });

  it('moves focus to the result heading when the result arrives', async () => {
    await renderAnalyzed();
    const heading = screen.getByRole('heading', { name: /Estimate for 12 Elm Street/ });
    expect(heading.tagName).toBe('H2');
    expect(document.activeElement).toBe(heading);
  });

  it('offers Accept Quote only when allowed, and disables it with nothing selected', async () => {
    const { user, unmount } = await renderAnalyzed();
    const accept = screen.getByRole('button', { name: 'Accept Quote' });
    await user.click(screen.getByRole('checkbox', { name: 'Lawn Mowing' }));
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Please select at least one service.')).toBeTruthy();
    unmount();

    await renderAnalyzed({ allowAccept: false });
    expect(screen.queryByRole('button', { name: 'Accept Quote' })).toBeNull();
  });

  it('links the trial call to action to the register page of the main site', async () => {
    await renderAnalyzed({ showTrialCta: true });
    const link = screen.getByRole('link', { name: 'Start Free Trial' });
    expect(link.getAttribute('href')).toBe('http://api.test/register?plan=starter');
  });
});
