import type { AccuracyResponse } from '@yardstick/core/schemas/verifiedArea';
import { formatSqFt } from '@yardstick/core/format';
import { formatPercent } from '@yardstick/core/verifiedAccuracy';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Room for the longest tick ("10.5k", "12 %") beside the vertical axis title. */
const AXIS_WIDTH = 64;
const Y_TITLE = { angle: -90, position: 'insideLeft', style: { textAnchor: 'middle' } } as const;

const thousands = (value: number) =>
  value >= 1000 ? `${Math.round(value / 100) / 10}k` : String(Math.round(value));

/**
 * Measured against verified area, one dot a job, with the line where they agree; and the
 * calibration: median error per confidence band, which should fall as confidence rises.
 * Drawn for sighted readers; the tables on the page carry the same figures for everyone.
 */
export function AccuracyCharts({ report }: { report: AccuracyResponse }) {
  const points = report.points.map((p) => ({ x: p.measuredSqFt, y: p.verifiedSqFt, ...p }));
  // A round top (the next 2,000 sq ft) keeps every tick a short, whole label.
  const max = Math.ceil(Math.max(1, ...points.flatMap((p) => [p.x, p.y])) / 2000) * 2000;
  const bands = report.byConfidence.map((band) => ({
    label: band.label.replace(/ \(.*\)$/, ''),
    median: band.medianErrorPercent ?? 0,
    p90: band.p90ErrorPercent ?? 0,
    count: band.count,
  }));
  return (
    <div className="accuracy-charts">
      <figure className="accuracy-chart" data-testid="scatter-chart">
        <figcaption className="accuracy-chart__caption">
          Measured (across) vs verified (up), sq ft, one dot a job
        </figcaption>
        <div aria-hidden="true" className="accuracy-chart__plot">
          <ResponsiveContainer width="100%" height={280}>
            {/* No keyboard layer: the plot is hidden from assistive technology, so it takes no focus. */}
            <ScatterChart
              margin={{ top: 8, right: 20, bottom: 24, left: 8 }}
              accessibilityLayer={false}
            >
              <CartesianGrid stroke="#d9e0dc" />
              <XAxis
                type="number"
                dataKey="x"
                name="Measured"
                domain={[0, max]}
                tickFormatter={thousands}
                label={{ value: 'Measured (sq ft)', position: 'insideBottom', offset: -12 }}
              />
              <YAxis
                type="number"
                dataKey="y"
                name="Verified"
                domain={[0, max]}
                tickFormatter={thousands}
                width={AXIS_WIDTH}
                label={{ value: 'Verified (sq ft)', ...Y_TITLE }}
              />
              <ReferenceLine
                segment={[
                  { x: 0, y: 0 },
                  { x: max, y: max },
                ]}
                stroke="#4b5563"
                strokeDasharray="4 4"
              />
              <Tooltip
                formatter={(value) => (typeof value === 'number' ? formatSqFt(value) : value)}
              />
              <Scatter data={points} fill="#15803d" isAnimationActive={false} />
            </ScatterChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="accuracy-chart" data-testid="calibration-chart">
        <figcaption className="accuracy-chart__caption">
          Calibration: error by confidence band (median and 90th percentile)
        </figcaption>
        <div aria-hidden="true" className="accuracy-chart__plot">
          <ResponsiveContainer width="100%" height={280}>
            <BarChart
              data={bands}
              margin={{ top: 8, right: 20, bottom: 24, left: 8 }}
              accessibilityLayer={false}
            >
              <CartesianGrid stroke="#d9e0dc" vertical={false} />
              <XAxis
                dataKey="label"
                interval={0}
                tick={{ fontSize: 12 }}
                label={{ value: 'Confidence band', position: 'insideBottom', offset: -12 }}
              />
              <YAxis
                width={AXIS_WIDTH}
                tickFormatter={(v: number) => `${v} %`}
                label={{ value: 'Error', ...Y_TITLE }}
              />
              <Tooltip
                formatter={(value) => (typeof value === 'number' ? formatPercent(value) : value)}
              />
              <Bar dataKey="median" name="Median error" fill="#15803d" isAnimationActive={false} />
              <Bar dataKey="p90" name="90th percentile" fill="#86efac" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <p className="small muted accuracy-chart__legend">
          <span className="accuracy-swatch accuracy-swatch--median" /> Median error{' '}
          <span className="accuracy-swatch accuracy-swatch--p90" /> 90th percentile
        </p>
      </figure>
    </div>
  );
}
