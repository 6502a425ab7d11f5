// The composition root of the API: every domain's module, in dependency order (identity first,
// because every request's permissions come from it; content early, because it delivers mail).
// MODULES=identity,catalog runs a subset in one process (see ARCHITECTURE.md, "Running apart").
import type { DomainModule } from '@armatura/shared-libs/server';
import identity from '@armatura/shell/server';
import content from '@armatura/mf-admin-content/server';
import catalog from '@armatura/mf-catalog/server';
import commerce from '@armatura/mf-admin-commerce/server';
import users from '@armatura/mf-admin-users/server';
import checkout from '@armatura/mf-cart-checkout/server';
import account from '@armatura/mf-account-orders/server';

export const allModules: DomainModule[] = [
  identity,
  content,
  catalog,
  commerce,
  users,
  checkout,
  account,
];

export function selectModules(list: string | undefined): DomainModule[] {
  if (!list) return allModules;
  const wanted = new Set(
    list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const unknown = [...wanted].filter((n) => !allModules.some((m) => m.name === n));
  if (unknown.length) throw new Error(`Unknown module(s) in MODULES: ${unknown.join(', ')}`);
  return allModules.filter((m) => wanted.has(m.name));
}
