import { formatArea, formatSqFt } from '@yardstick/core/format';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import { useEstimator } from '../context.ts';

/** Total and mowable area, each in core's area display (acres from one acre up). */
export function AreaCards({ result }: { result: PropertyAnalysisResult }) {
  const adjustedSqFt = useEstimator((state) => state.lawnAdjustment?.areaSqFt ?? null);
  return (
    <div className="ys-grid ys-grid--two">
      <section className="ys-card ys-stat" aria-label="Total area">
        <h3 className="ys-stat-label">Total Area</h3>
        <p className="ys-stat-value">{formatArea(result.totalAreaSqFt)}</p>
        <p className="ys-muted">The whole lot</p>
      </section>
      <section className="ys-card ys-stat" aria-label="Mowable area">
        <h3 className="ys-stat-label">Mowable Area</h3>
        <p className="ys-stat-value">{formatArea(adjustedSqFt ?? result.mowableAreaSqFt)}</p>
        {adjustedSqFt === null ? (
          <p className="ys-muted">Lawn to be serviced</p>
        ) : (
          <p className="ys-muted" data-testid="lawn-adjustment-summary">
            Measured {formatSqFt(result.mowableAreaSqFt)} · your adjustment{' '}
            {formatSqFt(adjustedSqFt)}
          </p>
        )}
      </section>
    </div>
  );
}
