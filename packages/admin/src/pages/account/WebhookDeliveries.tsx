import { useState } from 'react';
import { errorMessage } from '@yardstick/core/client';
import { formatDateTime } from '@yardstick/core/format';
import type { WebhookDelivery } from '@yardstick/core/schemas/webhooks';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { listWebhookDeliveries, resendWebhookDelivery } from './webhooksApi.ts';

const SHOWN = 5;

/** A delivery still being retried after an error reads as failing, not merely waiting. */
function statusOf(delivery: WebhookDelivery): { label: string; tone: BadgeTone } {
  if (delivery.status === 'delivered') return { label: 'Delivered', tone: 'green' };
  if (delivery.status === 'failed') return { label: 'Failed', tone: 'red' };
  return delivery.lastError
    ? { label: 'Retrying', tone: 'yellow' }
    : { label: 'Queued', tone: 'gray' };
}

function outcomeOf(delivery: WebhookDelivery): string | null {
  if (delivery.status === 'delivered') return `Answered ${delivery.lastStatusCode ?? ''}`.trim();
  return delivery.lastError;
}

/** The body as sent, indented for reading (left as it is when it is not JSON). */
function readablePayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/**
 * The endpoint's latest deliveries with their status, when a retried one is tried next, the
 * payload sent and a Resend button (which takes over a delivery still being retried).
 */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const toast = useToast();
  const deliveries = useAsyncData(() => listWebhookDeliveries(endpointId));
  const [resending, setResending] = useState<string>();
  const [showAll, setShowAll] = useState(false);

  async function resend(delivery: WebhookDelivery) {
    setResending(delivery.id);
    try {
      await resendWebhookDelivery(delivery.id);
      toast({ title: 'Queued', description: `${delivery.eventType} will be sent again shortly.` });
      await deliveries.reload();
    } catch (error) {
      toast(errorToast(errorMessage(error, 'The delivery could not be resent.')));
    } finally {
      setResending(undefined);
    }
  }

  if (deliveries.loading && !deliveries.data) return <Loading label="Loading deliveries" />;
  if (!deliveries.data) return <p className="muted small">Deliveries could not be loaded.</p>;
  if (deliveries.data.length === 0) {
    return <p className="muted small">No deliveries yet. Accept or update a quote to send one.</p>;
  }
  const hidden = deliveries.data.length - SHOWN;
  return (
    <>
      <ul className="recent-mail__list webhook-deliveries">
        {deliveries.data.slice(0, showAll ? undefined : SHOWN).map((delivery) => {
          const status = statusOf(delivery);
          const outcome = outcomeOf(delivery);
          return (
            <li key={delivery.id} className="recent-mail__item">
              <div className="recent-mail__line">
                <span>{delivery.eventType}</span>
                <Badge tone={status.tone}>{status.label}</Badge>
              </div>
              <div className="muted recent-mail__meta">
                {formatDateTime(delivery.createdAt)} · {delivery.attempts}{' '}
                {delivery.attempts === 1 ? 'attempt' : 'attempts'}
                {delivery.nextAttemptAt && (
                  <>
                    {' '}
                    · Next attempt{' '}
                    <time dateTime={delivery.nextAttemptAt}>
                      {formatDateTime(delivery.nextAttemptAt)}
                    </time>
                  </>
                )}
              </div>
              {outcome && (
                <div
                  className={
                    delivery.status === 'delivered'
                      ? 'muted recent-mail__meta'
                      : 'recent-mail__error'
                  }
                >
                  {outcome}
                </div>
              )}
              <details className="webhook-payload">
                <summary>Payload</summary>
                <pre>{readablePayload(delivery.payload)}</pre>
              </details>
              <div>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={resending === delivery.id}
                  aria-label={`Resend ${delivery.eventType} of ${formatDateTime(delivery.createdAt)}`}
                  onClick={() => void resend(delivery)}
                >
                  Resend
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? 'Show fewer' : `Show ${hidden} more`}
        </Button>
      )}
    </>
  );
}
