import { formatSqFt } from '@yardstick/core/format';
import type { AccuracyResponse } from '@yardstick/core/schemas/verifiedArea';
import {
  confidenceBandLabel,
  formatPercent,
  type ConfidenceBandId,
} from '@yardstick/core/verifiedAccuracy';
import { Table } from '../../ui/Table.tsx';

type Group = AccuracyResponse['byConfidence'][number];

const percentOrDash = (value: number | null) => (value === null ? '—' : formatPercent(value));
const signed = (value: number | null) =>
  value === null
    ? '—'
    : `${value > 0 ? '+' : value < 0 ? '\u2212' : ''}${formatPercent(Math.abs(value))}`;

const GROUP_COLUMNS = [
  { key: 'group', label: 'Group' },
  { key: 'jobs', label: 'Jobs', numeric: true },
  { key: 'median', label: 'Median error', numeric: true },
  { key: 'p90', label: '90th percentile', numeric: true },
  { key: 'bias', label: 'Bias', numeric: true },
];

/** Error figures per group: the confidence bands (the calibration chart's data) or imagery sources. */
export function GroupTable({ label, groups }: { label: string; groups: Group[] }) {
  return (
    <Table label={label} columns={GROUP_COLUMNS}>
      {groups.map((group) => (
        <tr key={group.key}>
          <th scope="row">{group.label}</th>
          <td className="num">{group.count}</td>
          <td className="num">{percentOrDash(group.medianErrorPercent)}</td>
          <td className="num">{percentOrDash(group.p90ErrorPercent)}</td>
          <td className="num">{signed(group.biasPercent)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Every verified job: the scatter chart's data. */
export function JobsTable({ points }: { points: AccuracyResponse['points'] }) {
  return (
    <Table
      label="Verified jobs"
      columns={[
        { key: 'customer', label: 'Customer' },
        { key: 'measured', label: 'Measured', numeric: true },
        { key: 'verified', label: 'Verified', numeric: true },
        { key: 'error', label: 'Error', numeric: true },
        { key: 'confidence', label: 'Confidence' },
        { key: 'source', label: 'Imagery' },
      ]}
    >
      {points.map((point) => (
        <tr key={point.quoteId}>
          <th scope="row">{point.customerName}</th>
          <td className="num">{formatSqFt(point.measuredSqFt)}</td>
          <td className="num">{formatSqFt(point.verifiedSqFt)}</td>
          <td className="num">{signed(point.errorPercent)}</td>
          <td>{confidenceBandLabel(point.band as ConfidenceBandId)}</td>
          <td>{point.imagerySource ?? 'Not recorded'}</td>
        </tr>
      ))}
    </Table>
  );
}

export { signed as formatSignedError, percentOrDash };
