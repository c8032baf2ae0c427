import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';
import { VisuallyHidden } from 'radix-ui';
import { Stack } from '../../layout/Stack';
import { EmptyState } from '../EmptyState/EmptyState';
import * as styles from './Table.css';

export type TableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell(row: Row, index: number): ReactNode;
  /** Numbers align to the end with tabular figures, so they compare at a glance. */
  numeric?: boolean;
  /**
   * As narrow as its widest cell (a rank's disc), leaving the room to the text columns, as a
   * numeric column is; its cells keep their own alignment.
   */
  fit?: boolean;
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
  /**
   * Shown when there are no rows, in place of the table: a header row over a single row that
   * holds no data is no table, so the box shows the caption (unless hidden) and this message,
   * centred, as every 'nothing here yet' is drawn.
   */
  emptyMessage?: ReactNode;
  className?: string;
  /** The table element's id, for a control that changes its rows (`aria-controls`). */
  id?: string;
  /** For a table that shows one page of a longer list: see TableHandle. */
  ref?: Ref<TableHandle>;
  /**
   * The page's styles may lay the rows out as cards (on a phone, say), giving the table's parts
   * another display than a table's. Each part then says what it is itself (table, row group, row,
   * column header, row header, cell): some browsers (older Safari) stop reading a table as one
   * once its parts are displayed as blocks or grids.
   */
  cardRows?: boolean;
};

/** What a page holding a paged table can ask of it. */
export type TableHandle = {
  /**
   * Takes the member to the table's start: focus moves to the table (a screen reader reads its
   * name and size) and, when its top is above the window or under the sticky header, the window
   * scrolls it to the top. For after she turns a page with a pager below the table: the new page
   * is then read from its first row, not from where the last one ended.
   */
  showStart(): void;
};

/** How a box's content lies against it: wider or not, and hidden beyond either edge. */
type Overflow = { wider: boolean; before: boolean; after: boolean };

const fits: Overflow = { wider: false, before: false, after: false };

/**
 * Whether an element's content is wider than the element, and whether some of it is hidden
 * before its start or after its end (in the reading direction), kept up to date as it resizes
 * and scrolls.
 */
function useOverflowX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflow, setOverflow] = useState<Overflow>(fits);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { scrollWidth, clientWidth } = element;
      // right to left, scrollLeft runs from 0 at the start to negative values
      const fromStart = Math.abs(element.scrollLeft);
      const next = {
        wider: scrollWidth > clientWidth + 1,
        before: fromStart > 1,
        after: fromStart + clientWidth < scrollWidth - 1,
      };
      setOverflow((last) =>
        last.wider === next.wider && last.before === next.before && last.after === next.after
          ? last
          : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return [ref, overflow] as const;
}

/**
 * A semantic data table: caption, column headers with scope, optional row headers, numeric
 * alignment, a highlighted current row, and with no rows a message in the table's box instead. On narrow screens it scrolls
 * sideways in its own box, which then becomes a focusable, named region for keyboard users, and
 * an edge with more of the table beyond it fades out.
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
  id,
  ref,
  cardRows = false,
}: TableProps<Row>) {
  const captionId = useId();
  // a role said outright only where the display may not say it
  const role = (name: string) => (cardRows ? name : undefined);
  const [scrollerRef, overflow] = useOverflowX<HTMLDivElement>();
  const scrollable = overflow.wider;
  const tableRef = useRef<HTMLTableElement>(null);
  const emptyRef = useRef<HTMLElement>(null);
  const empty = rows.length === 0;
  useImperativeHandle(
    ref,
    () => ({
      showStart() {
        const table = tableRef.current ?? emptyRef.current;
        const frame = scrollerRef.current;
        if (!table || !frame) return;
        table.focus({ preventScroll: true });
        // the shell keeps the root's scroll padding at the sticky header's height
        const clear = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
        if (frame.getBoundingClientRect().top < clear) frame.scrollIntoView({ block: 'start' });
      },
    }),
    [scrollerRef],
  );

  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')}>
      <div
        ref={scrollerRef}
        className={styles.scroller}
        // a group, not a region: the card around a table is often a region of the same name already
        role={scrollable ? 'group' : undefined}
        aria-labelledby={scrollable ? captionId : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1)
        tabIndex={scrollable ? 0 : undefined}
        data-scrollable={scrollable || undefined}
      >
        {empty ? (
          // the table's box with its name and the message: no header row over a row of no data.
          // A group named by the caption, so that focus sent here (showStart, a board that came
          // back empty) is heard as the table's name and its message
          <Stack
            ref={emptyRef}
            id={id}
            role="group"
            aria-labelledby={captionId}
            gap="sm"
            // the caption keeps its place: with rows or without, it stands where it stood
            paddingTop={hideCaption ? 'md' : undefined}
            paddingBottom="md"
            // focused only by showStart, never by Tab
            tabIndex={ref ? -1 : undefined}
            className={styles.empty}
          >
            <p id={captionId} className={styles.caption({ hidden: hideCaption })}>
              {caption}
            </p>
            <EmptyState size="compact" title={emptyMessage} />
          </Stack>
        ) : (
          <table
            ref={tableRef}
            id={id}
            className={styles.table}
            // focused only by showStart, never by Tab
            tabIndex={ref ? -1 : undefined}
            role={role('table')}
            // a caption displayed as a block may no longer name the table by itself
            aria-labelledby={cardRows ? captionId : undefined}
          >
            <caption id={captionId} className={styles.caption({ hidden: hideCaption })}>
              {caption}
            </caption>
            <thead role={role('rowgroup')}>
              <tr role={role('row')}>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    role={role('columnheader')}
                    aria-sort={column.sort}
                    className={styles.headerCell({
                      numeric: column.numeric ?? false,
                      fit: column.fit ?? false,
                    })}
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
            <tbody role={role('rowgroup')}>
              {rows.map((row, index) => {
                const current = isCurrentRow?.(row) ?? false;
                return (
                  <tr
                    key={rowKey(row)}
                    className={styles.row}
                    role={role('row')}
                    aria-current={current || undefined}
                    data-current={current || undefined}
                  >
                    {columns.map((column) => {
                      const Cell = column.rowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={column.key}
                          scope={column.rowHeader ? 'row' : undefined}
                          role={role(column.rowHeader ? 'rowheader' : 'cell')}
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
              })}
            </tbody>
          </table>
        )}
      </div>
      <div
        aria-hidden="true"
        data-edge="start"
        className={styles.edge({ side: 'start', shown: overflow.before })}
      />
      <div
        aria-hidden="true"
        data-edge="end"
        className={styles.edge({ side: 'end', shown: overflow.after })}
      />
    </div>
  );
}
