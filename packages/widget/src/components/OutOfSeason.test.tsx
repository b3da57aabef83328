import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAnalyzed } from '../testing/analyzed.ts';
import { json } from '../testing/fakeFetch.ts';
import { buildAcceptedQuote, buildAnalysisResult, buildServiceLine } from '../testing/fixtures.ts';
import { advance } from '../testing/renderEstimator.tsx';

const snow = { serviceId: 'svc_snow', serviceName: 'Snow Clearing', opensOn: '2026-11-01' };
const snowLine = buildServiceLine({
  serviceId: 'svc_snow',
  serviceName: 'Snow Clearing',
  isSelected: true,
});

describe('OutOfSeason', () => {
  it('names next season’s services below the price with the day they open, without a checkbox', async () => {
    await renderAnalyzed(
      {},
      { 'POST /api/analyze-property': () => json(buildAnalysisResult({ outOfSeason: [snow] })) },
    );
    const later = screen.getByRole('region', { name: 'Later in the year' });
    expect(later.textContent).toContain('Snow Clearing');
    expect(later.textContent).toContain('Available from Nov 1');
    expect(within(later).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Snow Clearing' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Lawn Mowing' })).toBeTruthy();
  });

  it('says nothing when every service is in season', async () => {
    await renderAnalyzed();
    expect(screen.queryByRole('region', { name: 'Later in the year' })).toBeNull();
  });

  it('moves a service whose season closed before accepting below the price, and says why', async () => {
    const closed =
      'Snow Clearing is out of season (Available from Nov 1). Please check your services and accept again.';
    let attempt = 0;
    const { user } = await renderAnalyzed(
      {},
      {
        'POST /api/analyze-property': () =>
          json(buildAnalysisResult({ services: [buildServiceLine(), snowLine] })),
        'POST /api/accept-quote': () => {
          attempt += 1;
          if (attempt > 1) return json({ acceptedQuote: buildAcceptedQuote() });
          return json({ error: closed, services: [buildServiceLine()], outOfSeason: [snow] }, 409);
        },
      },
    );
    expect(screen.getByRole('checkbox', { name: 'Snow Clearing' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept Quote' }));
    await user.type(screen.getByLabelText(/Full name/), 'Pat');
    await user.type(screen.getByLabelText(/Email/), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Accept Quote' }));
    await advance();

    expect(screen.getByTestId('ys-price-notice').textContent).toBe(closed);
    expect(screen.queryByRole('checkbox', { name: 'Snow Clearing' })).toBeNull();
    const later = screen.getByRole('region', { name: 'Later in the year' });
    expect(later.textContent).toContain('Available from Nov 1');
  });
});
