// PointsOfSale/Create|Update|Delete and the staff view of GetAll/Get: permission, validation (4xx
// with the field named), tenant scoping, the derived summary line, and checkout's module API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { CommerceModuleApi, PointOfSaleInput } from '@armatura/shared-libs/contracts';

let p: TestPlatform;
let sales: string;
let customer: string;
let foreignAdmin: string;
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  [sales, customer, foreignAdmin] = await Promise.all([
    p.login('sprzedaz'),
    p.login('b2c'),
    p.login('admin', 2),
  ]);
});
afterAll(() => p.close());

const A = '/api/services/app/PointsOfSale/';
const week = (weekday: [string, string] | null, saturday: [string, string] | null) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const h = day <= 5 ? weekday : day === 6 ? saturday : null;
    return { day, opens: h?.[0] ?? null, closes: h?.[1] ?? null };
  });
const input = (over: Partial<PointOfSaleInput> = {}): PointOfSaleInput => ({
  name: 'Salon Armatura Wrocław',
  street: 'ul. Legnicka 58',
  postalCode: '54-204',
  city: 'Wrocław',
  phone: '+48 71 300 20 10',
  email: 'wroclaw@armatura.pl',
  latitude: 51.1174,
  longitude: 16.9836,
  openingHoursByDay: week(['09:00', '18:00'], ['10:00', '14:00']),
  isPickupPoint: true,
  isActive: true,
  ...over,
});
// `as` names the caller: the sales staff unless given (null = anonymous).
const who = (as: string | null | undefined) => (as === undefined ? sales : (as ?? undefined));
const create = (body: unknown, as?: string | null) =>
  p.call({ method: 'POST', url: A + 'Create', payload: body as object, token: who(as) });
const update = (body: unknown, as?: string | null) =>
  p.call({ method: 'PUT', url: A + 'Update', payload: body as object, token: who(as) });
const remove = (id: number, as?: string | null) =>
  p.call({ method: 'DELETE', url: A + 'Delete', query: { id: String(id) }, token: who(as) });
const get = (id: number, token?: string, tenantId?: number) =>
  p.call({ method: 'GET', url: A + 'Get', query: { id: String(id) }, token, tenantId });
const api = () => p.ctx.modules.get<CommerceModuleApi>('commerce');

