// The status filter: the path's :statusId (/kokpit/zamowienia/3), chosen from the shop's statuses.
import { useStore } from '@nanostores/react';
import { ORDER_STATUS_IDS, ORDER_STATUSES } from '@armatura/shared-libs/contracts';
import { Select, SelectItem } from '@armatura/shared-libs/ui';
import { $ordersQuery, changeOrders, statusIdOf } from '../../features/orders/orders-store';
import { useAccountT } from '../../features/texts/account-texts';
import { orderStatusLabel } from '../../features/texts/status-labels';
import * as s from '../../features/layout/lists.module.css';

const ALL = 'all';

export function OrderStatusSelect() {
  const t = useAccountT();
  const query = useStore($ordersQuery);
  const current = statusIdOf(query.statusId);
  const items = [
    { id: ALL, name: t('allStatuses') },
    ...ORDER_STATUSES.map((status) => ({
      id: String(ORDER_STATUS_IDS[status]),
      name: orderStatusLabel(t, status),
    })),
  ];
  return (
    <Select
      className={s.statusSelect}
      label={t('status')}
      items={items}
      selectedKey={current ? String(current) : ALL}
      onSelectionChange={(key) =>
        changeOrders({ statusId: key === ALL || key === null ? null : String(key) })
      }
    >
      {(item: { id: string; name: string }) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
