// The order's head: buyer, delivery (address or pickup point), payment and notes.
import type { OrderDetails } from '@armatura/shared-libs/contracts';
import { formatDateTime } from '@armatura/shared-libs/format';
import { useAccountT } from '../../features/texts/account-texts';
import * as s from '../../features/layout/lists.module.css';

export function OrderHead({ order }: { order: OrderDetails }) {
  const t = useAccountT();
  const { buyer } = order;
  const address = order.deliveryAddress;
  const point = order.pointOfSale;
  return (
    <div className={s.head}>
      <section className={s.box} aria-labelledby="order-buyer">
        <h2 id="order-buyer">{t('orderBuyer')}</h2>
        <p>
          {buyer.firstName} {buyer.lastName}
          {buyer.isCompany && buyer.companyName && (
            <>
              <br />
              {buyer.companyName}
              {buyer.nip && `, ${t('nip')} ${buyer.nip}`}
            </>
          )}
          <br />
          {buyer.email}
          {buyer.phone && (
            <>
              <br />
              {buyer.phone}
            </>
          )}
        </p>
      </section>
      <section className={s.box} aria-labelledby="order-delivery">
        <h2 id="order-delivery">{t('delivery')}</h2>
        <p>{order.delivery?.name ?? order.deliveryName ?? '—'}</p>
        {address && (
          <p>
            {address.street}
            <br />
            {address.postalCode} {address.city}
          </p>
        )}
        {point && (
          <p>
            {t('pointOfSale')}: {point.name}
            <br />
            {point.street}, {point.postalCode} {point.city}
          </p>
        )}
      </section>
      <section className={s.box} aria-labelledby="order-payment">
        <h2 id="order-payment">{t('payment')}</h2>
        <p>{order.paymentName ?? '—'}</p>
        {order.paidAt && (
          <p>
            {t('documentPaidAt')}: {formatDateTime(order.paidAt)}
          </p>
        )}
      </section>
      {order.comment && (
        <section className={s.box} aria-labelledby="order-comment">
          <h2 id="order-comment">{t('comment')}</h2>
          <p className={s.preLine}>{order.comment}</p>
        </section>
      )}
    </div>
  );
}
