// The callers of the matrix: anonymous, every seeded user of tenant 1, and the admin of tenant 2
// ('Hurtownia'). Each one's granted permissions are read back through the API
// (AbpUserConfiguration/GetAll), the same answer the browser guards by.
import type { TestPlatform } from '../testing.js';

export interface Identity {
  name: string;
  token?: string;
  tenantId: number;
  userId: number | null;
  permissions: ReadonlySet<string>;
}

export const TENANT1_USERS = [
  'admin',
  'b2b',
  'b2b2',
  'b2c',
  'konta',
  'tresci',
  'sprzedaz',
  'zamowienia',
] as const;
export const STAFF = ['konta', 'tresci', 'sprzedaz', 'zamowienia'] as const;
export const OTHER_TENANT_ADMIN = 'admin@2';

/** The permissions a token (or an anonymous caller of a tenant) is granted, as the server answers them. */
export async function grantedPermissions(
  p: TestPlatform,
  token?: string,
  tenantId?: number,
): Promise<Set<string>> {
  const res = await p.call({ method: 'GET', url: '/AbpUserConfiguration/GetAll', token, tenantId });
  if (res.status !== 200) throw new Error(`GetAll: ${res.status} ${JSON.stringify(res.body)}`);
  return new Set(Object.keys(res.body.result.auth.grantedPermissions));
}

async function signIn(
  p: TestPlatform,
  name: string,
  userName: string,
  tenantId: number,
): Promise<Identity> {
  const res = await p.call({
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    tenantId,
    payload: { userNameOrEmailAddress: userName, password: '123qwe', rememberMe: false },
  });
  if (res.status !== 200) throw new Error(`sign-in ${name}: ${JSON.stringify(res.body)}`);
  const token = res.body.result.accessToken as string;
  return {
    name,
    token,
    tenantId,
    userId: res.body.result.userId,
    permissions: await grantedPermissions(p, token),
  };
}

export async function loadIdentities(p: TestPlatform): Promise<Identity[]> {
  const anonymous: Identity = {
    name: 'anonymous',
    tenantId: 1,
    userId: null,
    permissions: await grantedPermissions(p),
  };
  const users = await Promise.all(TENANT1_USERS.map((u) => signIn(p, u, u, 1)));
  const other = await signIn(p, OTHER_TENANT_ADMIN, 'admin', 2);
  return [anonymous, ...users, other];
}

export const byName = (ids: Identity[], name: string) => {
  const found = ids.find((i) => i.name === name);
  if (!found) throw new Error(`no identity ${name}`);
  return found;
};
