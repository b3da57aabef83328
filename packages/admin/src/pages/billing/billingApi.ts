import { paymentMethodResponseSchema, type PaymentMethod } from '@yardstick/core/schemas/billing';
import {
  cardSetupResponseSchema,
  invoiceListResponseSchema,
  invoiceResponseSchema,
  updatePaymentMethodResponseSchema,
  type CardSetup,
  type Invoice,
  type InvoiceWithBilledTo,
} from '@yardstick/core/schemas/paymentMethod';
import { api } from '../../http/client.ts';

/** The owner's card and charges (all scoped to the signed-in owner by the server). */
export const billingApi = {
  async paymentMethod(): Promise<PaymentMethod | null> {
    const answer = await api.request('GET', '/api/payment-method', {
      schema: paymentMethodResponseSchema,
    });
    return answer.paymentMethod;
  },

  setupCard: (): Promise<CardSetup> =>
    api.request('POST', '/api/payment-method/setup', { schema: cardSetupResponseSchema }),

  useCard: (setupIntentId: string) =>
    api.request('POST', '/api/payment-method', {
      body: { setupIntentId },
      schema: updatePaymentMethodResponseSchema,
    }),

  async invoices(): Promise<Invoice[]> {
    const answer = await api.request('GET', '/api/invoices', {
      schema: invoiceListResponseSchema,
    });
    return answer.invoices;
  },

  invoice: (id: string): Promise<InvoiceWithBilledTo> =>
    api.request('GET', `/api/invoices/${encodeURIComponent(id)}`, {
      schema: invoiceResponseSchema,
    }),
};
