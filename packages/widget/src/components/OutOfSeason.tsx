import { availableFromText } from '@yardstick/core/season';
import type { OutOfSeason as OutOfSeasonService } from '@yardstick/core/schemas/analysis';
import { useEstimator } from '../context.ts';

/** One empty list, so the store's selector answers the same value while there is none. */
const NONE: readonly OutOfSeasonService[] = [];

/**
 * The owner's services out of season today, below the price: named with the day they open
 * ("Available from Nov 1"), without a checkbox, so they cannot be chosen or priced.
 */
export function OutOfSeason() {
  const later = useEstimator((state) => state.result?.outOfSeason ?? NONE);
  if (later.length === 0) return null;
  return (
    <section className="ys-later" aria-labelledby="ys-later-title">
      <h4 id="ys-later-title" className="ys-later-title">
        Later in the year
      </h4>
      <ul className="ys-later-list">
        {later.map((service) => (
          <li key={service.serviceId} className="ys-later-service" data-testid="ys-out-of-season">
            <span className="ys-strong">{service.serviceName}</span>
            <span className="ys-badge">{availableFromText(service.opensOn)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
