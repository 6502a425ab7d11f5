// The other domains checkout talks to, through their module APIs (never their tables).
// Catalogue, commerce and identity are required; without the users domain there are no limits.
import { AppError, type ModuleContext } from '@armatura/shared-libs/server';
import type {
  CatalogModuleApi,
  CommerceModuleApi,
  IdentityModuleApi,
  UserLimitsModuleApi,
} from '@armatura/shared-libs/contracts';

function required<T>(ctx: ModuleContext, name: string, label: string): T {
  const api = ctx.modules.tryGet<T>(name);
  if (!api)
    throw new AppError(`Usługa ${label} jest chwilowo niedostępna. Spróbuj ponownie później.`, 503);
  return api;
}

export const catalogApi = (ctx: ModuleContext) =>
  required<CatalogModuleApi>(ctx, 'catalog', 'katalogu');
export const commerceApi = (ctx: ModuleContext) =>
  required<CommerceModuleApi>(ctx, 'commerce', 'dostaw i płatności');
export const identityApi = (ctx: ModuleContext) =>
  required<IdentityModuleApi>(ctx, 'identity', 'kont użytkowników');
export const limitsApi = (ctx: ModuleContext) => ctx.modules.tryGet<UserLimitsModuleApi>('users');
