import type { ReactNode } from 'react';
import { classNames } from './classNames.ts';
import './table.css';

export interface TableColumn {
  key: string;
  label: ReactNode;
  /** Right-aligned, for amounts. */
  numeric?: boolean;
}

interface TableProps {
  columns: readonly (string | TableColumn)[];
  /** The body rows (<tr> elements); a row's first cell is best a <th scope="row">. */
  children: ReactNode;
  /** Names the scrolling region for screen readers, e.g. 'Pricing by property size'. */
  label?: string;
}

function columnOf(column: string | TableColumn): TableColumn {
  return typeof column === 'string' ? { key: column, label: column } : column;
}

/**
 * A data table that scrolls sideways on narrow screens instead of overflowing the page. The
 * scrolling box takes keyboard focus, so its hidden columns can be reached without a mouse.
 */
export function Table({ columns, children, label = 'Table' }: TableProps) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="table">
        <thead>
          <tr>
            {columns.map(columnOf).map((column) => (
              <th scope="col" key={column.key} className={classNames(column.numeric && 'num')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
