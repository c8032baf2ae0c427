export { Table, type TableProps, type TableColumn, type TableHandle } from './Table';
export { useTablePager } from './use-table-pager';
export { nameText as tableNameText } from './Table.css';
export { CardRowLabel, labelledOnCard } from './CardRowLabel';
