// Data of bench/account-orders.ts: `count` orders in account.orders, generated in SQL (seconds, not
// minutes) and kept between runs. Tenant 1 holds 95 % of them (tenant 2 the rest, so every query
// must filter the tenant); 10 B2B buyers hold 20 % (≈ 1,900 orders each), the others ≈ 33 each;
// statuses spread like a live shop (mostly confirmed), one order every 9 minutes back from now
// (≈ 21 months for 100,000), a snapshot of ≈ 1.3 KB per order as the events store it.
import { sql, type Db } from '@armatura/shared-libs/server';

export interface OrdersShape {
  typicalBuyer: number;
  typicalBuyerOrders: number;
  bigBuyer: number;
  bigBuyerOrders: number;
  contractorCode: string;
  someOrderId: number;
  today: string;
  monthAgo: string;
  yearAgo: string;
}

const GENERATOR_VERSION = 2;

const day = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(d);

export async function generateOrders(
  db: Db,
  count: number,
  log: (m: string) => void,
): Promise<OrdersShape> {
  // Regenerated when the count or this generator's version differs (marker in read_model_state).
  const marker = `bench:${GENERATOR_VERSION}:${count}`;
  const have = await sql<{
    value: string;
  }>`select value from account.read_model_state where key = 'bench'`.execute(db);
  if (have.rows[0]?.value !== marker) {
    log(`generating ${count} orders…`);
    const t = performance.now();
    await sql`truncate account.order_history, account.order_lines, account.orders`.execute(db);
    await sql`insert into account.orders (tenant_id, id, number, kind, status, buyer_user_id,
        buyer_name, company_name, nip, email, contractor_code, organization_unit_id, items_count,
        total_net, total_vat, total_gross, currency, payment_status, payment_name, delivery_name,
        search_text, snapshot, seller, created_at, updated_at, version)
      select tenant, g, number, kind, status, buyer, name, company, nip, email, nip, null, 3,
        net, round(net * 0.23, 2), round(net * 1.23, 2), 'PLN', 'PENDING', 'Przelew tradycyjny',
        'Kurier InPost', lower(number || ' ' || name || ' ' || coalesce(company, '') || ' ' || email || ' ' || coalesce(nip, '')),
        jsonb_build_object('id', g, 'number', number, 'status', status, 'buyer',
          jsonb_build_object('firstName', 'Jan', 'lastName', 'Kowalski ' || buyer, 'email', email,
            'phone', '+48 601 222 333', 'isCompany', company is not null, 'companyName', company, 'nip', nip),
          'items', (select jsonb_agg(jsonb_build_object('productId', g % 5000 + i, 'code', 'KOD-' || (g % 5000 + i),
            'name', 'Bateria umywalkowa stojąca z korkiem klik-klak, chrom, seria ' || i, 'unit', 'szt',
            'qty', i, 'priceNet', 99.99, 'priceGross', 122.99, 'vatRate', 23, 'netValue', 99.99 * i))
            from generate_series(1, 3) i)),
        '{"name": "Armatura sp. z o.o.", "nip": "5251234560"}'::jsonb, ts, ts + interval '1 hour', g
      from (
        select g, ts, buyer, tenant, kind,
          case when kind = 'OFFER' then 'OFFER'
            else (array['NEW','AWAITING_ACCEPTANCE','PAID','CONFIRMED','CONFIRMED','CONFIRMED',
                        'CONFIRMED','CANCELLED','REJECTED','PAID'])[1 + abs(hashint4(g)) % 10] end as status,
          'ZAM/' || extract(year from ts)::int || '/' || lpad(g::text, 6, '0') as number,
          'Jan Kowalski ' || buyer as name,
          'klient' || buyer || '@example.pl' as email,
          case when buyer < 1000 or buyer % 3 = 0
            then (case when buyer % 13 = 0 then 'Łazienki Gęśla ' else 'Hurtownia Armatur ' end) || buyer end as company,
          case when buyer < 1000 or buyer % 3 = 0 then (5260000000 + buyer)::text end as nip,
          round((50 + (g * 37 % 5000))::numeric, 2) as net
        from (
          select g, now() - g * interval '9 minutes' as ts,
            case when g % 20 = 0 then 2 else 1 end as tenant,
            case when g % 25 = 0 then 'OFFER' else 'ORDER' end as kind,
            case when abs(hashint4(g + 7)) % 5 = 0 then 100 + abs(hashint4(g + 11)) % 10
              else 1000 + abs(hashint4(g + 13)) % 2300 end as buyer
          from generate_series(1, ${count}) g
        ) a
      ) b`.execute(db);
    await sql`insert into account.read_model_state (key, value) values ('bench', ${marker})
      on conflict (key) do update set value = excluded.value`.execute(db);
    await sql`vacuum analyze account.orders`.execute(db);
    log(`generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const typical = await sql<{ buyer: number; n: number }>`select buyer_user_id as buyer,
      count(*)::int as n from account.orders where tenant_id = 1 and buyer_user_id >= 1000
      group by buyer_user_id order by buyer_user_id limit 1`.execute(db);
  const big = await sql<{ n: number; nip: string }>`select count(*)::int as n, min(nip) as nip
      from account.orders where tenant_id = 1 and buyer_user_id = 100`.execute(db);
  const now = new Date();
  return {
    typicalBuyer: typical.rows[0]!.buyer,
    typicalBuyerOrders: typical.rows[0]!.n,
    bigBuyer: 100,
    bigBuyerOrders: big.rows[0]!.n,
    contractorCode: big.rows[0]!.nip,
    someOrderId: Math.floor(count / 2) + 1,
    today: day(now),
    monthAgo: day(new Date(now.getTime() - 30 * 86_400_000)),
    yearAgo: day(new Date(now.getTime() - 365 * 86_400_000)),
  };
}
