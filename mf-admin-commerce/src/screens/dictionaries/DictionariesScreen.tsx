/** Dictionaries (Pages.Dictionaries): choose one, search, sort and page its values, edit or add. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  isSystemDictionary,
  type DictionarySortField,
  type DictionaryType,
} from '@armatura/shared-libs/contracts';
import { useLocale } from '@armatura/shared-libs/i18n';
import {
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  SearchField,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import {
  $dictionaries,
  $entries,
  $entryQuery,
  DICTIONARY_PAGE_SIZES,
  changeEntries,
  loadDictionaries,
  loadEntries,
} from '../../features/dictionaries/dictionaries-store';
import { useDictionaryT } from '../../features/dictionaries/texts/texts';
import { EntryDialog } from './EntryDialog';
import * as s from '../points-of-sale/points.module.css';

const SORTABLE: readonly string[] = ['value', 'labelPl', 'labelEn'];

export function DictionariesScreen() {
  const t = useDictionaryT();
  const english = useLocale() === 'en';
  const dictionaries = useStore($dictionaries);
  const list = useStore($entries);
  const query = useStore($entryQuery);
  const [text, setText] = useState(query.filter);
  useEffect(() => {
    void loadDictionaries();
    void loadEntries();
  }, []);
  useEffect(() => {
    if (text === $entryQuery.get().filter) return;
    const timer = setTimeout(() => void changeEntries({ filter: text }), 400);
    return () => clearTimeout(timer);
  }, [text]);
  const system = isSystemDictionary(query.type);

  return (
    <section
      className={s.screen}
      aria-labelledby="arm-com-dict-title"
      data-testid="dictionaries"
      data-status={list.status}
    >
      <h1 id="arm-com-dict-title" className={s.title}>
        {t('title')}
      </h1>
      <div className={s.toolbar}>
        <Select
          label={t('dictionary')}
          items={dictionaries.map((d) => ({ id: d.type, name: english ? d.nameEn : d.namePl }))}
          selectedKey={query.type}
          onSelectionChange={(key) => {
            setText('');
            void changeEntries({ type: String(key) as DictionaryType });
          }}
        >
          {(d) => <SelectItem id={d.id}>{d.name}</SelectItem>}
        </Select>
        <SearchField
          className={s.search}
          label={t('search')}
          value={text}
          onChange={setText}
          onSubmit={(filter) => void changeEntries({ filter })}
        />
        {!system && <EntryDialog key={query.type} type={query.type} />}
      </div>
      <p className={s.muted}>{system ? t('systemHint') : t('customHint')}</p>
      {list.status === 'error' && (
        <ErrorState message={list.error} onRetry={() => void loadEntries()} />
      )}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState title={t('empty')} />}
      {list.items.length > 0 && (
        <Table
          className={s.cards}
          aria-label={t('table')}
          aria-busy={list.status === 'loading'}
          sortDescriptor={query.sort ?? undefined}
          onSortChange={(sort) => {
            if (SORTABLE.includes(String(sort.column)))
              void changeEntries({
                sort: {
                  column: String(sort.column) as DictionarySortField,
                  direction: sort.direction,
                },
              });
          }}
        >
          <TableHeader>
            <Column id="value" allowsSorting>
              {t('colValue')}
            </Column>
            <Column id="labelPl" isRowHeader allowsSorting>
              {t('colLabelPl')}
            </Column>
            <Column id="labelEn" allowsSorting>
              {t('colLabelEn')}
            </Column>
            <Column id="isActive">{t('colActive')}</Column>
            <Column id="actions">{t('colActions')}</Column>
          </TableHeader>
          <TableBody items={list.items.map((e) => ({ ...e, id: `${e.type}:${e.value}` }))}>
            {(e) => (
              <Row id={e.id} data-testid="dictionary-row">
                <Cell>
                  <code>{e.value}</code>
                </Cell>
                <Cell data-label={t('colLabelPl')}>
                  <span lang="pl">{e.labelPl}</span>
                </Cell>
                <Cell data-label={t('colLabelEn')}>{e.labelEn}</Cell>
                <Cell data-label={t('colActive')}>{e.isActive ? t('yes') : t('no')}</Cell>
                <Cell>
                  <EntryDialog type={query.type} entry={e} />
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
          onPageChange={(page) => void changeEntries({ page })}
          pageSizeOptions={DICTIONARY_PAGE_SIZES.options}
          onPageSizeChange={(pageSize) => void changeEntries({ pageSize })}
        />
      )}
    </section>
  );
}
