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
}

function columnOf(column: string | TableColumn): TableColumn {
  return typeof column === 'string' ? { key: column, label: column } : column;
}

/** A data table that scrolls sideways on narrow screens instead of overflowing the page. */
export function Table({ columns, children, label }: TableProps) {
  const scrollable = label ? ({ role: 'region', 'aria-label': label, tabIndex: 0 } as const) : {};
  return (
    <div className="table-wrap" {...scrollable}>
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
