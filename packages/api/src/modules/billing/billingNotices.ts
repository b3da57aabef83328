import { paymentGraceEndsAt } from '@yardstick/core/paymentGrace';
import type { Invoice } from '@yardstick/core/schemas/paymentMethod';
import type { Db } from '../../platform/db/database.ts';
import type { Owner } from '../accounts/index.ts';
import {
  cancellationScheduledMail,
  mailOutboxRepository,
  paymentFailedMail,
  receiptMail,
  subscriptionEndedMail,
  trialEndingMail,
} from '../notifications/index.ts';

/**
 * The billing e-mails, on Stripe and in test mode alike. Each announces one event (an
 * invoice, a subscription's end) and is queued once per event, however often a webhook is
 * replayed or a job retried.
 */
export function billingNotices(db: Db, publicUrl: URL) {
  const outbox = mailOutboxRepository(db);
  return {
    receipt: (owner: Owner, invoice: Invoice) =>
      outbox.enqueueOnce(receiptMail(owner, invoice, publicUrl)),

    /** The owner's row already past due: the grace is counted from the unpaid period's start. */
    paymentFailed: (owner: Owner, failed: { invoiceId: string; amount: number }) =>
      outbox.enqueueOnce(
        paymentFailedMail(owner, { ...failed, graceEndsAt: paymentGraceEndsAt(owner) }, publicUrl),
      ),

    trialEnding: (owner: Owner, trial: { subscriptionId: string; endsAt: Date }) =>
      outbox.enqueueOnce(trialEndingMail(owner, trial, publicUrl)),

    cancellationScheduled: (owner: Owner, cancellation: { subscriptionId: string; endsAt: Date }) =>
      outbox.enqueueOnce(cancellationScheduledMail(owner, cancellation, publicUrl)),

    ended: (owner: Owner, subscriptionId: string) =>
      outbox.enqueueOnce(subscriptionEndedMail(owner, subscriptionId, publicUrl)),
  };
}

export type BillingNotices = ReturnType<typeof billingNotices>;
