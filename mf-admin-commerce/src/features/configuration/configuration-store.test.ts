// @vitest-environment happy-dom
// The global configuration stores against the REAL API host (startTestApiHost, the staff member
// 'sprzedaz' signed in through the session store): what the browser refuses it refuses with the
// server's own messages before any request, what it sends is the full object the server stores, secrets
// stay write-only, guest checkout moves the anonymous grant, and the server's 4xx lands on its field.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $notices } from '@armatura/shared-libs/notices';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signIn } from '@armatura/shared-libs/session';
import {
  CONFIGURATION_MESSAGES,
  type CompanyInformation,
  type DeliveryMethod,
  type MailConfiguration,
} from '@armatura/shared-libs/contracts';
import { apiReader, STAFF_USER, type ApiReader } from '../testing/api-reader';
import {
  $deliveryMethods,
  $testMail,
  sendTestMail,
  setTestMailTo,
  companySection,
  defaultSection,
  deliverySection,
  mailSection,
  openConfiguration,
  tpaySection,
} from './sections';

let host: TestApiHost;
let read: ApiReader;
const company = () => read<CompanyInformation>('Configuration/GetCompanyInformation');

/** What an anonymous visitor of tenant 1 is granted (the session configuration the shell reads). */
async function guestGrants(): Promise<Record<string, string>> {
  const res = await host.platform.call({ method: 'GET', url: '/AbpUserConfiguration/GetAll' });
  return (res.body as { result: { auth: { grantedPermissions: Record<string, string> } } }).result
    .auth.grantedPermissions;
}

beforeAll(async () => {
  host = await startTestApiHost();
  await signIn({ userNameOrEmailAddress: STAFF_USER, password: DEMO_PASSWORD, rememberMe: false });
  read = apiReader(host, await host.login(STAFF_USER));
  window.history.replaceState(null, '', '/kokpit/konfiguracja/globalna');
}, 180_000); // the whole platform starts (migrations, seed) on a machine shared by several
afterAll(() => host?.close());
beforeEach(async () => {
  $notices.set([]);
  await openConfiguration();
});

