import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../../platform/clock.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../../../platform/errors.ts';
import { BILLING_ERRORS } from '../../messages.ts';
import type { IntentRef } from '../../types.ts';
import { checkTestCard, type CardInput } from './testCards.ts';
import { testModeRepository } from './testModeRepository.ts';

export interface TestPaymentInput extends CardInput {
  clientSecret: string;
  name?: string | undefined;
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What Stripe.js's confirmPayment / confirmSetup do, for the test-mode card form. The client
 * secret is the credential (as on Stripe), so the signed-out hand-off of SPEC §6 works too.
 * A decline is recorded on the intent and thrown with Stripe's sentence; the owner is untouched
 * until complete-subscription.
 */
export async function confirmTestPayment(
  db: Db,
  clock: Clock,
  input: TestPaymentInput,
): Promise<IntentRef & { status: 'succeeded' }> {
  const store = testModeRepository(db, clock);
  const intentId = input.clientSecret.split('_secret_')[0] ?? '';
  const intent = await store.getIntent(intentId);
  if (!intent || !sameSecret(input.clientSecret, intent.clientSecret))
    throw new NotFoundError(BILLING_ERRORS.unknownClientSecret);
  if (intent.status === 'succeeded') throw new ConflictError(BILLING_ERRORS.alreadyConfirmed);

  const card = checkTestCard(input, clock.now());
  if (card.decline) {
    await store.updateIntent(intent.id, { lastError: card.decline });
    throw new ValidationError(card.decline);
  }
  await store.updateIntent(intent.id, {
    status: 'succeeded',
    lastError: null,
    cardBrand: card.brand,
    cardLast4: card.last4,
    cardExpMonth: card.expMonth,
    cardExpYear: card.expYear,
  });
  return { type: intent.type, id: intent.id, status: 'succeeded' };
}
