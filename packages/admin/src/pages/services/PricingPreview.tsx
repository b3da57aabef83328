import type { PriceBasis } from '@yardstick/core/enums';
import { capitalize, formatCurrency, formatSqFt } from '@yardstick/core/format';
import { frequencyLabel } from '@yardstick/core/frequencies';
import {
  basisRateUnit,
  formatBasisPrice,
  formatBasisQuantity,
  formatBasisRate,
} from '@yardstick/core/priceBasis';
import { typicalRangeFor } from '@yardstick/core/pricingGuide';
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
  basis: PriceBasis;
}

/** Tiers still being typed wrong are previewed as none until they are valid. */
const validTiers = (tiers: readonly VolumeTier[]) =>
  volumeTiersSchema.safeParse(tiers).success ? tiers : [];

export function previewColumns(
  added: readonly {
    frequency: string;
    pricePerSqFt: number;
    volumeTiers: readonly VolumeTier[];
    basis: PriceBasis;
  }[],
  entry: { pricePerSqFt: number; basis: PriceBasis },
): PreviewColumn[] {
  if (added.length > 0) {
    return added.map((option) => ({
      label: frequencyLabel(option.frequency),
      pricePerSqFt: option.pricePerSqFt,
      volumeTiers: validTiers(option.volumeTiers),
      basis: option.basis,
    }));
  }
  return [
    {
      label: 'Price being added',
      pricePerSqFt: entry.pricePerSqFt,
      volumeTiers: newFrequencyDraft().volumeTiers,
      basis: entry.basis,
    },
  ];
}

/** Under a price on beds, paving, edging or trees, the property's quantity of it. */
function QuantityNote({ basis, quantity }: { basis: PriceBasis; quantity: number }) {
  if (basis === 'lawn-area' || basis === 'flat') return null;
  return <div className="muted small">{formatBasisQuantity(basis, quantity)}</div>;
}

/**
 * SPEC §2.13, §9: what the prices charge the three example properties with their volume
 * tiers, in whole dollars, each on what it is charged on (the property's lawn, its edging…).
 */
export function PricingPreview({ columns }: { columns: readonly PreviewColumn[] }) {
  const basis = columns[0]?.basis ?? 'lawn-area';
  const typical = typicalRangeFor(basis);
  const rows = columns.map((column) =>
    servicePricingPreview(column.pricePerSqFt, column.volumeTiers, column.basis),
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
                  ({formatBasisRate(column.basis, column.pricePerSqFt)})
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
            {rows.map((preview, columnIndex) => {
              const column = columns[columnIndex];
              const row = preview[rowIndex];
              return (
                <td className="num" key={column?.label}>
                  {formatCurrency(row?.cost ?? 0, 0)}
                  {column && row && <QuantityNote basis={column.basis} quantity={row.quantity} />}
                </td>
              );
            })}
          </tr>
        ))}
      </Table>
      {typical && (
        <p className="small muted" style={{ margin: '8px 0 0' }}>
          Tip: {typical.service.toLowerCase()} usually runs{' '}
          {formatBasisPrice(basis, typical.minRate)} to {formatBasisPrice(basis, typical.maxRate)}{' '}
          {basisRateUnit(basis)}. Open the Pricing Guide for more examples.
        </p>
      )}
    </section>
  );
}
