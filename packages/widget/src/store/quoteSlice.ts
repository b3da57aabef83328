/** Accepting the quote (SPEC §4.8 quote flow, §5 accept form, §8 messages). */
import { ApiError, errorMessage } from '@yardstick/core/client';
import { selectedServicesOf } from '@yardstick/core/offer';
import type { acceptQuoteRequestSchema, PricesChangedAnswer } from '@yardstick/core/schemas/quotes';
import type { z } from 'zod';
import { schemasChunk } from '../lazyChunks.ts';
import { TEXT, TOASTS, errorToast } from '../messages.ts';
import { newIdempotencyKey } from './idempotencyKey.ts';
import { withLines } from './serviceLines.ts';
import { notifyHost, type SliceContext } from './sliceContext.ts';
import type { EstimatorActions, EstimatorData } from './types.ts';

type QuoteActions = Pick<
  EstimatorActions,
  'openAcceptForm' | 'cancelAcceptForm' | 'setCustomerField' | 'submitQuote' | 'finish'
>;

export const EMPTY_CUSTOMER = { name: '', email: '', phone: '', notes: '' };

/** The accept button is offered only for a result with an analysis id and an address. */
export function canAcceptQuote(state: Pick<EstimatorData, 'result'>): boolean {
  return Boolean(state.result?.analysisId && state.result.address);
}

/** Why the lawn on the map cannot be accepted as drawn, as a sentence; null when it can. */
export function lawnProblem(state: Pick<EstimatorData, 'lawnAdjustment'>): string | null {
  const problem = state.lawnAdjustment?.problem;
  return problem ? `${problem} Fix the lawn on the map, or reset it, to accept.` : null;
}

/**
 * The form submits only with a name and an email, a lawn that can be priced as drawn, and
 * not twice at once (SPEC §5).
 */
export function canSubmitQuote(
  state: Pick<EstimatorData, 'customer' | 'quoteStep' | 'lawnAdjustment'>,
): boolean {
  return (
    state.quoteStep === 'form' &&
    lawnProblem(state) === null &&
    state.customer.name.trim() !== '' &&
    state.customer.email.trim() !== ''
  );
}

function quoteRequest(
  state: EstimatorData,
  idempotencyKey: string,
): z.input<typeof acceptQuoteRequestSchema> {
  return {
    propertyAnalysisId: state.result?.analysisId ?? '',
    customerName: state.customer.name,
    customerEmail: state.customer.email,
    customerPhone: state.customer.phone,
    customerAddress: state.result?.address,
    totalCost: state.total,
    mowableArea: state.result?.mowableArea,
    notes: state.customer.notes,
    selectedServices: selectedServicesOf(state.serviceLines),
    idempotencyKey,
    ...(state.lawnAdjustment?.geometry ? { lawnGeometry: state.lawnAdjustment.geometry } : {}),
  };
}

/** The server's 'Prices changed' answer, with today's offer; undefined for any other failure. */
async function pricesChangedIn(error: unknown): Promise<PricesChangedAnswer | undefined> {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return undefined;
  }
  const parsed = await schemasChunk.with(({ pricesChangedAnswerSchema }) =>
    pricesChangedAnswerSchema.safeParse(body),
  );
  return parsed.success ? parsed.data : undefined;
}

export function createQuoteSlice(ctx: SliceContext): QuoteActions {
  const { set, get, generation } = ctx;
  // One key per opened form: a double click or a retry after a lost answer reuses it,
  // so the server hands back the first quote instead of making a second one.
  let idempotencyKey = newIdempotencyKey();

  /** Back to the form with a toast; the details stay as typed. */
  const refuse = (message: string) => {
    set({ quoteStep: 'form' });
    get().showToast(errorToast(message));
    return null;
  };

  // 'submitting' at once, before the schema chunk may still be on its way: the button says
  // so and a second click sends nothing.
  const send = async (request: z.input<typeof acceptQuoteRequestSchema>) => {
    const current = generation.analysis;
    set({ quoteStep: 'submitting' });
    try {
      const parsed = await schemasChunk.with(({ acceptQuoteRequestSchema }) =>
        acceptQuoteRequestSchema.safeParse(request),
      );
      if (current !== generation.analysis) return null;
      if (!parsed.success)
        return refuse(parsed.error.issues[0]?.message ?? TEXT.acceptFailedFallback);
      const quote = await ctx.connection().api.acceptQuote(parsed.data);
      if (current !== generation.analysis) return null;
      set({ quoteStep: 'accepted', acceptedQuote: quote, priceNotice: null });
      get().showToast(TOASTS.quoteAccepted);
      notifyHost(ctx.connection().onQuoteAccepted, quote);
      return quote;
    } catch (error) {
      if (current !== generation.analysis) return null;
      const changed = await pricesChangedIn(error);
      if (current !== generation.analysis) return null;
      if (changed) {
        // Today's prices are shown in place of the old ones; accepting again sends them.
        idempotencyKey = newIdempotencyKey();
        // A season closed since: the service moves below, with the day it opens again.
        const { result } = get();
        const outOfSeason = changed.outOfSeason ?? result?.outOfSeason;
        set({
          ...withLines(changed.services),
          ...(result ? { result: { ...result, outOfSeason } } : {}),
          quoteStep: 'form',
          priceNotice: changed.error,
        });
        return null;
      }
      console.error('Yardstick estimator: accepting the quote failed', error);
      return refuse(errorMessage(error, TEXT.acceptFailedFallback));
    }
  };

  return {
    openAcceptForm() {
      const state = get();
      if (!canAcceptQuote(state) || state.quoteStep !== 'result' || lawnProblem(state)) return;
      idempotencyKey = newIdempotencyKey();
      set({ quoteStep: 'form', priceNotice: null });
    },

    cancelAcceptForm() {
      if (get().quoteStep === 'form') set({ quoteStep: 'result' });
    },

    setCustomerField(field, value) {
      // Edited details are a new submission: the server refuses a key reused for other details.
      idempotencyKey = newIdempotencyKey();
      set((state) => ({ customer: { ...state.customer, [field]: value } }));
    },

    finish() {
      const { quoteStep, acceptedQuote } = get();
      if (quoteStep !== 'accepted') return;
      set({ quoteStep: 'done' });
      notifyHost(ctx.connection().onDone, acceptedQuote);
    },

    async submitQuote() {
      const state = get();
      if (!canSubmitQuote(state)) return null;
      return send(quoteRequest(state, idempotencyKey));
    },
  };
}
