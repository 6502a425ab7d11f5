/**
 * Spending limits of the edited user, or of an organisation group (the company form's groups): the
 * list (used/remaining), set or change, cancel, delete.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { formatPrice } from '@armatura/shared-libs/format';
import {
  Button,
  Cell,
  Column,
  ErrorState,
  NumberField,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import { ChoiceSelect, idOf, keyOf, NONE } from '../../features/fields/ChoiceSelect';
import {
  $approvers,
  $limitBusy,
  $limitDraft,
  $limitError,
  $limits,
  cancelLimit,
  deleteLimit,
  editLimit,
  LIMIT_PERIODS,
  loadGroupLimits,
  loadLimits,
  saveLimit,
} from '../../features/limits/limits-store';
import { useUsersT } from '../../features/texts/users-texts';
import * as styles from '../admin.module.css';

/** Exactly one of `userId` / `organizationGroupId`; a group's panel is titled with its name. */
export function LimitsPanel({
  userId,
  organizationGroupId,
  title,
}: {
  userId?: number;
  organizationGroupId?: number;
  title?: string;
}) {
  const t = useUsersT();
  const limits = useStore($limits);
  const draft = useStore($limitDraft);
  const error = useStore($limitError);
  const approvers = useStore($approvers);
  const busy = useStore($limitBusy);
  const reload = () =>
    organizationGroupId !== undefined
      ? loadGroupLimits(organizationGroupId)
      : loadLimits(userId ?? 0);
  useEffect(() => {
    editLimit(null);
    void (organizationGroupId !== undefined
      ? loadGroupLimits(organizationGroupId)
      : loadLimits(userId ?? 0));
  }, [userId, organizationGroupId]);
  const nameOf = (id: number | null) => {
    const user = approvers.find((u) => u.id === id);
    return user ? `${user.title || user.userName} (${user.userName})` : '—';
  };

  return (
    <section className={styles.section} aria-labelledby="arm-limits-title" data-testid="limits">
      <h2 id="arm-limits-title" className={styles.sectionTitle}>
        {title ?? t('secLimits')}
      </h2>
      {limits.status === 'error' && (
        <ErrorState message={limits.error} onRetry={() => void reload()} />
      )}
      {limits.status === 'ready' && limits.items.length === 0 && (
        <p className={styles.muted}>{t('limitsEmpty')}</p>
      )}
      {limits.items.length > 0 && (
        <div className={styles.tableWrap}>
          <Table aria-label={t('limitsTable')}>
            <TableHeader>
              <Column isRowHeader>{t('colAmount')}</Column>
              <Column>{t('colPeriod')}</Column>
              <Column>{t('colApprover')}</Column>
              <Column>{t('colUsed')}</Column>
              <Column>{t('colRemaining')}</Column>
              <Column>{t('colStatus')}</Column>
              <Column>{t('colActions')}</Column>
            </TableHeader>
            {/* The rows' buttons depend on `busy` and the approvers too: without `dependencies` the
                collection keeps rows rendered while a call ran, leaving them disabled. */}
            <TableBody items={limits.items} dependencies={[busy, approvers]}>
              {(limit) => (
                <Row id={limit.id} data-testid="limit-row">
                  <Cell>{formatPrice(limit.amount)}</Cell>
                  <Cell>{t(`period${limit.period}`)}</Cell>
                  <Cell>{nameOf(limit.approverUserId)}</Cell>
                  <Cell>{formatPrice(limit.used)}</Cell>
                  <Cell>{formatPrice(limit.remaining)}</Cell>
                  <Cell>{limit.isActive ? t('limitActive') : t('limitCancelled')}</Cell>
                  <Cell>
                    <div className={styles.actions}>
                      {limit.isActive && (
                        <>
                          <Button size="small" variant="secondary" onPress={() => editLimit(limit)}>
                            {t('editLimit')}
                          </Button>
                          <Button
                            size="small"
                            variant="secondary"
                            isDisabled={busy}
                            onPress={() => void cancelLimit(limit.id)}
                          >
                            {t('cancelLimit')}
                          </Button>
                        </>
                      )}
                      <Button
                        size="small"
                        variant="danger"
                        isDisabled={busy}
                        onPress={() => void deleteLimit(limit.id)}
                      >
                        {t('deleteLimit')}
                      </Button>
                    </div>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <div className={styles.grid}>
        <NumberField
          label={t('fAmount')}
          hideStepper
          minValue={0}
          value={draft.amount}
          onChange={(amount) => $limitDraft.set({ ...$limitDraft.get(), amount })}
          formatOptions={{ maximumFractionDigits: 2 }}
          isInvalid={Boolean(error)}
          errorMessage={error ?? undefined}
          validationBehavior="aria"
        />
        <ChoiceSelect
          label={t('fPeriod')}
          value={draft.period}
          choices={LIMIT_PERIODS.map((p) => ({ id: p, name: t(`period${p}`) }))}
          onChange={(id) =>
            $limitDraft.set({
              ...draft,
              period: LIMIT_PERIODS.find((p) => p === id) ?? draft.period,
            })
          }
        />
        <ChoiceSelect
          label={t('fApprover')}
          value={keyOf(draft.approverUserId)}
          choices={[
            { id: NONE, name: t('none') },
            ...approvers.map((u) => ({ id: String(u.id), name: nameOf(u.id) })),
          ]}
          onChange={(id) => $limitDraft.set({ ...draft, approverUserId: idOf(id) })}
        />
      </div>
      <div className={styles.actions}>
        <Button isDisabled={busy} onPress={() => void saveLimit()}>
          {draft.id === null ? t('setLimit') : t('updateLimit')}
        </Button>
        {draft.id !== null && (
          <Button variant="secondary" onPress={() => editLimit(null)}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </section>
  );
}
