import type { ReactNode } from 'react';

export interface RColumn {
  label: string;
  numeric?: boolean;
}

/**
 * A table of the readers screens: scrolls sideways in its box, a header row of its columns (numbers
 * right-aligned), and the rows the caller gives.
 */
export function RTable({ columns, children }: { columns: RColumn[]; children: ReactNode }) {
  return (
    <div className="hp-readers__scroll">
      <table className="hp-rtable">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? 'is-num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
