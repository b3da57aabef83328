import { cadenceOf, cadenceWords } from '@yardstick/core/cadence';
import { formatCurrency } from '@yardstick/core/format';
import { frequencyLabel } from '@yardstick/core/frequencies';
import type { AnalysisServiceLine, OutOfSeason } from '@yardstick/core/schemas/analysis';
import { availableFromText } from '@yardstick/core/season';
import type { PricesChangedAnswer, SelectedService } from '@yardstick/core/schemas/quotes';
import { ConflictError } from '../../platform/errors.ts';
import { dollarsToCents } from '../../platform/db/money.ts';
import type { QuoteFigures } from './recomputeQuote.ts';

/**
 * The owner's prices changed between the homeowner seeing them and accepting, or a chosen
 * service's season closed: nothing is stored, and the answer carries today's offer (and the
 * services out of season) to show before accepting again.
 */
export class PricesChangedError extends ConflictError {
  override readonly details: Omit<PricesChangedAnswer, 'error'>;

  constructor(message: string, services: AnalysisServiceLine[], outOfSeason?: OutOfSeason[]) {
    super(message);
    this.details = outOfSeason ? { services, outOfSeason } : { services };
  }
}

/**
 * 'Snow Clearing is out of season (Available from Nov 1). Please check your services and
 * accept again.'
 */
export function outOfSeasonMessage(closed: readonly OutOfSeason[]): string {
  const names = closed.map(
    (service) => `${service.serviceName} is out of season (${availableFromText(service.opensOn)})`,
  );
  return `${names.join('; ')}. Please check your services and accept again.`;
}

function lineName(serviceName: string, frequency: string | null | undefined): string {
  return frequency ? `${serviceName} (${frequencyLabel(frequency)})` : serviceName;
}

function priceWithCadence(cents: number, frequency: string | null | undefined): string {
  const cadence = cadenceOf(frequency);
  return `${formatCurrency(cents / 100)} ${cadence === 'once' ? 'one-time' : cadenceWords(cadence)}`;
}

/**
 * 'Prices changed: Lawn Mowing (Weekly) is now $61.00 per visit (was $58.00). Please check the
 * new price and accept again.' Undefined when every line costs what the homeowner was shown.
 */
export function pricesChangedMessage(
  shown: readonly Pick<SelectedService, 'totalCost'>[],
  figures: Pick<QuoteFigures, 'lines'>,
): string | undefined {
  const changes = figures.lines.flatMap((line, index) => {
    const shownCents = dollarsToCents(shown[index]?.totalCost ?? 0);
    if (shownCents === line.totalCents) return [];
    const now = priceWithCadence(line.totalCents, line.frequency);
    return [
      `${lineName(line.serviceName, line.frequency)} is now ${now} (was ${formatCurrency(shownCents / 100)})`,
    ];
  });
  if (changes.length === 0) return undefined;
  return `Prices changed: ${changes.join('; ')}. Please check the new price and accept again.`;
}
