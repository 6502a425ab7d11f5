import { afterEach, describe, expect, it } from 'vitest';
import { $session, type AbpUserConfiguration } from '@armatura/shared-libs/session';
import { $permissions, isGranted, isGrantedOrNone } from './index';

function config(all: string[], granted: string[]): AbpUserConfiguration {
  const toMap = (names: string[]) => Object.fromEntries(names.map((n) => [n, 'true' as const]));
  return {
    session: {
      userId: 1,
      tenantId: 1,
      impersonatorUserId: null,
      impersonatorTenantId: null,
      impersonatorUserName: null,
      switchedFromUserId: null,
      multiTenancySide: 1,
    },
    setting: { values: {} },
    auth: { allPermissions: toMap(all), grantedPermissions: toMap(granted) },
    localization: {
      currentCulture: { name: 'pl', displayName: 'polski' },
      languages: [],
      values: {},
    },
    currency: 'PLN',
    multiTenancy: { isEnabled: true },
    clock: { provider: 'utc' },
  };
}

afterEach(() =>
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null }),
);

describe('isGranted (storefront.md §6)', () => {
  it('needs the permission in both allPermissions and grantedPermissions', () => {
    const c = config(['Pages.Order', 'Pages.Document'], ['Pages.Order', 'Pages.Blog']);
    expect(isGranted('Pages.Order', c)).toBe(true);
    expect(isGranted('Pages.Document', c)).toBe(false); // defined, not granted
    expect(isGranted('Pages.Blog', c)).toBe(false); // granted, but not a known permission
    expect(isGranted('', c)).toBe(false);
    expect(isGranted('Pages.Order', null)).toBe(false);
  });

  it('reads the session store by default and follows its changes', () => {
    expect(isGranted('Pages.Order')).toBe(false);
    const seen: string[][] = [];
    const stop = $permissions.subscribe((set) => seen.push([...set]));
    $session.setKey('config', config(['Pages.Order', 'Pages.Document'], ['Pages.Order']));
    expect(isGranted('Pages.Order')).toBe(true);
    expect(isGrantedOrNone(undefined)).toBe(true);
    expect(isGrantedOrNone('Pages.Document')).toBe(false);
    $session.setKey('status', 'loading'); // not a config change: no new permission set
    stop();
    expect(seen).toEqual([[], ['Pages.Order']]);
  });
});
