import { formatCurrency, formatPricePerSqFt, formatSqFt } from '@yardstick/core/format';
import { frequencyLabel } from '@yardstick/core/frequencies';
import {
  FREQUENCY_GUIDANCE,
  guidePriceRange,
  MOWING_PRICE_EXAMPLE,
  PRICING_GUIDE_PROPERTIES,
  TYPICAL_RATE_RANGES,
} from '@yardstick/core/pricingGuide';
import { pricePerAcre } from '@yardstick/core/units';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Table } from '../../ui/Table.tsx';
import { StaticPage } from './StaticPage.tsx';

function wholeDollars(amount: number) {
  return formatCurrency(amount, 0);
}

function percentRange(min: number, max: number) {
  return min === max ? `${min}%` : `${min}–${max}%`;
}

/** SPEC §2.15, §9 "Pricing guide": example properties, typical rates, frequency strategy. */
export function PricingGuidePage() {
  return (
    <StaticPage
      title="Pricing Guide"
      intro="Typical per-square-foot rates to help you set the prices of your services."
      back={{ to: '/services', label: 'Back to Services' }}
    >
      <div className="stack">
        <Card>
          <CardHeader
            title="Example properties"
            description="Price range = property size × typical rate, rounded to whole dollars."
          />
          <Table
            label="Example properties and price ranges"
            columns={['Property', 'Size', ...TYPICAL_RATE_RANGES.map((range) => range.service)]}
          >
            {PRICING_GUIDE_PROPERTIES.map((property) => (
              <tr key={property.name}>
                <th scope="row">{property.name}</th>
                <td>
                  {property.acres} acre ({formatSqFt(property.areaSqFt)})
                </td>
                {TYPICAL_RATE_RANGES.map((range) => {
                  const { low, high } = guidePriceRange(property.areaSqFt, range);
                  return (
                    <td key={range.service}>
                      {wholeDollars(low)} – {wholeDollars(high)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </Table>
        </Card>

        <Card>
          <CardHeader title="Typical rates per sq ft" />
          <ul className="plain-list list-reset">
            {TYPICAL_RATE_RANGES.map((range) => (
              <li key={range.service}>
                <strong>{range.service}:</strong> {formatPricePerSqFt(range.minRate)} to{' '}
                {formatPricePerSqFt(range.maxRate)} per sq ft
              </li>
            ))}
          </ul>
        </Card>

        <Card>
          <CardHeader
            title="Frequency pricing strategy"
            description="Recurring visits are quicker and guaranteed work, so they are usually priced below a one-time visit."
          />
          <ul className="plain-list list-reset">
            {FREQUENCY_GUIDANCE.map((guidance) => (
              <li key={guidance.frequency}>
                <strong>{frequencyLabel(guidance.frequency)}:</strong>{' '}
                {percentRange(guidance.minPercentOfBase, guidance.maxPercentOfBase)} of the base
                price
              </li>
            ))}
          </ul>
        </Card>

        <Card>
          <CardHeader title="Example: mowing" description="One way to price mowing by frequency." />
          <Table
            label="Mowing prices by frequency"
            columns={['Frequency', 'Price per sq ft', 'Per acre']}
          >
            {MOWING_PRICE_EXAMPLE.map((row) => (
              <tr key={row.frequency}>
                <th scope="row">{frequencyLabel(row.frequency)}</th>
                <td>{formatPricePerSqFt(row.pricePerSqFt)}</td>
                <td>{formatCurrency(pricePerAcre(row.pricePerSqFt))}</td>
              </tr>
            ))}
          </Table>
        </Card>
      </div>
    </StaticPage>
  );
}
