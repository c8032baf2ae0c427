import { useCallback, useLayoutEffect, useRef } from 'react';
import type { TableHandle } from './Table';

/**
 * For a table shown one page at a time, with Previous and Next below it. Pass the page shown, give
 * `tableRef` to the Table, and let the pager's buttons change the page through `turnTo`. Once the
 * page she asked for has rendered, and before it paints, the table takes focus and its top comes
 * into view (TableHandle.showStart), so she reads the new page from its first row instead of
 * staying at its foot. The page changing for any other reason (a filter, a sort, Back, the
 * address) leaves focus and scroll where they are.
 */
export function useTablePager(page: number) {
  const tableRef = useRef<TableHandle>(null);
  const asked = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (asked.current !== page) return;
    asked.current = null;
    tableRef.current?.showStart();
  }, [page]);
  const turnTo = useCallback((next: number, change: () => void) => {
    asked.current = next;
    change();
  }, []);
  return { tableRef, turnTo };
}
