import { frequencyLabel } from '@yardstick/core/frequencies';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import { Notice } from '../../ui/Notice.tsx';

/**
 * The owner's prices the analysis left out of the offer, each with the reason (the lot has no
 * edging, it was analyzed before trees were counted…). Homeowners are not told: this is for
 * the owner, who can analyze again or change the price.
 */
export function NotOfferedNotice({
  result,
}: {
  result: Pick<PropertyAnalysisResult, 'address' | 'notOffered'>;
}) {
  const left = result.notOffered ?? [];
  if (left.length === 0) return null;
  return (
    <section aria-label="Prices not offered">
      <Notice tone="warning" role="status">
        <p style={{ margin: 0 }}>
          <strong>Not offered for {result.address}</strong> (the homeowner does not see these):
        </p>
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {left.map((price) => (
            <li key={`${price.serviceId}-${price.frequency}`}>
              {price.serviceName} ({frequencyLabel(price.frequency)}): {price.reason}
            </li>
          ))}
        </ul>
      </Notice>
    </section>
  );
}
