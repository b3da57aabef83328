import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTE_REQUEST_LIMIT_MESSAGES } from '@yardstick/core/schemas/quoteRequestLimits';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { QuoteRequestLimitCard } from './QuoteRequestLimitCard.tsx';

const LABEL = 'New quote requests per day from your storefront and website';

function renderCard(
  put: { status?: number; body: unknown } = { body: { publicDailyAnalysisLimit: 50 } },
) {
  return renderWithProviders(<QuoteRequestLimitCard />, {
    path: '/account',
    api: {
      'GET /api/quote-request-limit': { body: { publicDailyAnalysisLimit: 200 } },
      'PUT /api/quote-request-limit': put,
    },
  });
}

describe('QuoteRequestLimitCard', () => {
  it('shows the current limit and saves a new one', async () => {
    const { api } = renderCard();
    const field = await screen.findByLabelText(LABEL);
    expect((field as HTMLInputElement).value).toBe('200');
    await userEvent.clear(field);
    await userEvent.type(field, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save Limit' }));
    expect(await screen.findByText('Daily quote request limit updated')).toBeTruthy();
    expect(api.callsTo('PUT /api/quote-request-limit')[0]?.body).toEqual({
      publicDailyAnalysisLimit: 50,
    });
  });

  it('says what is wrong with a limit outside 1 to 10,000 and sends nothing', async () => {
    const { api } = renderCard();
    const field = await screen.findByLabelText(LABEL);
    for (const bad of ['0', '10001', '']) {
      await userEvent.clear(field);
      if (bad) await userEvent.type(field, bad);
      await userEvent.click(screen.getByRole('button', { name: 'Save Limit' }));
      expect(await screen.findByText(QUOTE_REQUEST_LIMIT_MESSAGES.dailyLimitInvalid)).toBeTruthy();
    }
    expect(api.callsTo('PUT /api/quote-request-limit')).toHaveLength(0);
  });

  it("shows the server's sentence under the field when it refuses the value", async () => {
    renderCard({ status: 400, body: { error: 'Please enter a whole number.' } });
    await screen.findByLabelText(LABEL);
    await userEvent.click(screen.getByRole('button', { name: 'Save Limit' }));
    expect(await screen.findByText('Please enter a whole number.')).toBeTruthy();
  });
});