describe('global configuration stores (real API)', () => {
  it('opens every group from its Get call', async () => {
    for (const section of [companySection, mailSection, defaultSection, deliverySection])
      expect(section.$status.get()).toEqual({ phase: 'ready', error: null });
    expect(companySection.$form.get()).toEqual(await company());
    expect(defaultSection.$form.get()).toMatchObject({ guestCheckout: true });
    expect(mailSection.$form.get()).toMatchObject({ password: '' });
    expect($deliveryMethods.get().status).toBe('ready');
    expect($deliveryMethods.get().items.length).toBeGreaterThan(0);
  });

  it('refuses a bad NIP, REGON and IBAN in Polish before any request, as the server does', async () => {
    const before = await company();
    companySection.setField('nip', '1234567890');
    companySection.setField('regon', '123456789');
    companySection.setField('bankAccount', 'PL61 1090 1014 0000 0712 1981 2875');
    companySection.setField('postalCode', '');
    expect(await companySection.save()).toBe(false);
    expect(companySection.$errors.get()).toEqual({
      nip: CONFIGURATION_MESSAGES.nip,
      regon: CONFIGURATION_MESSAGES.regon,
      bankAccount: CONFIGURATION_MESSAGES.bankAccount,
      postalCode: 'To pole jest wymagane.',
    });
    expect(CONFIGURATION_MESSAGES.nip).toBe('Nieprawidłowy NIP (błędna suma kontrolna).');
    expect($notices.get().at(-1)).toMatchObject({
      type: 'error',
      title: 'Popraw zaznaczone pola.',
    });
    expect(await company()).toEqual(before);
    // The server gives the very same message for the same body.
    const token = await host.login(STAFF_USER);
    const res = await host.platform.call({
      method: 'PUT',
      url: '/api/services/app/Configuration/UpdateCompanyInformation',
      token,
      payload: { ...before, nip: '1234567890' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CONFIGURATION_MESSAGES.nip);
    // Typing into a field clears its message.
    companySection.setField('nip', before.nip);
    expect(companySection.$errors.get().nip).toBeUndefined();
  });

  it('saves the full company object and shows the saved values', async () => {
    const before = await company();
    companySection.setField('name', '  Armatura Test sp. z o.o. ');
    companySection.setField('nip', 'PL 526-025-02-74');
    companySection.setField('regon', '123456785');
    companySection.setField('bankAccount', '61 1090 1014 0000 0712 1981 2874');
    companySection.setField('city', 'Kraków');
    const accepted = await companySection.save();
    expect(companySection.$errors.get()).toEqual({});
    expect(accepted).toBe(true);
    expect($notices.get().at(-1)).toMatchObject({
      type: 'success',
      title: 'Ustawienia zostały zapisane.',
    });
    const saved = await company();
    // Every field of the group, the unchanged ones too (the Update took the full object).
    expect(saved).toEqual({
      ...before,
      name: 'Armatura Test sp. z o.o.',
      nip: 'PL 526-025-02-74',
      regon: '123456785',
      bankAccount: '61 1090 1014 0000 0712 1981 2874',
      city: 'Kraków',
    });
    expect(companySection.$form.get()).toEqual(saved);
  });

  it('keeps the SMTP password write-only: set, kept when left empty, never answered', async () => {
    expect(mailSection.$saved.get()).toMatchObject({ passwordSet: false });
    mailSection.setField('user', 'sklep');
    mailSection.setField('password', 'tajne-haslo-1');
    expect(await mailSection.save()).toBe(true);
    expect(mailSection.$saved.get()).toMatchObject({ passwordSet: true, user: 'sklep' });
    expect(mailSection.$form.get()).toMatchObject({ password: '' });

    mailSection.setField('senderName', 'Sklep Armatura');
    expect(await mailSection.save()).toBe(true);
    const answer = await read<MailConfiguration>('Configuration/GetMailConfiguration');
    expect(answer).toMatchObject({ passwordSet: true, senderName: 'Sklep Armatura' });
    expect(JSON.stringify(answer)).not.toContain('tajne-haslo-1');
    // Back to no user, the password stays stored (empty keeps it).
    mailSection.setField('user', '');
    expect(await mailSection.save()).toBe(true);
    expect(mailSection.$saved.get()).toMatchObject({ passwordSet: true, user: '' });
  });

  it('refuses a bad sender and port in the browser', async () => {
    mailSection.setField('senderEmail', 'nie-adres');
    mailSection.setField('port', 70000);
    expect(await mailSection.save()).toBe(false);
    expect(mailSection.$errors.get()).toEqual({
      senderEmail: CONFIGURATION_MESSAGES.email,
      port: 'Podaj liczbę z dozwolonego zakresu.',
    });
  });

  it('guest checkout off takes the anonymous cart grant away; on gives it back', async () => {
    expect(await guestGrants()).toMatchObject({ 'Pages.ShoppingCart': 'true' });
    defaultSection.setField('guestCheckout', false);
    expect(await defaultSection.save()).toBe(true);
    expect(await guestGrants()).not.toHaveProperty('Pages.ShoppingCart');
    defaultSection.setField('guestCheckout', true);
    expect(await defaultSection.save()).toBe(true);
    expect(await guestGrants()).toMatchObject({ 'Pages.ShoppingCart': 'true' });
  });

  it("puts the server's refusal on its field (an inactive default delivery method)", async () => {
    const methods = await read<{ items: DeliveryMethod[] }>('Delivery/GetAll', {
      maxResultCount: 100,
    });
    const active = methods.items.find((m) => m.isActive)!;
    deliverySection.setField('freeDeliveryThreshold', 500);
    deliverySection.setField('defaultDeliveryMethodId', active.id);
    expect(await deliverySection.save()).toBe(true);
    expect(deliverySection.$saved.get()).toEqual({
      freeDeliveryThreshold: 500,
      defaultDeliveryMethodId: active.id,
    });

    // Only the server knows which ids exist: its message comes back on the field.
    deliverySection.setField('defaultDeliveryMethodId', 2_000_000_000);
    expect(await deliverySection.save()).toBe(false);
    expect(deliverySection.$errors.get()).toEqual({
      defaultDeliveryMethodId: CONFIGURATION_MESSAGES.defaultDelivery,
    });
    // Back to no default method (null).
    deliverySection.setField('defaultDeliveryMethodId', null);
    expect(await deliverySection.save()).toBe(true);
    expect(deliverySection.$saved.get()).toMatchObject({ defaultDeliveryMethodId: null });
    // An emptied threshold means "never free", not 0 (a 0 would make every delivery free).
    deliverySection.setField('freeDeliveryThreshold', NaN); // the emptied field
    expect(await deliverySection.save()).toBe(true);
    expect(deliverySection.$saved.get()).toMatchObject({ freeDeliveryThreshold: null });
  });

  it('refuses Tpay switched on without its credentials, with the contract message', async () => {
    tpaySection.setField('isActive', true);
    tpaySection.setField('clientId', '');
    expect(await tpaySection.save()).toBe(false);
    expect(tpaySection.$errors.get()).toEqual({ isActive: CONFIGURATION_MESSAGES.tpayActive });
  });

  it("checks the test mail's address, then shows the content domain's refusal as it is", async () => {
    setTestMailTo('nie-adres');
    expect(await sendTestMail()).toBe(false);
    expect($testMail.get()).toMatchObject({
      phase: 'idle',
      error: 'Podaj poprawny adres e-mail odbiorcy.',
      sentTo: null,
    });
    // 'sprzedaz' configures the shop but may not send mail (Email/* needs Pages.Notification):
    // the 403's own message is what the screen shows.
    setTestMailTo('odbiorca@example.com');
    expect($testMail.get().error).toBeNull();
    expect(await sendTestMail()).toBe(false);
    expect($testMail.get()).toMatchObject({
      phase: 'idle',
      error: 'Do twojego konta nie zostały nadane uprawnienia do tej stronie!',
      sentTo: null,
    });
    expect($notices.get().at(-1)).toMatchObject({
      type: 'error',
      title: 'Do twojego konta nie zostały nadane uprawnienia do tej stronie!',
    });
  });
});
