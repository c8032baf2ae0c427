import { useEffect, useId, useRef, useState, type Key, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import * as styles from './Table.css';

export type TableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell(row: Row, index: number): ReactNode;
  /** Numbers align to the end with tabular figures, so they compare at a glance. */
  numeric?: boolean;
  /** This column names the row (rendered as th scope="row"), e.g. the member's name. */
  rowHeader?: boolean;
  /** Hide the header text visually; screen readers still hear it. */
  hideHeader?: boolean;
  /** The rows are sorted by this column (aria-sort); put a sort button in `header`. */
  sort?: 'ascending' | 'descending' | 'none';
};

export type TableProps<Row> = {
  /** What the table lists, e.g. 'Top Users'. Names the table. */
  caption: ReactNode;
  /** Keep the caption for screen readers only (when a heading above already says it). */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): Key;
  /** Marks 'the current user's row' (aria-current), e.g. the member's own row on the leaderboard. */
  isCurrentRow?(row: Row): boolean;
  /** Shown in one full-width row when there are no rows. */
  emptyMessage?: ReactNode;
  className?: string;
};

/** Whether an element's content is wider than the element, kept up to date as it resizes. */
function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * A semantic data table: caption, column headers with scope, optional row headers, numeric
 * alignment, a highlighted current row and an empty message. On narrow screens it scrolls
 * sideways in its own box, which then becomes a focusable, named region for keyboard users.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  isCurrentRow,
  emptyMessage = 'Nothing to show yet.',
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const [scrollerRef, scrollable] = useOverflowsX<HTMLDivElement>();

  return (
    <div
      ref={scrollerRef}
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      role={scrollable ? 'region' : undefined}
      aria-labelledby={scrollable ? captionId : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1)
      tabIndex={scrollable ? 0 : undefined}
      data-scrollable={scrollable || undefined}
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption({ hidden: hideCaption })}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sort}
                className={styles.headerCell({ numeric: column.numeric ?? false })}
              >
                {column.hideHeader ? (
                  <VisuallyHidden.Root>{column.header}</VisuallyHidden.Root>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className={styles.row}>
              <td className={styles.emptyCell} colSpan={columns.length}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const current = isCurrentRow?.(row) ?? false;
              return (
                <tr
                  key={rowKey(row)}
                  className={styles.row}
                  aria-current={current || undefined}
                  data-current={current || undefined}
                >
                  {columns.map((column) => {
                    const Cell = column.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.key}
                        scope={column.rowHeader ? 'row' : undefined}
                        className={styles.cell({
                          numeric: column.numeric ?? false,
                          rowHeader: column.rowHeader ?? false,
                        })}
                      >
                        {column.cell(row, index)}
                      </Cell>
                    );
                  })}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
