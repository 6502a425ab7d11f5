/** Tpay's bank groups (BLIK, fast transfers, cards) the shop keeps: read-only reference. */
import { useStore } from '@nanostores/react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@armatura/shared-libs/ui';
import { $bankGroups } from '../../features/payments/payments-store';
import { useDeliveryT } from '../../features/delivery/texts/texts';
import * as s from '../../features/delivery/ui/methods.module.css';

export function BankGroups() {
  const t = useDeliveryT();
  const groups = useStore($bankGroups);
  if (!groups?.length) return null;
  return (
    <section className={s.section} aria-labelledby="arm-com-bank-groups">
      <h2 id="arm-com-bank-groups">{t('bankGroupsTitle')}</h2>
      <p className={s.hint}>{t('bankGroupsLead')}</p>
      <Table aria-labelledby="arm-com-bank-groups">
        <TableHeader>
          <Column id="name" isRowHeader>
            {t('colName')}
          </Column>
          <Column id="kind">{t('colKind')}</Column>
          <Column id="id">{t('colGroupId')}</Column>
        </TableHeader>
        <TableBody items={groups}>
          {(g) => (
            <Row id={g.id}>
              <Cell>{g.name}</Cell>
              <Cell>{t(`kind_${g.kind}`)}</Cell>
              <Cell>{g.id}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </section>
  );
}
