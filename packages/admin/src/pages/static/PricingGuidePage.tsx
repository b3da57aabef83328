import { formatCurrency, formatPricePerSqFt, formatSqFt } from '@yardstick/core/format';
import { frequencyLabel } from '@yardstick/core/frequencies';
import {
  FREQUENCY_GUIDANCE,
  type GuideProperty,
  guidePriceRange,
  guideVolumeExamples,
  VOLUME_EXAMPLE_RATE,
  MOWING_PRICE_EXAMPLE,
  PRICING_GUIDE_PROPERTIES,
  type RateRange,
  TYPICAL_BASIS_RATE_RANGES,
  TYPICAL_RATE_RANGES,
} from '@yardstick/core/pricingGuide';
import { basisRateUnit, formatBasisPrice } from '@yardstick/core/priceBasis';
import { pricePerAcre } from '@yardstick/core/units';
import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Table } from '../../ui/Table.tsx';
import { StaticPage } from './StaticPage.tsx';

function wholeDollars(amount: number) {
  return formatCurrency(amount, 0);
}

function propertySize(property: GuideProperty) {
  return `${property.acres} acre (${formatSqFt(property.areaSqFt)})`;
}

function priceRange(areaSqFt: number, range: RateRange) {
  const { low, high } = guidePriceRange(areaSqFt, range);
  return `${wholeDollars(low)} – ${wholeDollars(high)}`;
}

function percentRange(min: number, max: number) {
  return min === max ? `${min}%` : `${min}–${max}%`;
}

/**
 * SPEC §2.15, §9 "Pricing guide": example properties, typical rates, volume pricing,
 * frequency strategy.
 */
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
            description="Size × typical rate on the volume ladder below, in whole dollars."
          />
          {/* A table on wide screens; on phones one block per property, so no column is cut off. */}
          <div className="guide-table">
            <Table
              label="Example properties and price ranges"
              columns={['Property', 'Size', ...TYPICAL_RATE_RANGES.map((range) => range.service)]}
            >
              {PRICING_GUIDE_PROPERTIES.map((property) => (
                <tr key={property.name}>
                  <th scope="row">{property.name}</th>
                  <td>{propertySize(property)}</td>
                  {TYPICAL_RATE_RANGES.map((range) => (
                    <td key={range.service}>{priceRange(property.areaSqFt, range)}</td>
                  ))}
                </tr>
              ))}
            </Table>
          </div>
          <ul className="guide-stacked list-reset" aria-label="Example properties and price ranges">
            {PRICING_GUIDE_PROPERTIES.map((property) => (
              <li key={property.name} className="guide-stacked__property">
                <h3 className="guide-stacked__name">{property.name}</h3>
                <dl className="guide-stacked__figures">
                  <div>
                    <dt>Size</dt>
                    <dd>{propertySize(property)}</dd>
                  </div>
                  {TYPICAL_RATE_RANGES.map((range) => (
                    <div key={range.service}>
                      <dt>{range.service}</dt>
                      <dd>{priceRange(property.areaSqFt, range)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
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
            title="Typical rates beyond the lawn"
            description="Services charged on what they work on: the lawn's edge along paving, the planting beds, the driveway and walks."
          />
          <ul className="plain-list list-reset" aria-label="Typical rates beyond the lawn">
            {TYPICAL_BASIS_RATE_RANGES.map((range) => (
              <li key={range.service}>
                <strong>{range.service}:</strong> {formatBasisPrice(range.basis, range.minRate)} to{' '}
                {formatBasisPrice(range.basis, range.maxRate)} {basisRateUnit(range.basis)}
              </li>
            ))}
          </ul>
        </Card>

        <Card>
          <CardHeader
            title="Volume pricing"
            description="Larger lawns are quicker per sq ft, so each band of a lawn pays a share of your price. A new price starts on this ladder; you can change it or turn it off for each price on the Services page."
          />
          <Table
            label="The standard volume ladder"
            columns={[
              'Lawn above',
              'Share of your price',
              `At ${formatPricePerSqFt(VOLUME_EXAMPLE_RATE)}/sq ft`,
            ]}
          >
            <tr>
              <th scope="row">0 sq ft</th>
              <td>100%</td>
              <td>{formatPricePerSqFt(VOLUME_EXAMPLE_RATE)}</td>
            </tr>
            {STANDARD_VOLUME_TIERS.map((tier) => (
              <tr key={tier.fromSqFt}>
                <th scope="row">{formatSqFt(tier.fromSqFt)}</th>
                <td>{tier.percentOfRate}%</td>
                <td>{formatPricePerSqFt((VOLUME_EXAMPLE_RATE * tier.percentOfRate) / 100)}</td>
              </tr>
            ))}
          </Table>
          <ul className="plain-list list-reset" aria-label="Volume pricing examples">
            {guideVolumeExamples(VOLUME_EXAMPLE_RATE).map((example) => (
              <li key={example.name}>
                <strong>{example.name}</strong> ({formatSqFt(example.areaSqFt)}):{' '}
                {wholeDollars(example.tiered)} instead of {wholeDollars(example.flat)} (−
                {example.discountPercent}%)
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
