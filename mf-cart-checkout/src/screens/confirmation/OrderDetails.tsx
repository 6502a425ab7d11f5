// An order's lines, delivery, buyer and money — shared by the confirmation and the approver's pages.
import { formatDateTime, formatPrice, formatQuantity } from '@armatura/shared-libs/format';
import { CartTotals } from '../../features/cart/CartTotals';
import { T } from '../../features/texts';
import type { CheckoutOrder } from '@armatura/shared-libs/contracts';
import * as s from '../screens.module.css';

export function OrderDetails({ order }: { order: CheckoutOrder }) {
  const where = order.pointOfSale
    ? `${order.pointOfSale.name}, ${order.pointOfSale.street}, ${order.pointOfSale.postalCode} ${order.pointOfSale.city}`
    : order.deliveryAddress
      ? `${order.deliveryAddress.street}, ${order.deliveryAddress.postalCode} ${order.deliveryAddress.city}`
      : null;
  return (
    <>
      <dl className={s.dl}>
        <dt>{T.orderNumber}</dt>
        <dd data-testid="order-number">{order.number}</dd>
        <dt>{T.status}</dt>
        <dd data-testid="order-status">{order.statusName}</dd>
        <dt>{T.date}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>{T.orderedBy}</dt>
        <dd>
          {order.buyer.firstName} {order.buyer.lastName}
          {order.buyer.companyName ? `, ${order.buyer.companyName}` : ''}
          {order.buyer.nip ? `, NIP ${order.buyer.nip}` : ''}
        </dd>
        {order.delivery && (
          <>
            <dt>{T.delivery}</dt>
            <dd>
              {order.delivery.name}
              {where ? ` — ${where}` : ''}
            </dd>
          </>
        )}
        {order.payment && (
          <>
            <dt>{T.payment}</dt>
            <dd>{order.payment.name}</dd>
          </>
        )}
        {order.comment && (
          <>
            <dt>{T.comment}</dt>
            <dd>{order.comment}</dd>
          </>
        )}
        {order.rejectionReason && (
          <>
            <dt>{T.rejectReason}</dt>
            <dd>{order.rejectionReason}</dd>
          </>
        )}
      </dl>
      <table className={s.lines}>
        <thead>
          <tr>
            <th>{T.product}</th>
            <th className={s.num}>{T.quantity}</th>
            <th className={s.num}>{T.priceNet}</th>
            <th className={`${s.num} ${s.hideSmall}`}>{T.vat}</th>
            <th className={s.num}>{T.valueNet}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.productId}>
              <td>
                {i.name}
                <div className={s.muted}>{i.code}</div>
              </td>
              <td className={s.num}>{formatQuantity(i.qty, i.unit)}</td>
              <td className={s.num}>{formatPrice(i.priceNet)}</td>
              <td className={`${s.num} ${s.hideSmall}`}>{i.vatRate}%</td>
              <td className={s.num}>{formatPrice(i.netValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CartTotals totals={order.totals} delivery={order.delivery} />
    </>
  );
}
