/** Points of sale (Pages.PointsOfSale): list 5 a page (5/10/20), search, sort, add, edit, delete. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PointOfSaleSortField } from '@armatura/shared-libs/contracts';
import { Link } from '@armatura/shared-libs/routing';
import {
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import {
  POINT_ADD_PATH,
  POINT_PAGE_SIZES,
  pointEditPath,
  pointList,
} from '../../features/points-of-sale/points-store';
import { usePointT } from '../../features/points-of-sale/texts/texts';
import { ConfirmDelete } from './ConfirmDelete';
import * as s from './points.module.css';

const SORTABLE: readonly string[] = ['name', 'city', 'street', 'postalCode'];

export function PointsOfSaleScreen() {
  const t = usePointT();
  const list = useStore(pointList.$list);
  const query = useStore(pointList.$query);
  const [text, setText] = useState(query.filter);
  useEffect(() => void pointList.load(), []);
  useEffect(() => {
    if (text === pointList.$query.get().filter) return;
    const timer = setTimeout(() => void pointList.change({ filter: text }), 400);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <section
      className={s.screen}
      aria-labelledby="arm-com-pos-title"
      data-testid="points-list"
      data-status={list.status}
    >
      <h1 id="arm-com-pos-title" className={s.title}>
        {t('listTitle')}
      </h1>
      <div className={s.toolbar}>
        <SearchField
          className={s.search}
          label={t('search')}
          value={text}
          onChange={setText}
          onSubmit={(filter) => void pointList.change({ filter })}
        />
        <Link href={POINT_ADD_PATH} className="arm-button arm-button--primary arm-button--medium">
          {t('add')}
        </Link>
      </div>
      {list.status === 'error' && (
        <ErrorState message={list.error} onRetry={() => void pointList.load()} />
      )}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState title={t('empty')} />}
      {list.items.length > 0 && (
        <Table
          className={s.cards}
          aria-label={t('table')}
          aria-busy={list.status === 'loading'}
          sortDescriptor={query.sort}
          onSortChange={(sort) => {
            if (SORTABLE.includes(String(sort.column)))
              void pointList.change({
                sort: {
                  column: String(sort.column) as PointOfSaleSortField,
                  direction: sort.direction,
                },
              });
          }}
        >
          <TableHeader>
            <Column id="name" isRowHeader allowsSorting>
              {t('colName')}
            </Column>
            <Column id="city" allowsSorting>
              {t('colAddress')}
            </Column>
            <Column id="phone">{t('colPhone')}</Column>
            <Column id="hours">{t('colHours')}</Column>
            <Column id="pickup">{t('colPickup')}</Column>
            <Column id="active">{t('colActive')}</Column>
            <Column id="actions">{t('colActions')}</Column>
          </TableHeader>
          <TableBody items={list.items}>
            {(p) => (
              <Row id={p.id} data-testid="point-row">
                <Cell>
                  <strong>{p.name}</strong>
                </Cell>
                <Cell data-label={t('colAddress')}>
                  {p.street}, {p.postalCode} {p.city}
                </Cell>
                <Cell data-label={t('colPhone')}>{p.phone ?? '—'}</Cell>
                <Cell data-label={t('colHours')}>{p.openingHours ?? '—'}</Cell>
                <Cell data-label={t('colPickup')}>{p.isPickupPoint ? t('yes') : t('no')}</Cell>
                <Cell data-label={t('colActive')}>{p.isActive ? t('yes') : t('no')}</Cell>
                <Cell>
                  <div className={s.actions}>
                    <Link
                      href={pointEditPath(p.id)}
                      aria-label={`${t('edit')}: ${p.name}`}
                      className="arm-button arm-button--secondary arm-button--small"
                    >
                      {t('edit')}
                    </Link>
                    <ConfirmDelete point={p} />
                  </div>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {list.totalCount > 0 && (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          totalCount={list.totalCount}
          onPageChange={(page) => void pointList.change({ page })}
          pageSizeOptions={POINT_PAGE_SIZES.options}
          onPageSizeChange={(pageSize) => void pointList.change({ pageSize })}
        />
      )}
    </section>
  );
}
