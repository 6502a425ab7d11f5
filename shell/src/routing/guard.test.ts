import { beforeAll, describe, expect, it } from 'vitest';
import { decideAccess } from './guard';
import { matchRoute } from './match';
import { installSurfaces } from './route-table';
import { SAMPLE_SURFACES } from './testing';

beforeAll(() => {
  installSurfaces(SAMPLE_SURFACES);
});

const granted =
  (...names: string[]) =>
  (p: string) =>
    names.includes(p);

describe('decideAccess', () => {
  it('allows public routes to anonymous visitors', () => {
    expect(
      decideAccess({
        match: matchRoute('/strona-glowna'),
        storedUserId: null,
        sessionUserId: null,
        isGranted: granted(),
      }).kind,
    ).toBe('allow');
  });

  it('reports a session mismatch when only one side has a user or the ids differ', () => {
    const match = matchRoute('/strona-glowna');
    expect(
      decideAccess({ match, storedUserId: 5, sessionUserId: null, isGranted: granted() }).kind,
    ).toBe('sessionMismatch');
    expect(
      decideAccess({ match, storedUserId: null, sessionUserId: 5, isGranted: granted() }).kind,
    ).toBe('sessionMismatch');
    expect(
      decideAccess({ match, storedUserId: 5, sessionUserId: 6, isGranted: granted() }).kind,
    ).toBe('sessionMismatch');
    expect(
      decideAccess({ match, storedUserId: 5, sessionUserId: 5, isGranted: granted() }).kind,
    ).toBe('allow');
  });

  it('requires sign-in on protected routes', () => {
    expect(
      decideAccess({
        match: matchRoute('/kokpit/pulpit'),
        storedUserId: null,
        sessionUserId: null,
        isGranted: granted(),
      }).kind,
    ).toBe('loginRequired');
    expect(
      decideAccess({
        match: matchRoute('/kokpit/pulpit'),
        storedUserId: 1,
        sessionUserId: 1,
        isGranted: granted(),
      }).kind,
    ).toBe('allow');
  });

  it('requires the route permission', () => {
    const match = matchRoute('/kokpit/konta/uzytkownik');
    expect(
      decideAccess({ match, storedUserId: 1, sessionUserId: 1, isGranted: granted('Pages.Order') }),
    ).toEqual({ kind: 'permissionMissing', permission: 'Pages.UserManagement' });
    expect(
      decideAccess({
        match,
        storedUserId: 1,
        sessionUserId: 1,
        isGranted: granted('Pages.UserManagement'),
      }).kind,
    ).toBe('allow');
  });

  it('checks the permission of a public route too (the cart)', () => {
    const match = matchRoute('/koszyk');
    expect(
      decideAccess({ match, storedUserId: null, sessionUserId: null, isGranted: granted() }).kind,
    ).toBe('permissionMissing');
    expect(
      decideAccess({
        match,
        storedUserId: null,
        sessionUserId: null,
        isGranted: granted('Pages.ShoppingCart'),
      }).kind,
    ).toBe('allow');
  });
});
