import type { ReactNode } from 'react';
import { visuallyHiddenClass } from '../visually-hidden/VisuallyHidden';
import styles from './SpecTable.module.css';

export interface SpecTableGroup {
  id: string;
  /** the group's name, a row heading across the table (e.g. "Motor") */
  title: string;
  rows: { label: string; values: string[] }[];
}

export interface SpecTableProps {
  /**
   * the table's caption, its accessible name: read, not shown (a caption as wide as the table would scroll away on a
   * phone; the page's heading says what the table is)
   */
  caption: string;
  /** the name of the scroll region a keyboard can scroll (it is focusable) */
  scrollLabel: string;
  /** the heading of the first column (what the rows name) */
  corner: string;
  /** one column per thing compared (a variant, a model) */
  columns: { id: string; header: ReactNode }[];
  groups: SpecTableGroup[];
}

/**
 * Values side by side (technical data of variants, models compared): a real table, so a screen reader reads each value
 * with its row and column. On a narrow screen it scrolls sideways while the first column (what a row is) stays.
 */
export function SpecTable({ caption, scrollLabel, corner, columns, groups }: SpecTableProps) {
  return (
    // a scrollable region must be reachable by keyboard (WCAG 2.1.1): it is focusable and named
    <div className={styles['scroll']} role="region" aria-label={scrollLabel} tabIndex={0}>
      <table className={styles['table']}>
        <caption className={visuallyHiddenClass}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles['sticky']}>
              {corner}
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.id}>
            <tr>
              <th scope="rowgroup" colSpan={columns.length + 1} className={styles['group']}>
                <span className={styles['sticky']}>{group.title}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={styles['sticky']}>
                  {row.label}
                </th>
                {columns.map((column, index) => (
                  <td key={column.id}>{row.values[index] ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
