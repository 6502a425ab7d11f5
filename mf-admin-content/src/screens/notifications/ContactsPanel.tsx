// Contact messages (Pages.Contacts): newest first, searchable, open/handled filter, paged 5/10/15;
// each message can be marked handled (or open again) and deleted after a confirmation.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { CONTACT_PAGE_SIZES } from '@armatura/shared-libs/contracts';
import { formatDateTime } from '@armatura/shared-libs/format';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  Pagination,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
  notify,
} from '@armatura/shared-libs/ui';
import {
  $contactActionError,
  $contactsView,
  changeContacts,
  contacts,
  setHandled,
} from '../../features/contacts-admin/contacts-store';
import { LoadStatus } from '../../features/email-log/LoadStatus';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import { DeleteContactButton } from './DeleteContactButton';
import { HandledSelect } from './HandledSelect';
import * as s from '../../features/email-log/tools.module.css';

export function ContactsPanel() {
  const t = useToolsT();
  const view = useStore($contactsView);
  const state = useStore(contacts.$state);
  const actionError = useStore($contactActionError);
  useEffect(() => void changeContacts({ page: $contactsView.get().page }), []);
  const items = state.data?.items ?? [];
  return (
    <section aria-busy={state.status === 'loading'} data-testid="contacts">
      <div className={s.toolbar}>
        <SearchField
          label={t('contactsFilter')}
          defaultValue={view.filter}
          onSubmit={(filter) => void changeContacts({ filter })}
          onClear={() => void changeContacts({ filter: '' })}
        />
        <HandledSelect />
      </div>
      {actionError && (
        <p role="alert" className={s.error}>
          {actionError}
        </p>
      )}
      <LoadStatus state={state} onRetry={() => void contacts.reload()} />
      {state.status === 'ready' && items.length === 0 && <EmptyState title={t('contactsEmpty')} />}
      {items.length > 0 && (
        <>
          <div className={s.tableWrap}>
            <Table aria-label={t('contactsTab')} className={s.table}>
              <TableHeader>
                <Column isRowHeader>{t('subject')}</Column>
                <Column>{t('sender')}</Column>
                <Column>{t('message')}</Column>
                <Column>{t('created')}</Column>
                <Column>{t('status')}</Column>
                <Column>{t('details')}</Column>
              </TableHeader>
              <TableBody items={items}>
                {(c) => (
                  <Row id={c.id} data-testid="contact-row">
                    <Cell>
                      {/* The visitor's own words, in whatever language they wrote. */}
                      <span translate="no">{c.subject}</span>
                    </Cell>
                    <Cell>
                      {c.name}
                      <br />
                      <a href={`mailto:${c.email}`}>{c.email}</a>
                      {c.phone && <span className={s.muted}> · {c.phone}</span>}
                    </Cell>
                    <Cell>
                      <div className={s.message}>{c.message}</div>
                    </Cell>
                    <Cell>{formatDateTime(c.creationTime)}</Cell>
                    <Cell>{c.isHandled ? t('contactHandled') : t('contactOpen')}</Cell>
                    <Cell>
                      <div className={s.actions}>
                        <Button
                          variant="secondary"
                          size="small"
                          onPress={async () => {
                            if (await setHandled(c, !c.isHandled))
                              notify({ type: 'success', title: t('handledDone') });
                          }}
                        >
                          {c.isHandled ? t('markOpen') : t('markHandled')}
                        </Button>
                        <DeleteContactButton contact={c} />
                      </div>
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          <Pagination
            page={view.page}
            pageSize={view.pageSize}
            totalCount={state.data?.totalCount ?? 0}
            onPageChange={(page) => void changeContacts({ page })}
            pageSizeOptions={CONTACT_PAGE_SIZES}
            onPageSizeChange={(pageSize) => void changeContacts({ pageSize })}
          />
        </>
      )}
    </section>
  );
}
