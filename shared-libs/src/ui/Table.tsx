/**
 * Data table: `<Table aria-label><TableHeader><Column/></TableHeader><TableBody><Row><Cell/></Row>
 * </TableBody></Table>`. Loaded on first use (./on-demand.ts); the wrappers are in ./table-parts.
 */
import { Suspense } from 'react';
import type {
  CellProps,
  ColumnProps,
  RowProps,
  TableBodyProps,
  TableHeaderProps,
  TableProps,
} from 'react-aria-components';
import { onDemand } from './on-demand';

export const tableParts = onDemand(
  () => import(/* webpackChunkName: "ui-table" */ './table-parts'),
);

export function Table(props: TableProps) {
  return (
    <Suspense fallback={<div className="arm-table-scroll" aria-busy="true" />}>
      <LoadedTable {...props} />
    </Suspense>
  );
}

function LoadedTable(props: TableProps) {
  const { Table: Part } = tableParts.useModule();
  return <Part {...props} />;
}

// The parts below render only inside a loaded Table: they never wait.
export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  const { TableHeader: Part } = tableParts.useModule();
  return <Part {...props} />;
}

export function Column(props: ColumnProps) {
  const { Column: Part } = tableParts.useModule();
  return <Part {...props} />;
}

export function TableBody<T extends object>(props: TableBodyProps<T>) {
  const { TableBody: Part } = tableParts.useModule();
  return <Part {...props} />;
}

export function Row<T extends object>(props: RowProps<T>) {
  const { Row: Part } = tableParts.useModule();
  return <Part {...props} />;
}

export function Cell(props: CellProps) {
  const { Cell: Part } = tableParts.useModule();
  return <Part {...props} />;
}
