import { formatSqFt } from '@yardstick/core/format';
import { lawnAreaSqFt } from '@yardstick/core/lawnGeometry';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type { LawnEditorChange } from '@yardstick/widget/lawnEditor';
import { useCallback } from 'react';
import { QuoteLawnEditor, type EditableMapData } from './measurement/QuoteLawnEditor.tsx';

/**
 * The lawn the crew mowed, as drawn on the map, and its area: the verified area; with why it
 * cannot be saved while the drawing cannot be measured (outside the lot, crossing itself…).
 */
export type MowedLawn =
  | { geometry: LawnGeometry; areaSqFt: number; problem: null }
  | { geometry: LawnGeometry | null; areaSqFt: number; problem: string };

interface AsMowedLawnProps {
  quote: AcceptedQuote;
  mapData: EditableMapData;
  lawn: MowedLawn | null;
  onChange: (lawn: MowedLawn) => void;
}

/**
 * The map editor for recording the lawn as mowed: it opens on the lawn drawn as mowed before,
 * else on the lawn the quote was priced on, and the area of what the owner leaves ticked or
 * draws is the verified area.
 */
export function AsMowedLawn({ quote, mapData, lawn, onChange }: AsMowedLawnProps) {
  const { mowablePolygons } = mapData;
  // The editor says null when its lawn is the measurement again: that lawn was mowed.
  const report = useCallback(
    (change: LawnEditorChange | null) =>
      onChange(
        change ?? {
          geometry: mowablePolygons,
          areaSqFt: lawnAreaSqFt(mowablePolygons),
          problem: null,
        },
      ),
    [onChange, mowablePolygons],
  );
  return (
    <div className="stack verified-area__drawing">
      <QuoteLawnEditor
        quote={quote}
        mapData={mapData}
        title="Lawn as mowed"
        adjustmentLabel="as mowed"
        start={quote.verifiedArea?.lawnGeometry ?? quote.lawnGeometry}
        onChange={report}
      />
      <p className="verified-area__drawn" aria-live="polite">
        Verified area from the map:{' '}
        <strong data-testid="as-mowed-sq-ft">{lawn ? formatSqFt(lawn.areaSqFt) : '…'}</strong>
      </p>
    </div>
  );
}
