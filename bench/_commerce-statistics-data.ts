// Data of bench/commerce-statistics.ts: `count` orders in the commerce domain's statistics tables,
// generated in SQL and kept between runs. The same shop as bench/_account-orders-data.ts: tenant 1
// holds 95 % (tenant 2 the rest, so every query must filter the tenant), one order every 9 minutes
// back from now (≈ 21 months for 100,000), 4 % offers, statuses spread like a live shop, 3 lines
// per order over 5,000 products, each product in 2 of 47 categories. `stat_daily` and
// `stat_customers` are built from the order rows as the event path keeps them.
import { sql, type Db } from '@armatura/shared-libs/server';
import type { OrderSnapshot } from '@armatura/shared-libs/contracts';
import type { StatisticsEventInput } from '../mf-admin-commerce/server/statistics/apply.js';

const GENERATOR_VERSION = 1;

export interface StatisticsShape {
  someOrderId: number;
  nextOrderId: number;
  nextEventId: number;
}

export async function generateStatistics(
  db: Db,
  count: number,
  log: (m: string) => void,
): Promise<StatisticsShape> {
  const marker = `bench:${GENERATOR_VERSION}:${count}`;
  const have = await sql<{
    value: string;
  }>`select value from commerce.stat_state where key = 'bench'`.execute(db);
  if (have.rows[0]?.value !== marker) {
    log(`generating ${count} orders…`);
    const t = performance.now();
    await sql`truncate commerce.stat_orders, commerce.stat_order_lines, commerce.stat_daily,
      commerce.stat_customers, commerce.stat_product_categories`.execute(db);
    await sql`insert into commerce.stat_orders (tenant_id, order_id, version, kind, status, day,
        customer_key, net, gross)
      select tenant, g, g, kind,
        case when kind = 'OFFER' then (case when g % 3 = 0 then 'CONVERTED' else 'OFFER' end)
          else (array['NEW','AWAITING_ACCEPTANCE','PAID','CONFIRMED','CONFIRMED','CONFIRMED',
                      'CONFIRMED','CANCELLED','REJECTED','PAID'])[1 + abs(hashint4(g)) % 10] end,
        (ts at time zone 'Europe/Warsaw')::date, 'u:' || buyer, net, round(net * 1.23, 2)
      from (
        select g, now() - g * interval '9 minutes' as ts,
          case when g % 20 = 0 then 2 else 1 end as tenant,
          case when g % 25 = 0 then 'OFFER' else 'ORDER' end as kind,
          case when abs(hashint4(g + 7)) % 5 = 0 then 100 + abs(hashint4(g + 11)) % 10
            else 1000 + abs(hashint4(g + 13)) % 2300 end as buyer,
          round((50 + (g * 37 % 5000))::numeric, 2) as net
        from generate_series(1, ${count}) g
      ) a`.execute(db);
    await sql`insert into commerce.stat_order_lines (tenant_id, order_id, seq, day, is_sale,
        product_id, code, name, qty, net)
      select o.tenant_id, o.order_id, i - 1, o.day,
        o.kind = 'ORDER' and o.status not in ('REJECTED', 'CANCELLED'),
        o.order_id % 5000 + i, 'KOD-' || (o.order_id % 5000 + i),
        'Bateria umywalkowa stojąca, seria ' || i, i, round(o.net * i / 6, 2)
      from commerce.stat_orders o, generate_series(1, 3) i`.execute(db);
    await sql`insert into commerce.stat_product_categories (tenant_id, product_id, category_id,
        category_name)
      select t, p, c, 'Kategoria ' || c from generate_series(1, 2) t, generate_series(1, 5003) p,
        lateral (values (p % 40), (100 + p % 7)) v(c)`.execute(db);
    await sql`insert into commerce.stat_daily (tenant_id, day, kind, status, orders, net, gross)
      select tenant_id, day, kind, status, count(*), sum(net), sum(gross) from commerce.stat_orders
      group by 1, 2, 3, 4`.execute(db);
    await sql`insert into commerce.stat_customers (tenant_id, customer_key, first_day)
      select tenant_id, customer_key, min(day) from commerce.stat_orders where kind = 'ORDER'
      group by 1, 2`.execute(db);
    await sql`insert into commerce.stat_state (key, value) values ('bench', ${marker})
      on conflict (key) do update set value = excluded.value`.execute(db);
    for (const table of ['stat_orders', 'stat_order_lines', 'stat_daily', 'stat_customers'])
      await sql.raw(`vacuum analyze commerce.${table}`).execute(db);
    log(`generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const max = await sql<{ id: number }>`select max(order_id) as id from commerce.stat_orders
    where order_id <= ${count}`.execute(db);
  return {
    someOrderId: Math.floor(count / 2) + 1,
    nextOrderId: 10 * Math.max(count, max.rows[0]!.id ?? 0),
    nextEventId: 10 * Math.max(count, max.rows[0]!.id ?? 0),
  };
}

/** An order event of the event-path measurement: tenant 1, placed now, 3 lines. */
export function sampleEvent(
  id: number,
  eventId: number,
  status: OrderSnapshot['status'] = 'NEW',
): StatisticsEventInput {
  const items = [1, 2, 3].map((i) => ({
    productId: (id % 5000) + i,
    code: `KOD-${(id % 5000) + i}`,
    name: `Bateria umywalkowa stojąca, seria ${i}`,
    unit: 'szt',
    qty: i,
    priceNet: 99.99,
    priceGross: 122.99,
    vatRate: 23,
    netValue: Math.round(99.99 * i * 100) / 100,
    imageUrl: null,
  }));
  const net = items.reduce((s, x) => s + x.netValue, 0);
  const now = new Date().toISOString();
  const order = {
    id,
    tenantId: 1,
    number: `ZAM/BENCH/${id}`,
    kind: 'ORDER',
    status,
    statusName: status,
    revision: 1,
    buyerUserId: 5000 + (id % 100),
    buyer: {
      firstName: 'Jan',
      lastName: 'Kowalski',
      email: 'jan@example.pl',
      phone: '+48 601 222 333',
      isCompany: false,
    },
    items,
    totals: { net, vat: 0, gross: Math.round(net * 123) / 100, byRate: [] },
    createdAt: now,
    updatedAt: now,
  } as unknown as OrderSnapshot;
  return { eventId, order, categories: new Map() };
}
