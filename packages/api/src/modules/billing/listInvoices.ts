import type { Invoice } from '@yardstick/core/schemas/paymentMethod';
import type { Owner } from '../accounts/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { BillingContext } from './context.ts';
import { isProvidersId } from './ensureCustomer.ts';
import { BILLING_ERRORS } from './messages.ts';

/** GET /api/invoices: the owner's charges, newest first (none before a payment customer exists). */
export async function listInvoices({ provider }: BillingContext, owner: Owner): Promise<Invoice[]> {
  const customerId = owner.stripeCustomerId;
  if (!customerId || !isProvidersId(customerId, provider)) return [];
  return provider.invoices(customerId);
}

/** GET /api/invoices/:id: one of the owner's own invoices; another owner's reads as missing. */
export async function getInvoice(
  context: BillingContext,
  owner: Owner,
  invoiceId: string,
): Promise<Invoice> {
  const found = (await listInvoices(context, owner)).find((invoice) => invoice.id === invoiceId);
  if (!found) throw new NotFoundError(BILLING_ERRORS.invoiceNotFound);
  return found;
}
