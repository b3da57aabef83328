import { describe, expect, it } from 'vitest';
import { invoiceOfPayment } from './testModePayments.ts';
import type { TestModeIntent } from './testModeRepository.ts';

const renewal = (overrides: Partial<TestModeIntent>): TestModeIntent => ({
  id: 'tm_pi_abc',
  ownerId: '00000000-0000-4000-8000-000000000001',
  customerId: 'tm_cus_1',
  subscriptionId: 'tm_sub_1',
  type: 'payment',
  purpose: 'renewal',
  description: 'Starter plan, Nov 29, 2026 – Dec 29, 2026',
  amountCents: 5424,
  status: 'succeeded',
  clientSecret: 'tm_offsession',
  lastError: null,
  retries: 0,
  overageEstimates: 17,
  overageCents: 425,
  cardBrand: 'visa',
  cardLast4: '4242',
  cardExpMonth: 12,
  cardExpYear: 2034,
  createdAt: new Date('2026-12-29T15:00:00Z'),
  updatedAt: new Date('2026-12-29T15:00:00Z'),
  ...overrides,
});

describe('invoiceOfPayment', () => {
  it('lists the plan and the overage as two lines that add up to the amount', () => {
    const invoice = invoiceOfPayment(renewal({}));
    expect(invoice.amount).toBe(54.24);
    expect(invoice.lines).toEqual([
      { description: 'Starter plan, Nov 29, 2026 – Dec 29, 2026', amount: 49.99 },
      { description: 'Overage: 17 estimates × $0.25', amount: 4.25 },
    ]);
  });

  it('lists the plan alone when no estimate went beyond it', () => {
    const invoice = invoiceOfPayment(
      renewal({ amountCents: 4999, overageEstimates: 0, overageCents: 0 }),
    );
    expect(invoice.lines).toEqual([
      { description: 'Starter plan, Nov 29, 2026 – Dec 29, 2026', amount: 49.99 },
    ]);
  });
});
