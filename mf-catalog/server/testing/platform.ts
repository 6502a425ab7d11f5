// Test platform for the catalogue's API tests. Uses the lead's createTestPlatform (deploy/src/testing.ts)
// when it exists; until then the catalogue module runs with a small stand-in identity module that
// offers the same IdentityModuleApi (users admin / b2b / b2c as the shell seeds them).
import { createPlatform, defineModule, type ModuleContext } from '@armatura/shared-libs/server';
import { createTestDatabase } from '@armatura/shared-libs/server/testing';
import type { IdentityModuleApi, IdentityUser } from '@armatura/shared-libs/contracts';
import type { FastifyInstance } from 'fastify';
import catalog from '../index.js';

export interface CatalogTestPlatform { app: FastifyInstance; ctx: ModuleContext; login(userName: string): Promise<string>; close(): Promise<void>; label: string }

const user = (id: number, userName: string, type: string, extra: Partial<IdentityUser>): IdentityUser => ({
  id, tenantId: 1, userName, name: userName, surname: 'Testowy', title: `${userName} Testowy`, email: `${userName}@armatura.test`, phone: null,
  isB2B: false, type, contractorId: null, organizationUnitId: null, organizationGroupId: null, priceList: null, isMultiple: false,
  roles: [], isActive: true, language: 'pl', currency: 'PLN', ...extra,
});
const USERS = [
  user(1, 'admin', 'STAFF', { roles: ['Admin'] }),
  user(2, 'b2b', 'B2B', { isB2B: true, contractorId: 1001 }),
  user(3, 'b2c', 'B2C', {}),
  user(4, 'b2b2', 'B2B', { isB2B: true, contractorId: 2002 }),
];
const STAFF_PERMISSIONS = ['Pages.ProductConfiguration', 'Pages.Offer.Contracts', 'Pages.NotifyAvailability', 'Pages.ShoppingCart'];

const standInIdentity = defineModule({
  name: 'identity', schema: 'identity_standin', migrations: {},
  provides(ctx): IdentityModuleApi {
    ctx.setPermissionResolver(async (tenantId, userId) => {
      if (tenantId !== 1 && tenantId !== 2) return null;
      const u = USERS.find((x) => x.id === userId);
      if (!u) return new Set();
      return new Set(u.type === 'STAFF' ? STAFF_PERMISSIONS : u.isB2B ? ['Pages.Offer.Contracts', 'Pages.ShoppingCart'] : ['Pages.ShoppingCart']);
    });
    return {
      getUser: async (tenantId, userId) => USERS.find((u) => u.id === userId && u.tenantId === tenantId) ?? null,
      getUsers: async (tenantId, ids) => USERS.filter((u) => ids.includes(u.id) && u.tenantId === tenantId),
      getUsersWithPermission: async () => [],
      isGranted: async () => false,
      getTenantSettings: async () => ({}),
    };
  },
  async routes() { /* none */ },
});

export async function createCatalogTestPlatform(options: { seed?: 'minimal' | 'demo' | false } = {}): Promise<CatalogTestPlatform> {
  const testDb = await createTestDatabase();
  const platform = await createPlatform({
    modules: [standInIdentity, catalog], databaseUrl: testDb.url, dataDir: `/tmp/armatura-catalog-test-${process.pid}`,
    publicUrl: 'http://localhost', seed: options.seed ?? 'minimal', startDispatcher: false, env: { ...process.env, ELASTICSEARCH_URL: undefined, ELASTICSEARCH_CLOUD_ID: undefined },
  });
  return {
    app: platform.app, ctx: platform.ctx, label: testDb.label,
    async login(userName) {
      const u = USERS.find((x) => x.userName === userName);
      if (!u) throw new Error(`no test user ${userName}`);
      return (await platform.ctx.tokens.issue({ userId: u.id, tenantId: u.tenantId }, 3600)).accessToken;
    },
    async close() { await platform.close(); await testDb.drop(); },
  };
}
