// Configuration/* (Pages.GlobalConfiguration): the 12 calls, tenant scoping, secrets never answered
// and sealed at rest, checksums refused with Polish messages, the cached module API dropped on change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import {
  COMMERCE_CONFIGURATION_CHANGED,
  type CommerceModuleApi,
  type IdentityModuleApi,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';

let p: TestPlatform;
let admin: string, customer: string, otherAdmin: string;
const C = '/api/services/app/Configuration/';

beforeAll(async () => {
  p = await createTestPlatform({
    seed: 'minimal',
    env: {
      SHOP_CONTACT_EMAIL: 'biuro@armatura.example',
      SHOP_SELLER_NAME: 'Armatura Test sp. z o.o.',
    },
  });
  [admin, customer, otherAdmin] = await Promise.all([
    p.login('admin'),
    p.login('b2c'),
    p.login('admin', 2),
  ]);
});
afterAll(() => p.close());

const get = (name: string, token = admin, tenantId?: number) =>
  p.call({ method: 'GET', url: C + name, token, tenantId });
const put = (name: string, payload: object, token = admin, tenantId?: number) =>
  p.call({ method: 'PUT', url: C + name, payload, token, tenantId });
const api = () => p.ctx.modules.get<CommerceModuleApi>('commerce');
const db = () => p.ctx.db as CommerceDb;

const company = {
  name: 'Armatura Nowa sp. z o.o.',
  nip: '526-025-02-74',
  regon: '123456785',
  street: 'ul. Prosta 1',
  postalCode: '00-838',
  city: 'Warszawa',
  bankName: 'Bank Testowy',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  contactEmail: 'kontakt@nowa.example',
  phone: '+48 22 000 00 00',
};
const mail = {
  host: 'smtp.example.pl',
  port: 587,
  security: 'starttls',
  user: 'sklep',
  senderName: 'Armatura',
  senderEmail: 'sklep@armatura.pl',
};
const tpay = { clientId: 'client-1', merchantId: '1010', isSandbox: true, isActive: true };
const rabbit = {
  isEnabled: false,
  url: 'amqp://rabbit.example:5672',
  username: '',
  prefix: 'armatura',
};

describe('Configuration permissions and tenants', () => {
  const GETS = [
    'GetCompanyInformation',
    'GetMailConfiguration',
    'GetDefaultConfiguration',
    'GetPaymentTpayConfiguration',
    'GetRabbitConfiguration',
    'GetDeliveryConfiguration',
  ];
  const UPDATES: [string, object][] = [
    ['UpdateCompanyInformation', company],
    ['UpdateMailConfiguration', mail],
    ['UpdateDefaultConfiguration', { currency: 'PLN', vatRate: 23, guestCheckout: true }],
    ['UpdatePaymentTpayConfiguration', { ...tpay, isActive: false }],
    ['UpdateRabbitConfiguration', rabbit],
    ['UpdateDeliveryConfiguration', { freeDeliveryThreshold: null, defaultDeliveryMethodId: null }],
  ];

  it('starts from the environment (first-start defaults of the host tenant)', async () => {
    expect(await api().getCompanyInformation(1)).toMatchObject({
      name: 'Armatura Test sp. z o.o.',
      contactEmail: 'biuro@armatura.example',
    });
    const row = await db()
      .selectFrom('commerce.configuration')
      .select('data')
      .where('tenant_id', '=', 1)
      .where('grp', '=', 'company')
      .executeTakeFirstOrThrow();
    expect(row.data).toMatchObject({ contactEmail: 'biuro@armatura.example' });
    expect((await api().getCompanyInformation(2)).contactEmail).toBe('kontakt@armatura.pl');
  });

  it('answers every call only with Pages.GlobalConfiguration', async () => {
    for (const name of GETS) {
      expect((await p.call({ method: 'GET', url: C + name })).status, name).toBe(401);
      expect((await get(name, customer)).status, name).toBe(403);
      expect((await get(name)).status, name).toBe(200);
    }
    for (const [name, body] of UPDATES) {
      expect((await p.call({ method: 'PUT', url: C + name, payload: body })).status, name).toBe(
        401,
      );
      expect((await put(name, body, customer)).status, name).toBe(403);
      expect((await put(name, body)).status, name).toBe(200);
    }
  });

  it("keeps each tenant's settings apart; the broker is the host tenant's only", async () => {
    await put('UpdateCompanyInformation', { ...company, name: 'Tylko gospodarz' });
    const foreign = await get('GetCompanyInformation', otherAdmin, 2);
    expect(foreign.status).toBe(200);
    expect(foreign.body.result.name).not.toBe('Tylko gospodarz');
    expect((await api().getCompanyInformation(2)).name).not.toBe('Tylko gospodarz');
    const foreignBroker = await get('GetRabbitConfiguration', otherAdmin, 2);
    expect(foreignBroker.status).toBe(400);
    expect(foreignBroker.body.error.message).toBe(
      'Ustawienia RabbitMQ są wspólne dla platformy: zmienia je sklep główny.',
    );
    expect((await put('UpdateRabbitConfiguration', rabbit, otherAdmin, 2)).status).toBe(400);
  });
});

