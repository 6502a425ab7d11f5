// Polish delivery and payment options, a few shops and an (inactive until configured) Tpay setup.
// Tpay is switched on when TPAY_CLIENT_ID, TPAY_CLIENT_SECRET and TPAY_MERCHANT_ID are set.
import type { ModuleContext } from '@armatura/shared-libs/server';
import { seedCustomEntries } from './dictionaries/repository.js';
import { DEFAULT_UNITS } from './dictionaries/default-units.js';

const DELIVERIES = [
  {
    code: 'KURIER_INPOST',
    name: 'Kurier InPost',
    description: 'Dostawa w 1–2 dni robocze.',
    price_net: 16.25,
    requires_address: true,
    requires_point_of_sale: false,
    payments: ['PRZELEW', 'POBRANIE', 'TPAY'],
  },
  {
    code: 'KURIER_DPD',
    name: 'Kurier DPD',
    description: 'Dostawa w 1–2 dni robocze, także paczki gabarytowe.',
    price_net: 18.69,
    requires_address: true,
    requires_point_of_sale: false,
    payments: ['PRZELEW', 'POBRANIE', 'TPAY'],
  },
  {
    code: 'PACZKOMAT_INPOST',
    name: 'Paczkomat InPost',
    description: 'Odbiór w wybranym Paczkomacie (podaj jego kod w uwagach).',
    price_net: 13.0,
    requires_address: true,
    requires_point_of_sale: false,
    payments: ['PRZELEW', 'TPAY'],
  },
  {
    code: 'ODBIOR_OSOBISTY',
    name: 'Odbiór osobisty',
    description: 'Odbiór w salonie Armatura.',
    price_net: 0,
    requires_address: false,
    requires_point_of_sale: true,
    payments: ['PRZELEW', 'TPAY'],
  },
];
const PAYMENTS = [
  {
    code: 'PRZELEW',
    name: 'Przelew tradycyjny',
    provider: 'transfer',
    description: 'Przelew na rachunek sklepu; wysyłka po zaksięgowaniu wpłaty.',
  },
  {
    code: 'POBRANIE',
    name: 'Płatność za pobraniem',
    provider: 'cod',
    description: 'Płatność kurierowi przy odbiorze przesyłki.',
  },
  {
    code: 'TPAY',
    name: 'Płatność online (Tpay)',
    provider: 'tpay',
    description: 'BLIK, szybki przelew lub karta przez Tpay.',
  },
];
const POINTS = [
  {
    name: 'Salon Armatura Warszawa',
    street: 'ul. Marszałkowska 104/122',
    postal_code: '00-017',
    city: 'Warszawa',
    phone: '+48 22 123 45 67',
    opening_hours: 'pn–pt 9–18, sob 10–14',
  },
  {
    name: 'Salon Armatura Kraków',
    street: 'ul. Zakopiańska 62',
    postal_code: '30-418',
    city: 'Kraków',
    phone: '+48 12 345 67 89',
    opening_hours: 'pn–pt 9–18, sob 10–14',
  },
  {
    name: 'Salon Armatura Poznań',
    street: 'ul. Głogowska 248',
    postal_code: '60-104',
    city: 'Poznań',
    phone: '+48 61 234 56 78',
    opening_hours: 'pn–pt 10–18',
  },
  {
    name: 'Salon Armatura Gdańsk',
    street: 'ul. Grunwaldzka 141',
    postal_code: '80-264',
    city: 'Gdańsk',
    phone: '+48 58 765 43 21',
    opening_hours: 'pn–pt 10–18, sob 10–14',
  },
];

export async function seedCommerce(ctx: ModuleContext, tenantId = 1) {
  await ctx.db.transaction().execute(async (tx) => {
    const paymentIds = new Map<string, number>();
    for (const [i, p] of PAYMENTS.entries()) {
      const row = await tx
        .insertInto('commerce.payment_methods')
        .values({ tenant_id: tenantId, sort_order: i, ...p })
        .returning('id')
        .executeTakeFirstOrThrow();
      paymentIds.set(p.code, row.id);
    }
    for (const [i, { payments, ...d }] of DELIVERIES.entries()) {
      const row = await tx
        .insertInto('commerce.delivery_methods')
        .values({ tenant_id: tenantId, sort_order: i, vat_rate: 23, ...d })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('commerce.delivery_payment_methods')
        .values(
          payments.map((code) => ({
            delivery_method_id: row.id,
            payment_method_id: paymentIds.get(code)!,
          })),
        )
        .execute();
    }
    await tx
      .insertInto('commerce.points_of_sale')
      .values(POINTS.map((p) => ({ tenant_id: tenantId, ...p })))
      .execute();
    const env = ctx.config.env;
    const base = ctx.config.publicUrl.replace(/\/$/, '');
    const sandbox = env.TPAY_SANDBOX !== 'false';
    await tx
      .insertInto('commerce.tpay_configuration')
      .values({
        tenant_id: tenantId,
        client_id: env.TPAY_CLIENT_ID ?? '',
        client_secret: env.TPAY_CLIENT_SECRET ?? '',
        merchant_id: env.TPAY_MERCHANT_ID ?? '',
        api_url: sandbox ? 'https://openapi.sandbox.tpay.com' : 'https://api.tpay.com',
        jws_certificate_url: sandbox
          ? 'https://secure.sandbox.tpay.com/x509/tpay-jws-root.pem'
          : 'https://secure.tpay.com/x509/tpay-jws-root.pem',
        notification_url: `${base}/api/payments/tpay/notification`,
        return_url: `${base}/zamowienia/potwierdzenie`,
        is_sandbox: sandbox,
        is_active: Boolean(env.TPAY_CLIENT_ID && env.TPAY_CLIENT_SECRET && env.TPAY_MERCHANT_ID),
      })
      .execute();
  });
  await seedCustomEntries(ctx.db, tenantId, DEFAULT_UNITS);
}
