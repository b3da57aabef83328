import { capitalize, formatCurrency, formatPricePerSqFt, formatSqFt } from '@yardstick/core/format';
import { frequencyLabel } from '@yardstick/core/frequencies';
import { TYPICAL_RATE_RANGES } from '@yardstick/core/pricingGuide';
import { volumeTiersSchema } from '@yardstick/core/schemas/services';
import {
  newFrequencyDraft,
  SERVICE_PREVIEW_PROPERTIES,
  servicePricingPreview,
} from '@yardstick/core/servicesForm';
import type { VolumeTier } from '@yardstick/core/volumeRate';
import { Table } from '../../ui/Table.tsx';

export interface PreviewColumn {
  label: string;
  pricePerSqFt: number;
  volumeTiers: readonly VolumeTier[];
}

/** Tiers still being typed wrong are previewed as none until they are valid. */
const validTiers = (tiers: readonly VolumeTier[]) =>
  volumeTiersSchema.safeParse(tiers).success ? tiers : [];

export function previewColumns(
  added: readonly { frequency: string; pricePerSqFt: number; volumeTiers: readonly VolumeTier[] }[],
  entryPrice: number,
): PreviewColumn[] {
  if (added.length > 0) {
    return added.map((option) => ({
      label: frequencyLabel(option.frequency),
      pricePerSqFt: option.pricePerSqFt,
      volumeTiers: validTiers(option.volumeTiers),
    }));
  }
  return [
    {
      label: 'Price being added',
      pricePerSqFt: entryPrice,
      volumeTiers: newFrequencyDraft().volumeTiers,
    },
  ];
}

/**
 * SPEC §2.13, §9: what the prices charge the three example properties with their volume
 * tiers, in whole dollars.
 */
export function PricingPreview({ columns }: { columns: readonly PreviewColumn[] }) {
  const typical = TYPICAL_RATE_RANGES[0];
  const rows = columns.map((column) =>
    servicePricingPreview(column.pricePerSqFt, column.volumeTiers),
  );
  return (
    <section className="pricing-preview" aria-labelledby="pricing-preview-title">
      <h3 id="pricing-preview-title" className="pricing-preview__title">
        Pricing preview
      </h3>
      <Table
        label="Pricing preview"
        columns={[
          'Property',
          ...columns.map((column) => ({
            key: column.label,
            numeric: true,
            label: (
              <>
                {column.label}
                <span className="muted small">
                  {' '}
                  ({formatPricePerSqFt(column.pricePerSqFt)}/sq ft)
                </span>
              </>
            ),
          })),
        ]}
      >
        {SERVICE_PREVIEW_PROPERTIES.map((property, rowIndex) => (
          <tr key={property.name}>
            <th scope="row">
              {property.name}
              <div className="muted small">
                {formatSqFt(property.areaSqFt)} · {capitalize(property.kind)}
              </div>
            </th>
            {rows.map((preview, columnIndex) => (
              <td className="num" key={columns[columnIndex]?.label}>
                {formatCurrency(preview[rowIndex]?.cost ?? 0, 0)}
              </td>
            ))}
          </tr>
        ))}
      </Table>
      {typical && (
        <p className="small muted" style={{ margin: '8px 0 0' }}>
          Tip: {typical.service.toLowerCase()} usually runs {formatPricePerSqFt(typical.minRate)} to{' '}
          {formatPricePerSqFt(typical.maxRate)} per sq ft. Open the Pricing Guide for more examples.
        </p>
      )}
    </section>
  );
}
