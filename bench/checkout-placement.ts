// Order placement throughput and latency (POST /api/services/app/Order/Create over HTTP), on the
// embedded PGlite and — when TEST_DATABASE_URL is set — on real PostgreSQL. Each placement prices
// its lines through the catalogue, checks delivery/payment with commerce, writes the order, lines,
// history, outbox events and mails in one transaction. `npm run bench checkout-placement`.
import { createTestPlatform } from '@armatura/deploy/testing';
import type { CatalogModuleApi } from '@armatura/shared-libs/contracts';

const N = Number(process.env.BENCH_ORDERS ?? 300);
const CONCURRENCY = [1, 4, 16];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function run() {
  const p = await createTestPlatform({ seed: 'minimal' });
  const address = await p.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const prices = await p.ctx.modules.get<CatalogModuleApi>('catalog').priceProducts(
      { tenantId: 1, userId: null },
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    const products = [...prices.values()].filter((x) => /szt|kpl/.test(x.unit)).slice(0, 20);
    const deliveries = await (
      await fetch(`${address}/api/services/app/Delivery/GetUserDelivery`)
    ).json();
    const courier = deliveries.result.items.find((d: any) => d.code === 'KURIER_INPOST');
    const transfer = courier.payments.find((x: any) => x.provider === 'transfer');
    let seq = 0;
    const body = () => {
      seq += 1;
      const items = [0, 1, 2].map((k) => ({
        productId: products[(seq + k * 7) % products.length]!.id,
        qty: 1 + (seq % 3),
      }));
      return JSON.stringify({
        idempotencyKey: `bench-${Date.now()}-${seq}`,
        deliveryMethodId: courier.id,
        paymentMethodId: transfer.id,
        items,
        buyer: {
          firstName: 'Jan',
          lastName: 'Testowy',
          email: `bench${seq}@example.pl`,
          phone: '+48 600 100 200',
          isCompany: false,
        },
        address: { street: 'ul. Testowa 1', postalCode: '00-001', city: 'Warszawa' },
      });
    };
    console.log(`database: ${p.dbLabel}; ${N} guest orders of 3 lines per run`);
    for (const c of CONCURRENCY) {
      const latencies: number[] = [];
      let failed = 0;
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: c }, async () => {
          while (next < N) {
            next += 1;
            const t = performance.now();
            const res = await fetch(`${address}/api/services/app/Order/Create`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: body(),
            });
            await res.arrayBuffer();
            if (res.status === 200) latencies.push(performance.now() - t);
            else failed += 1;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  concurrency ${String(c).padStart(2)}: ${(latencies.length / seconds).toFixed(1)} orders/s, p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, failed ${failed}`,
      );
    }
    // Signed-in buyers: each fills its server cart (not timed) and places it (timed); b2b runs
    // through the spending-limit check, which locks its limit row.
    const users = ['b2b', 'b2b2', 'b2c', 'admin'];
    const tokens = await Promise.all(users.map((u) => p.login(u)));
    const signedLatencies: number[] = [];
    const perUser = Math.ceil(N / 3 / users.length);
    const t0 = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
        for (let i = 0; i < perUser; i++) {
          for (const k of [0, 1])
            await (
              await fetch(`${address}/api/services/app/ShoppingCart/Create`, {
                method: 'POST',
                headers,
                body: JSON.stringify({
                  productId: products[(i + k * 5) % products.length]!.id,
                  qty: 1,
                }),
              })
            ).arrayBuffer();
          const t = performance.now();
          const res = await fetch(`${address}/api/services/app/Order/Create`, {
            method: 'POST',
            headers,
            body: body(),
          });
          await res.arrayBuffer();
          const ms = performance.now() - t;
          if (res.status === 200) signedLatencies.push(ms);
        }
      }),
    );
    const wall = (performance.now() - t0) / 1000;
    console.log(
      `  signed-in carts, ${users.length} buyers in parallel: p50 ${pct(signedLatencies, 50).toFixed(1)} ms, p95 ${pct(signedLatencies, 95).toFixed(1)} ms, ${signedLatencies.length}/${perUser * users.length} placed (${wall.toFixed(1)} s incl. cart filling)`,
    );
    const count = await p.ctx.db
      .selectFrom('checkout.orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `  orders stored: ${count.n} (expected ${N * CONCURRENCY.length + signedLatencies.length})`,
    );
  } finally {
    await p.close();
  }
}

await run();
