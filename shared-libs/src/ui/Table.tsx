/**
 * Data table: `<Table aria-label><TableHeader><Column/></TableHeader><TableBody><Row><Cell/></Row>
 * </TableBody></Table>`. Loaded on first use (./on-demand.ts); the wrappers are in ./table-parts.
 */
import { Suspense } from 'react';
import type { TableProps } from 'react-aria-components';
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

const LoadedTable = tableParts.part('Table');

// The parts below render only inside a loaded Table: they never wait.
export const TableHeader = tableParts.part('TableHeader');
export const Column = tableParts.part('Column');
export const TableBody = tableParts.part('TableBody');
export const Row = tableParts.part('Row');
export const Cell = tableParts.part('Cell');
