import { screen, within } from '@testing-library/react';
import type { Invoice } from '@yardstick/core/schemas/paymentMethod';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { BillingHistoryCard } from './BillingHistoryCard.tsx';

const renewal: Invoice = {
  id: 'tm_pi_renewal',
  number: 'TM-RENEWAL',
  date: '2026-12-29T15:00:00.000Z',
  amount: 54.24,
  status: 'paid',
  description: 'Starter plan, Nov 29 – Dec 29',
  lines: [
    { description: 'Starter plan, Nov 29 – Dec 29', amount: 49.99 },
    { description: 'Overage: 17 estimates × $0.25', amount: 4.25 },
  ],
  receiptUrl: null,
  card: null,
};

describe('BillingHistoryCard', () => {
  it('itemises a charge: the plan and the overage, each with its amount, beside the total', async () => {
    renderWithProviders(<BillingHistoryCard />, {
      api: { 'GET /api/invoices': { body: { invoices: [renewal] } } },
    });
    const row = (await screen.findByText('Overage: 17 estimates × $0.25')).closest('tr');
    if (!row) throw new Error('The charge is not a row of the history');
    const items = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Starter plan, Nov 29 – Dec 29 $49.99',
      'Overage: 17 estimates × $0.25 $4.25',
    ]);
    expect(row.textContent).toContain('$54.24');
  });

  it('shows a charge of one item as its description alone', async () => {
    const firstMonth: Invoice = {
      ...renewal,
      amount: 49.99,
      description: 'Starter plan, first month',
      lines: [{ description: 'Starter plan, first month', amount: 49.99 }],
    };
    renderWithProviders(<BillingHistoryCard />, {
      api: { 'GET /api/invoices': { body: { invoices: [firstMonth] } } },
    });
    expect(await screen.findByText('Starter plan, first month')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
