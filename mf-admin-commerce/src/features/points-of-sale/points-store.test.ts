// @vitest-environment happy-dom
// The point-of-sale stores against the real API host, as the staff member 'sprzedaz'
// (Pages.PointsOfSale): the list pages by 5 with inactive points included, the form refuses
// locally what the server would, a saved point reads back the same, an unknown id is "not found",
// and a deleted point leaves the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import type { PointOfSale } from '@armatura/shared-libs/contracts';
import { signIn } from '@armatura/shared-libs/session';
import { apiReader, STAFF_USER, type ApiReader } from '../testing/api-reader';
import { emptyPointForm, parseCoordinate, validatePoint, type PointForm } from './point-form';
import {
  $pointForm,
  deletePoint,
  editPoint,
  openPointForm,
  pointList,
  savePoint,
} from './points-store';

let host: TestApiHost;
let read: ApiReader;

beforeAll(async () => {
  host = await startTestApiHost();
  await signIn({ userNameOrEmailAddress: STAFF_USER, password: DEMO_PASSWORD, rememberMe: false });
  read = apiReader(host, await host.login(STAFF_USER));
});
afterAll(() => host?.close());

const opole = (over: Partial<PointForm> = {}): PointForm => ({
  ...emptyPointForm(),
  name: 'Salon Opole',
  street: 'ul. Krakowska 1',
  postalCode: '45-018',
  city: 'Opole',
  phone: '+48 77 400 10 10',
  latitude: '50,6751',
  longitude: '17,9213',
  ...over,
});
const find = async (name: string) =>
  (
    await read<{ items: PointOfSale[] }>('PointsOfSale/GetAll', {
      filter: name,
      includeInactive: true,
    })
  ).items;

describe('point-of-sale stores', () => {
  it('loads the first page of 5 sorted by city', async () => {
    await pointList.load();
    expect(pointList.$list.get()).toMatchObject({ status: 'ready', totalCount: 4 });
    expect(pointList.$query.get().pageSize).toBe(5);
    expect(pointList.$list.get().items.map((p) => p.city)).toEqual([
      'Gdańsk',
      'Kraków',
      'Poznań',
      'Warszawa',
    ]);
  });

  it('refuses locally what the server would, with its Polish messages', () => {
    expect(parseCoordinate('52,2297')).toBe(52.2297);
    expect(parseCoordinate('')).toBeUndefined();
    expect(parseCoordinate('abc')).toBeNaN();
    const errors = validatePoint(
      opole({
        latitude: '91',
        longitude: '',
        postalCode: '45018',
        email: 'x@',
        days: emptyPointForm().days.map((d) =>
          d.day === 3 ? { ...d, opens: '18:00', closes: '08:00' } : d,
        ),
      }),
    );
    expect(errors).toMatchObject({
      latitude: 'Szerokość geograficzna musi być liczbą od -90 do 90.',
      postalCode: 'Kod pocztowy ma postać 00-000.',
      email: 'Podaj poprawny adres e-mail.',
      'openingHoursByDay.3': 'Godzina zamknięcia musi być późniejsza niż godzina otwarcia.',
    });
    expect(validatePoint(opole())).toEqual({});
    expect(validatePoint(opole({ name: 'x'.repeat(201) })).name).toBeTruthy();
  });

  it('adds a point that the API then answers, and edits it as an inactive one', async () => {
    await openPointForm(null);
    editPoint(opole());
    expect(await savePoint()).toBe(true);
    const [saved] = await find('Salon Opole');
    expect(saved).toMatchObject({
      city: 'Opole',
      latitude: 50.6751,
      longitude: 17.9213,
      openingHours: 'pn–pt 9:00–18:00, sob 10:00–14:00',
    });
    await openPointForm(saved!.id);
    expect($pointForm.get()).toMatchObject({ phase: 'ready', id: saved!.id });
    expect($pointForm.get().form.latitude).toBe('50,6751');
    editPoint({ isActive: false, name: 'Salon Opole (remont)' });
    expect(await savePoint()).toBe(true);
    expect((await find('Opole'))[0]).toMatchObject({
      name: 'Salon Opole (remont)',
      isActive: false,
    });
    await pointList.change({ filter: 'Opole' });
    expect(pointList.$list.get().items.map((p) => p.isActive)).toEqual([false]);
  });

  it('shows "not found" for an unknown id and refuses an over-long name beside its field', async () => {
    await openPointForm(987654);
    expect($pointForm.get()).toMatchObject({
      phase: 'notFound',
      message: 'Nie znaleziono punktu sprzedaży.',
    });
    await openPointForm(null);
    // A name over the schema's 200 characters is refused before the server sees it.
    editPoint(opole({ name: 'x'.repeat(199) + 'ąą' }));
    const local = await savePoint();
    expect(local).toBe(false);
    expect($pointForm.get().errors.name).toBeTruthy();
  });

  it('deletes a point; it leaves the list', async () => {
    const [point] = await find('Opole');
    expect(await deletePoint(point!)).toBeNull();
    expect(await find('Opole')).toEqual([]);
    expect(await deletePoint(point!)).toBe('Nie znaleziono punktu sprzedaży.');
  });
});