describe('company information', () => {
  it('refuses a wrong NIP, REGON or IBAN with a Polish message (400) and saves a valid one', async () => {
    const cases: [object, string][] = [
      [{ nip: '5260250275' }, 'Nieprawidłowy NIP (błędna suma kontrolna).'],
      [{ regon: '123456786' }, 'Nieprawidłowy REGON (błędna suma kontrolna).'],
      [
        { bankAccount: 'PL62 1090 1014 0000 0712 1981 2874' },
        'Nieprawidłowy numer rachunku bankowego (IBAN).',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await put('UpdateCompanyInformation', { ...company, ...change });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await put('UpdateCompanyInformation', { ...company, name: '' })).status).toBe(400);
    const saved = await put('UpdateCompanyInformation', company);
    expect(saved.body.result).toEqual(company);
    expect((await get('GetCompanyInformation')).body.result).toEqual(company);
    // The module API other domains read answers the change at once (its cache was dropped).
    expect((await api().getCompanyInformation(1)).contactEmail).toBe('kontakt@nowa.example');
  });
});

describe('secrets', () => {
  it('never answers the SMTP password, seals it at rest and keeps it when an update omits it', async () => {
    const res = await put('UpdateMailConfiguration', { ...mail, password: 'Tajne-Haslo-123' });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('Tajne-Haslo-123');
    expect(res.body.result).toEqual({ ...mail, passwordSet: true });
    const row = await db()
      .selectFrom('commerce.configuration')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('grp', '=', 'mail')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('Tajne-Haslo-123');
    expect((row.secrets as Record<string, string>).password).toMatch(/^sealed:/);
    expect(await api().getMailConfiguration(1)).toMatchObject({
      host: 'smtp.example.pl',
      password: 'Tajne-Haslo-123',
    });

    const kept = await put('UpdateMailConfiguration', { ...mail, port: 2525, password: '' });
    expect(kept.body.result).toMatchObject({ port: 2525, passwordSet: true });
    expect(await api().getMailConfiguration(1)).toMatchObject({
      port: 2525,
      password: 'Tajne-Haslo-123',
    });
    expect((await get('GetMailConfiguration', otherAdmin, 2)).body.result.passwordSet).toBe(false);
  });

  it('never answers the Tpay secret or security code and seals both at rest', async () => {
    const refused = await put('UpdatePaymentTpayConfiguration', { ...tpay, clientId: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/Aby włączyć Tpay/);
    const res = await put('UpdatePaymentTpayConfiguration', {
      ...tpay,
      clientSecret: 'tpay-secret-xyz',
      securityCode: 'kod-bezpieczenstwa-1',
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/tpay-secret-xyz|kod-bezpieczenstwa-1/);
    expect(res.body.result).toMatchObject({
      ...tpay,
      clientSecretSet: true,
      securityCodeSet: true,
    });
    const row = await db()
      .selectFrom('commerce.tpay_configuration')
      .selectAll()
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.client_secret).toMatch(/^sealed:/);
    expect(row.security_code).toMatch(/^sealed:/);
    expect(await api().getTpayConfiguration(1)).toMatchObject({
      clientSecret: 'tpay-secret-xyz',
      securityCode: 'kod-bezpieczenstwa-1',
      isActive: true,
    });
    await put('UpdatePaymentTpayConfiguration', { ...tpay, isActive: false });
    expect((await api().getTpayConfiguration(1))?.clientSecret).toBe('tpay-secret-xyz');
  });

  it('splits RabbitMQ credentials off the URL, never answers the password, tests a connection', async () => {
    const res = await put('UpdateRabbitConfiguration', {
      ...rabbit,
      url: 'amqp://kolejka:Haslo-Kolejki@rabbit.example:5672',
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('Haslo-Kolejki');
    expect(res.body.result).toMatchObject({
      url: 'amqp://rabbit.example:5672',
      username: 'kolejka',
      passwordSet: true,
      state: 'disabled',
    });
    expect(await api().getRabbitConfiguration()).toMatchObject({
      isEnabled: false,
      url: 'amqp://kolejka:Haslo-Kolejki@rabbit.example:5672',
    });
    // Switched on: this process's relay is swapped for one to the new broker at once...
    expect(p.ctx.events.relayState()).toBe('disabled');
    const on = await put('UpdateRabbitConfiguration', {
      ...rabbit,
      isEnabled: true,
      url: 'amqp://127.0.0.1:1',
    });
    expect(on.body.result.state).toBe('connecting');
    expect(p.ctx.events.relayState()).not.toBe('disabled');
    // ...and off again: events are dispatched in-process.
    const off = await put('UpdateRabbitConfiguration', rabbit);
    expect(off.body.result.state).toBe('disabled');
    expect(p.ctx.events.relayState()).toBe('disabled');
    const bad = await put('UpdateRabbitConfiguration', {
      ...rabbit,
      isEnabled: true,
      url: 'http://x',
    });
    expect(bad.status).toBe(400);
    const test = await p.call({
      method: 'POST',
      url: C + 'TestRabbitConnection',
      token: admin,
      payload: { ...rabbit, url: 'amqp://127.0.0.1:1' },
    });
    expect(test.status).toBe(200);
    expect(test.body.result.ok).toBe(false);
    expect(test.body.result.message).toMatch(/^Nie udało się połączyć z RabbitMQ/);
  });
});

describe('default and delivery settings', () => {
  it('guest checkout off withdraws the anonymous Pages.ShoppingCart, on grants it again', async () => {
    const identity = p.ctx.modules.get<IdentityModuleApi>('identity');
    expect(await identity.isGranted(1, null, 'Pages.ShoppingCart')).toBe(true);
    const off = await put('UpdateDefaultConfiguration', {
      currency: 'PLN',
      vatRate: 8,
      guestCheckout: false,
    });
    expect(off.body.result).toEqual({
      currency: 'PLN',
      vatRate: 8,
      guestCheckout: false,
      allowBackorders: false,
    });
    expect(await identity.isGranted(1, null, 'Pages.ShoppingCart')).toBe(false);
    expect(await identity.isGranted(2, null, 'Pages.ShoppingCart')).toBe(true);
    expect((await api().getDefaultConfiguration(1)).guestCheckout).toBe(false);
    expect(
      (
        await put('UpdateDefaultConfiguration', {
          currency: 'pln',
          vatRate: 7,
          guestCheckout: true,
        })
      ).status,
    ).toBe(400);
    await put('UpdateDefaultConfiguration', { currency: 'PLN', vatRate: 23, guestCheckout: true });
    expect(await identity.isGranted(1, null, 'Pages.ShoppingCart')).toBe(true);
  });

  it('backorders are off by default, switched per tenant, kept when an older client omits them', async () => {
    expect((await api().getDefaultConfiguration(1)).allowBackorders).toBe(false);
    const on = await put('UpdateDefaultConfiguration', {
      currency: 'PLN',
      vatRate: 23,
      guestCheckout: true,
      allowBackorders: true,
    });
    expect(on.body.result).toMatchObject({ allowBackorders: true });
    expect((await api().getDefaultConfiguration(1)).allowBackorders).toBe(true);
    expect((await api().getDefaultConfiguration(2)).allowBackorders).toBe(false);
    await put('UpdateDefaultConfiguration', { currency: 'PLN', vatRate: 23, guestCheckout: true });
    expect((await api().getDefaultConfiguration(1)).allowBackorders).toBe(true);
    await put('UpdateDefaultConfiguration', {
      currency: 'PLN',
      vatRate: 23,
      guestCheckout: true,
      allowBackorders: false,
    });
    expect((await api().getDefaultConfiguration(1)).allowBackorders).toBe(false);
  });

  it('takes only an active delivery method of the tenant as the default', async () => {
    const [first] = await api().getDeliveryMethods(1);
    const unknown = await put('UpdateDeliveryConfiguration', {
      freeDeliveryThreshold: 300,
      defaultDeliveryMethodId: 999_999,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Wybierz aktywną metodę dostawy.');
    expect(
      (
        await put('UpdateDeliveryConfiguration', {
          freeDeliveryThreshold: -1,
          defaultDeliveryMethodId: null,
        })
      ).status,
    ).toBe(400);
    const ok = await put('UpdateDeliveryConfiguration', {
      freeDeliveryThreshold: 300,
      defaultDeliveryMethodId: first!.id,
    });
    expect(ok.body.result).toEqual({
      freeDeliveryThreshold: 300,
      defaultDeliveryMethodId: first!.id,
    });
    expect(await api().getDeliveryConfiguration(1)).toEqual(ok.body.result);
    // null means "never free" and stays null (never coerced to 0, which would make all free).
    const never = await put('UpdateDeliveryConfiguration', {
      freeDeliveryThreshold: null,
      defaultDeliveryMethodId: null,
    });
    expect(never.body.result).toEqual({
      freeDeliveryThreshold: null,
      defaultDeliveryMethodId: null,
    });
    expect(
      (
        await put(
          'UpdateDeliveryConfiguration',
          { freeDeliveryThreshold: 300, defaultDeliveryMethodId: first!.id },
          otherAdmin,
          2,
        )
      ).status,
    ).toBe(400);
  });
});

describe('the cached module API', () => {
  it("serves from its cache and drops it on commerce.configurationChanged (another process's update)", async () => {
    await put('UpdateDefaultConfiguration', { currency: 'PLN', vatRate: 23, guestCheckout: true });
    // The update's own event first: delivered after the write below (the relay is asynchronous,
    // slower on PostgreSQL), it would drop the cache this test is about.
    await p.ctx.events.drain();
    expect((await api().getDefaultConfiguration(1)).currency).toBe('PLN');
    // Another process writes the row: this one still answers its cached copy...
    await sql`update commerce.configuration set data = jsonb_set(data, '{currency}', '"EUR"')
      where tenant_id = 1 and grp = 'default'`.execute(p.ctx.db);
    expect((await api().getDefaultConfiguration(1)).currency).toBe('PLN');
    // ...until that process's event arrives.
    await p.ctx.events.publish(p.ctx.db, {
      type: COMMERCE_CONFIGURATION_CHANGED,
      payload: { tenantId: 1, group: 'default' },
      tenantId: 1,
    });
    await p.ctx.events.drain();
    expect((await api().getDefaultConfiguration(1)).currency).toBe('EUR');
  });
});