describe('points of sale (back office)', () => {
  it('creates a point with hours per day and coordinates; checkout offers it at once', async () => {
    const res = await create(input());
    expect(res.status).toBe(200);
    const bare = await create(
      input({ phone: '', email: '', latitude: undefined, longitude: undefined }),
    );
    expect(bare.body.result).toMatchObject({
      phone: null,
      email: null,
      latitude: null,
      longitude: null,
    });
    // The equator and the zero meridian are real places, not "none".
    const zero = await create(input({ latitude: 0, longitude: 0 }));
    expect(zero.body.result).toMatchObject({ latitude: 0, longitude: 0 });
    const point = res.body.result;
    expect(point).toMatchObject({
      name: 'Salon Armatura Wrocław',
      email: 'wroclaw@armatura.pl',
      latitude: 51.1174,
      longitude: 16.9836,
      openingHours: 'pn–pt 9:00–18:00, sob 10:00–14:00',
      isActive: true,
    });
    expect(point.openingHoursByDay).toHaveLength(7);
    expect(point.openingHoursByDay[6]).toEqual({ day: 7, opens: null, closes: null });
    expect((await get(point.id)).body.result).toEqual(point);
    const pickup = await api().getPointsOfSale(1);
    expect(pickup.find((x) => x.id === point.id)?.name).toBe('Salon Armatura Wrocław');
  });

  it('updates a point; an inactive one is gone for checkout and the public, kept for staff', async () => {
    const { id } = (await create(input({ name: 'Punkt Łódź', city: 'Łódź' }))).body.result;
    const res = await update({
      id,
      ...input({ name: 'Punkt Łódź Bałuty', city: 'Łódź', isActive: false }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id, name: 'Punkt Łódź Bałuty', isActive: false });
    expect((await api().getPointsOfSale(1)).some((x) => x.id === id)).toBe(false);
    expect((await get(id)).status).toBe(404);
    expect((await get(id, sales)).body.result.name).toBe('Punkt Łódź Bałuty');
    const list = (token?: string) =>
      p.call({
        method: 'GET',
        url: A + 'GetAll',
        query: { includeInactive: 'true', filter: 'Łódź' },
        token,
      });
    expect((await list(sales)).body.result.items.map((x: { id: number }) => x.id)).toEqual([id]);
    // Without Pages.PointsOfSale the flag is ignored: inactive points do not exist for them.
    expect((await list(customer)).body.result.totalCount).toBe(0);
    expect((await list()).body.result.totalCount).toBe(0);
  });

  it('deletes a point; an unknown id is a 404', async () => {
    const { id } = (await create(input({ name: 'Do usunięcia' }))).body.result;
    expect((await remove(id)).status).toBe(200);
    expect((await get(id, sales)).status).toBe(404);
    const again = await remove(id);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Nie znaleziono punktu sprzedaży.');
    expect((await update({ id, ...input() })).status).toBe(404);
  });

  it('needs Pages.PointsOfSale for every write', async () => {
    for (const [token, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      expect((await create(input(), token)).status).toBe(status);
      expect((await update({ id: 1, ...input() }, token)).status).toBe(status);
      expect((await remove(1, token)).status).toBe(status);
    }
  });

  it('refuses bad input with a 400 naming the field, never a 5xx', async () => {
    const cases: [Partial<PointOfSaleInput>, string][] = [
      [{ latitude: 91 }, 'latitude'],
      [{ longitude: -180.5 }, 'longitude'],
      [{ latitude: undefined }, 'latitude'],
      [{ postalCode: '54204' }, 'postalCode'],
      [{ email: 'nie-email' }, 'email'],
      [{ phone: 'abc' }, 'phone'],
      [{ name: '   ' }, 'name'],
      [{ openingHoursByDay: week(['18:00', '09:00'], null) }, 'openingHoursByDay.1'],
      [{ openingHoursByDay: week(['25:00', '26:00'], null) }, 'openingHoursByDay'],
      [
        { openingHoursByDay: week(['09:00', '17:00'], null).map((d) => ({ ...d, day: 1 })) },
        'openingHoursByDay',
      ],
    ];
    for (const [change, member] of cases) {
      const res = await create(input(change));
      expect(res.status, `${member} ${JSON.stringify(change)}`).toBe(400);
      const members = res.body.error.validationErrors.flatMap(
        (e: { members: string[] }) => e.members,
      );
      expect(
        members.some((m: string) => m.startsWith(member)),
        JSON.stringify(members),
      ).toBe(true);
    }
    const half = await create(
      input({
        openingHoursByDay: week(['09:00', '17:00'], null).map((d) =>
          d.day === 2 ? { ...d, closes: null } : d,
        ),
      }),
    );
    expect(half.body.error.validationErrors).toEqual([
      {
        message:
          'Podaj godzinę otwarcia i zamknięcia (GG:MM) albo zaznacz, że punkt jest zamknięty.',
        members: ['openingHoursByDay.2'],
      },
    ]);
    expect((await create({ ...input(), openingHoursByDay: [] })).status).toBe(400);
  });

  it("keeps each tenant's points to itself", async () => {
    const { id } = (await create(input({ name: 'Tylko tenant 1' }))).body.result;
    expect((await get(id, foreignAdmin)).status).toBe(404);
    expect((await update({ id, ...input({ name: 'Przejęty' }) }, foreignAdmin)).status).toBe(404);
    expect((await remove(id, foreignAdmin)).status).toBe(404);
    expect((await get(id, sales)).body.result.name).toBe('Tylko tenant 1');
    expect((await api().getPointsOfSale(2)).some((x) => x.id === id)).toBe(false);
  });
});
