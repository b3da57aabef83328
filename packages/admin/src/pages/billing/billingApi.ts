import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import type { PaymentMethod } from '@yardstick/core/schemas/billing';
import type {
  CardSetup,
  Invoice,
  InvoiceWithBilledTo,
} from '@yardstick/core/schemas/paymentMethod';
import { api } from '../../http/client.ts';

/** The owner's card and charges (all scoped to the signed-in owner by the server). */
export const billingApi = {
  async paymentMethod(): Promise<PaymentMethod | null> {
    const answer = await api.call(endpoints.paymentMethod);
    return answer.paymentMethod;
  },

  setupCard: (): Promise<CardSetup> => api.call(endpoints.setUpCard),

  useCard: (setupIntentId: string) =>
    api.call(endpoints.updatePaymentMethod, {
      body: { setupIntentId },
    }),

  async invoices(): Promise<Invoice[]> {
    const answer = await api.call(endpoints.invoices);
    return answer.invoices;
  },

  invoice: (id: string): Promise<InvoiceWithBilledTo> =>
    api.call(endpoints.invoice, { params: { id } }),
};
