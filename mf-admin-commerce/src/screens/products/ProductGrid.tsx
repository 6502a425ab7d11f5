/** The product table: sortable columns, selection checkboxes and one editable row per product. */
import { useStore } from '@nanostores/react';
import type { SortDescriptor } from 'react-aria-components';
import {
  Cell,
  Checkbox,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import { useAdminT } from '../../features/admin-texts/texts';
import {
  $productQuery,
  $selectedIds,
  changeProductQuery,
  type SortColumn,
} from '../../features/products/product-list-store';
import type { ProductRow } from '../../features/products/products-api';
import { GridRowCells } from './GridRowCells';
import * as styles from './products.module.css';

const SORTABLE: SortColumn[] = [
  'code',
  'name',
  'brandName',
  'valueNetto',
  'valueBrutto',
  'qtyAvailable',
];

export function ProductGrid({ rows, busy }: { rows: ProductRow[]; busy: boolean }) {
  const t = useAdminT();
  const query = useStore($productQuery);
  const selected = useStore($selectedIds);
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));

  const onSort = (sort: SortDescriptor) => {
    const column = String(sort.column) as SortColumn;
    if (SORTABLE.includes(column))
      void changeProductQuery({ sort: { column, direction: sort.direction } });
  };
  const toggle = (id: number, on: boolean) =>
    $selectedIds.set(on ? [...selected, id] : selected.filter((x) => x !== id));

  return (
    <Table
      className={styles.grid}
      aria-label={t('productsTable')}
      aria-busy={busy}
      sortDescriptor={query.sort}
      onSortChange={onSort}
    >
      <TableHeader>
        <Column id="select" width={48}>
          <Checkbox
            slot={null}
            aria-label={t('selectRow', { name: t('productsTable') })}
            isSelected={allSelected}
            onChange={(on) => $selectedIds.set(on ? rows.map((row) => row.id) : [])}
          />
        </Column>
        <Column id="code" allowsSorting>
          {t('colCode')}
        </Column>
        <Column id="name" isRowHeader allowsSorting>
          {t('colName')}
        </Column>
        <Column id="brandName" allowsSorting>
          {t('colBrand')}
        </Column>
        <Column id="valueNetto" allowsSorting>
          {t('colNet')}
        </Column>
        <Column id="valueBrutto" allowsSorting>
          {t('colGross')}
        </Column>
        <Column id="qtyAvailable" allowsSorting>
          {t('colStock')}
        </Column>
        <Column id="isActive">{t('colActive')}</Column>
        <Column id="actions">{t('colActions')}</Column>
      </TableHeader>
      <TableBody items={rows}>
        {(row) => (
          <Row id={row.id} data-testid="product-row">
            <Cell>
              <Checkbox
                slot={null}
                aria-label={t('selectRow', { name: row.name })}
                isSelected={selected.includes(row.id)}
                onChange={(on) => toggle(row.id, on)}
              />
            </Cell>
            <GridRowCells row={row} />
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
