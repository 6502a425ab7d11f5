// The mail templates (Email/GetAll, Pages.Notification): every mail the shop sends, per language,
// filtered by code or subject, paged 5/10/20; each row links to its edit screen.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@armatura/shared-libs/format';
import {
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Link,
  Pagination,
  Row,
  SearchField,
  Select,
  SelectItem,
  Spinner,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import type { MailCultureValue } from '@armatura/shared-libs/contracts';
import {
  TEMPLATE_PAGE_SIZES,
  templateEditPath,
  templateList,
} from '../../features/mail-templates/templates-list-store';
import { templateName, useTemplatesT } from '../../features/texts/mail-templates-texts';
import * as s from '../../features/email-log/tools.module.css';
import { localizeMessage } from '../../features/texts/contract-messages';

export function TemplatesPanel() {
  const t = useTemplatesT();
  const query = useStore(templateList.$query);
  const state = useStore(templateList.$state);
  useEffect(() => void templateList.load(), []);
  const cultures = [
    { id: 'all', name: t('allLanguages') },
    { id: 'pl', name: t('culture.pl') },
    { id: 'en', name: t('culture.en') },
  ];
  return (
    <section aria-busy={state.status === 'loading'} data-testid="mail-templates">
      <div className={s.toolbar}>
        <SearchField
          label={t('templatesFilter')}
          defaultValue={query.filters.filter}
          onSubmit={(filter) => void templateList.change({ filter })}
          onClear={() => void templateList.change({ filter: '' })}
        />
        <Select
          label={t('language')}
          items={cultures}
          selectedKey={query.filters.culture ?? 'all'}
          onSelectionChange={(key) =>
            void templateList.change({
              culture: key === 'pl' || key === 'en' ? (key as MailCultureValue) : null,
            })
          }
        >
          {(item: { id: string; name: string }) => (
            <SelectItem id={item.id}>{item.name}</SelectItem>
          )}
        </Select>
      </div>
      {state.status === 'loading' && state.rows.length === 0 && <Spinner label={t('loading')} />}
      {state.status === 'error' && (
        <ErrorState
          title={t('listLoadError')}
          message={localizeMessage(state.error)}
          onRetry={() => void templateList.load()}
          retryLabel={t('retry')}
        />
      )}
      {state.status === 'ready' && state.rows.length === 0 && (
        <EmptyState title={t('templatesEmpty')} />
      )}
      {state.rows.length > 0 && (
        <>
          <div className={s.tableWrap}>
            <Table aria-label={t('templatesTab')} className={s.table}>
              <TableHeader>
                <Column isRowHeader>{t('name')}</Column>
                <Column>{t('language')}</Column>
                <Column>{t('subject')}</Column>
                <Column>{t('modified')}</Column>
              </TableHeader>
              <TableBody items={state.rows}>
                {(row) => (
                  <Row id={row.id} data-testid="mail-template-row">
                    <Cell>
                      <Link
                        href={templateEditPath(row.id)}
                        aria-label={t('editTemplate', {
                          name: `${templateName(t, row.code)} (${t(`culture.${row.culture}`)})`,
                        })}
                      >
                        {templateName(t, row.code)}
                      </Link>
                      <div className={s.muted}>{row.code}</div>
                    </Cell>
                    <Cell>{t(`culture.${row.culture}`)}</Cell>
                    <Cell>
                      <span lang={row.culture}>{row.subject}</span>
                    </Cell>
                    <Cell>
                      {row.lastModificationTime
                        ? formatDateTime(row.lastModificationTime)
                        : t('defaultText')}
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          <Pagination
            page={query.page}
            pageSize={query.pageSize}
            totalCount={state.totalCount}
            onPageChange={(page) => void templateList.goTo(page)}
            pageSizeOptions={TEMPLATE_PAGE_SIZES}
            onPageSizeChange={(pageSize) => void templateList.resize(pageSize)}
          />
        </>
      )}
    </section>
  );
}
