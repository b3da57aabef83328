import { formatDate } from '@yardstick/core/format';
import { PAYMENT_FAILED_MESSAGE } from '@yardstick/core/paymentGrace';
import type { CurrentUser } from '@yardstick/core/schemas/account';
import { PAYMENT_METHOD_PATH } from '@yardstick/core/subscription';
import { useState } from 'react';
import { Link } from 'react-router';
import { Notice } from '../../ui/Notice.tsx';

/**
 * A renewal the card declined, said the same way on every page: the charge is retried until
 * the grace ends and everything, storefront included, keeps working until then. `onCardPage`:
 * the card form is on this page, so no link to it.
 */
export function PaymentFailedNotice({
  user,
  onCardPage = false,
}: {
  user: Pick<CurrentUser, 'subscriptionStatus' | 'paymentGraceEndsAt'>;
  onCardPage?: boolean;
}) {
  // When the page was opened: the notice need not change while it stays open.
  const [openedAt] = useState(() => Date.now());
  if (user.subscriptionStatus !== 'past_due') return null;
  const graceEnds = user.paymentGraceEndsAt ? new Date(user.paymentGraceEndsAt) : null;
  const inGrace = graceEnds !== null && graceEnds.getTime() > openedAt;
  return (
    <Notice tone={inGrace ? 'warning' : 'danger'}>
      <strong>{PAYMENT_FAILED_MESSAGE}</strong>{' '}
      {inGrace
        ? `We try the charge again until ${formatDate(graceEnds)}; until then your plan, storefront and estimator keep working.`
        : 'The retries are over, so new estimates have stopped until what is owed is paid. Homeowners on your storefront and estimator meanwhile see your name, contact details and a “Request a call back” form, whose requests land in your Accepted Quotes.'}{' '}
      {onCardPage ? (
        'Save a new card below and what is owed is charged to it right away.'
      ) : (
        <Link to={PAYMENT_METHOD_PATH}>Update your card</Link>
      )}
    </Notice>
  );
}
