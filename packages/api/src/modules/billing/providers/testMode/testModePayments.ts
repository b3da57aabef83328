import type { PaidPlanId } from '@yardstick/core/enums';
import { formatCurrency, formatDate } from '@yardstick/core/format';
import { PLANS } from '@yardstick/core/plans';
import type { Invoice } from '@yardstick/core/schemas/paymentMethod';
import { centsToDollars } from '../../../../platform/db/money.ts';
import type { Period } from '@yardstick/core/billingPeriod';
import { paymentMethodOf } from './testModeCards.ts';
import type { TestModeIntent } from './testModeRepository.ts';

/** What a charge was for, as the payment history and the receipt say it. */
export const paymentDescription = {
  firstMonth: (plan: PaidPlanId) => `${PLANS[plan].name} plan, first month`,
  planChange: (plan: PaidPlanId) => `Change to ${PLANS[plan].name}, rest of the period (prorated)`,
  renewal: (plan: PaidPlanId, period: Period) =>
    `${PLANS[plan].name} plan, ${formatDate(period.start, 'UTC')} – ${formatDate(period.end, 'UTC')}`,
};

const FALLBACK_DESCRIPTION: Record<TestModeIntent['purpose'], string> = {
  subscription: 'Subscription, first month',
  proration: 'Plan change (prorated)',
  renewal: 'Subscription renewal',
  card_update: 'Card update',
};

/** 'Overage: 17 estimates × $0.25': the estimates beyond the plan billed with a renewal. */
export function overageDescription(estimates: number, cents: number): string {
  const each = formatCurrency(centsToDollars(Math.round(cents / estimates)));
  return `Overage: ${estimates} ${estimates === 1 ? 'estimate' : 'estimates'} × ${each}`;
}

/** The plan's line, then the overage's when estimates beyond the plan were billed. */
function linesOf(row: TestModeIntent, description: string): Invoice['lines'] {
  if (row.overageEstimates <= 0 || row.overageCents <= 0)
    return [{ description, amount: centsToDollars(row.amountCents) }];
  return [
    { description, amount: centsToDollars(row.amountCents - row.overageCents) },
    {
      description: overageDescription(row.overageEstimates, row.overageCents),
      amount: centsToDollars(row.overageCents),
    },
  ];
}

/** A test-mode payment intent as an invoice: paid when it succeeded, else a failed charge. */
export function invoiceOfPayment(row: TestModeIntent): Invoice {
  const paid = row.status === 'succeeded';
  const description = row.description ?? FALLBACK_DESCRIPTION[row.purpose];
  return {
    id: row.id,
    number: row.id.replace(/^tm_pi_/, 'TM-').toUpperCase(),
    date: (paid ? row.updatedAt : row.createdAt).toISOString(),
    amount: centsToDollars(row.amountCents),
    status: paid ? 'paid' : 'failed',
    description,
    lines: linesOf(row, description),
    receiptUrl: null,
    card: paymentMethodOf(row)?.card ?? null,
  };
}

/**
 * The charges a history lists: every succeeded payment, and renewals that failed (they stay
 * owed until a card pays them). A checkout's declined attempt was never a charge.
 */
export function isListedPayment(row: TestModeIntent): boolean {
  return row.status === 'succeeded' || row.purpose === 'renewal';
}
