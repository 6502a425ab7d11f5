// Start values taken from the seeded data, so a fuzzed request gets past "no such product" and
// "wrong delivery" checks and the hostile field reaches the handler's real work (pricing, inserts).
// Products are listed dearest first: at their quantity limit they test the money columns' range.
import { sql, type Db } from '@armatura/shared-libs/server';
import type { Hints } from './variants.js';

export async function loadHints(db: Db): Promise<Hints> {
  const products = (
    await sql<{
      id: number;
    }>`select id from catalog.products where tenant_id = 1 and is_active and not is_archived and not is_service
    order by price_net desc, id limit 500`.execute(db)
  ).rows.map((r) => r.id);
  const pair = (
    await sql<{ d: number; p: number }>`select d.id as d, p.id as p from commerce.delivery_methods d
    join commerce.delivery_payment_methods dp on dp.delivery_method_id = d.id join commerce.payment_methods p on p.id = dp.payment_method_id
    where d.tenant_id = 1 and d.is_active and p.is_active and not d.requires_point_of_sale and p.provider in ('transfer', 'cod') order by d.id, p.id limit 1`.execute(
      db,
    )
  ).rows[0];
  return {
    ids: {
      productId: products,
      deliveryMethodId: pair ? [pair.d] : [],
      paymentMethodId: pair ? [pair.p] : [],
    },
    strings: {
      email: 'fuzz@example.com',
      phone: '+48 600 100 200',
      postalCode: '00-001',
      street: 'ul. Testowa 1',
      city: 'Warszawa',
      firstName: 'Jan',
      lastName: 'Kowalski',
      companyName: 'Firma Testowa',
      nip: '5260250274',
      country: 'PL',
      currency: 'PLN',
      promotionCurrency: 'PLN',
      unit: 'szt',
      userNameOrEmailAddress: 'admin',
      password: '123qwe',
      language: 'pl',
      languageName: 'pl',
    },
  };
}
