// @vitest-environment happy-dom
// The add/edit product store against the REAL API host (startTestApiHost, a staff member signed in
// through the session store): the form validates with the contract's schema before sending, what it accepts the server saves, and
// what only the server can know (a duplicate code) comes back as the server's message.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $notices } from '@armatura/shared-libs/notices';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signIn } from '@armatura/shared-libs/session';
import { apiReader, STAFF_USER, type ApiReader } from '../testing/api-reader';
import {
  $editedProduct,
  $form,
  $formErrors,
  $formStatus,
  openProductForm,
  saveProduct,
  setField,
} from './product-form-store';
import type { ProductPage } from './products-api';

let host: TestApiHost;
let read: ApiReader;
// Checked through the API itself (not the store's client), as another staff screen would see it.
const productCount = async () =>
  (await read<ProductPage>('Product/GetAllProducts', { maxResultCount: 1 })).totalCount;
async function productByCode(code: string) {
  const page = await read<ProductPage>('Product/GetAllProducts', {
    maxResultCount: 50,
    filter: code,
  });
  return page.items.find((item) => item.code === code);
}

beforeAll(async () => {
  host = await startTestApiHost();
  await signIn({ userNameOrEmailAddress: STAFF_USER, password: DEMO_PASSWORD, rememberMe: false });
  read = apiReader(host, await host.login(STAFF_USER));
  // The form opens on its own page; after a save it navigates to the grid.
  window.history.replaceState(null, '', '/kokpit/konfiguracja/produkty/dodaj/0');
});
afterAll(() => host?.close());
beforeEach(() => $notices.set([]));

describe('product form store (real API)', () => {
  it('refuses an invalid form in Polish, with the contract schema, before any request', async () => {
    await openProductForm(null, 'ERP-FORM-1');
    expect($formStatus.get()).toMatchObject({ phase: 'ready' });
    const before = await productCount();
    setField('name', 'A');
    setField('ean', '12ab');
    setField('currency', 'zł');
    setField('categoryIds', '1, x');
    setField('valueNetto', -5);
    setField('attributes', [{ attrName: 'Kolor', attrValue: ' ' }]);
    expect(await saveProduct()).toBe(false);
    expect($formErrors.get()).toEqual({
      code: 'To pole jest wymagane.',
      name: 'Nazwa musi mieć od 2 do 300 znaków.',
      ean: 'EAN musi składać się z 8–14 cyfr.',
      currency: 'Waluta to 3-literowy kod, np. PLN.',
      categoryIds: 'Podaj liczby całkowite oddzielone przecinkami.',
      // -5 net also made the gross negative (the pair stays in step).
      valueNetto: 'Podaj liczbę z dozwolonego zakresu.',
      valueBrutto: 'Podaj liczbę z dozwolonego zakresu.',
      attributes: 'Uzupełnij nazwę i wartość każdej cechy.',
    });
    expect($notices.get().at(-1)).toMatchObject({
      type: 'error',
      title: 'Popraw zaznaczone pola.',
    });
    expect(await productCount()).toBe(before);
  });

  it('creates what it accepts, then edits it through GetProductToEdit and UpdateProduct', async () => {
    await openProductForm(null, 'ERP-FORM-2');
    setField('code', ' FORM-2 ');
    setField('name', 'Bateria testowa formularza');
    setField('valueNetto', 100);
    setField('categoryIds', '');
    setField('ean', '5901234123457');
    setField('attributes', [{ attrName: 'Kolor', attrValue: 'chrom' }]);
    expect($form.get().valueBrutto).toBe(123);
    expect(await saveProduct()).toBe(true);
    expect($formErrors.get()).toEqual({});
    expect(window.location.pathname).toBe('/kokpit/konfiguracja/produkty');
    const saved = await productByCode('FORM-2');
    expect(saved).toMatchObject({
      name: 'Bateria testowa formularza',
      erpId: 'ERP-FORM-2',
      valueNetto: 100,
      valueBrutto: 123,
    });

    await openProductForm(saved!.id);
    expect($editedProduct.get()).toMatchObject({
      id: saved!.id,
      code: 'FORM-2',
      ean: '5901234123457',
    });
    expect($form.get()).toMatchObject({
      code: 'FORM-2',
      name: 'Bateria testowa formularza',
      valueNetto: 100,
    });
    setField('name', 'Bateria po edycji');
    setField('valueBrutto', 246);
    expect(await saveProduct()).toBe(true);
    const edited = await productByCode('FORM-2');
    expect(edited).toMatchObject({
      id: saved!.id,
      name: 'Bateria po edycji',
      valueNetto: 200,
      valueBrutto: 246,
    });
  });

  it("shows the server's message for what only the server knows (a code in use)", async () => {
    await openProductForm(null);
    setField('code', 'USL-MONTAZ-BAT');
    setField('name', 'Duplikat kodu');
    const before = await productCount();
    expect(await saveProduct()).toBe(false);
    expect($formStatus.get()).toEqual({
      phase: 'ready',
      error: "Produkt o kodzie 'USL-MONTAZ-BAT' już istnieje.",
    });
    expect($notices.get().at(-1)).toMatchObject({
      type: 'error',
      title: "Produkt o kodzie 'USL-MONTAZ-BAT' już istnieje.",
    });
    expect(await productCount()).toBe(before);
  });
});
