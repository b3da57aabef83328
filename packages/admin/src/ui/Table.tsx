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
  /**
   * Names the scrolling area, which then takes keyboard focus so a keyboard user can scroll
   * it sideways on a narrow screen.
   */
  label?: string;
  /**
   * On a narrow screen each row stacks into a block instead of the table scrolling sideways:
   * its first cell heads it, and every other cell shows its `data-label` beside its value.
   */
  stacked?: boolean;
}

function columnOf(column: string | TableColumn): TableColumn {
  return typeof column === 'string' ? { key: column, label: column } : column;
}

/** A data table that scrolls sideways (or stacks) on narrow screens instead of overflowing the page. */
export function Table({ columns, children, label, stacked = false }: TableProps) {
  const scrollable = label ? ({ role: 'region', 'aria-label': label, tabIndex: 0 } as const) : {};
  return (
    <div className="table-wrap" {...scrollable}>
      <table className={classNames('table', stacked && 'table--stacked')}>
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
