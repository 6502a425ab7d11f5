// Optional tenant choice on the login screen: Account/IsTenantAvailable, then the tenant cookie
// (the HTTP client sends it as the Abp.TenantId header on every call).
import { appUrl, post } from '@armatura/shared-libs/http';
import { COOKIE_NAMES, writeLongCookie } from '@armatura/shared-libs/session';
import { TENANT_AVAILABILITY, type TenantAvailability } from '@armatura/shared-libs/contracts';

/** ABP's TenantAvailabilityState (the API contract's constant). */
export const TENANT_STATE = TENANT_AVAILABILITY;

export type TenantCheck = TenantAvailability;

export function checkTenant(tenancyName: string): Promise<TenantCheck> {
  return post<TenantCheck>(
    appUrl('Account/IsTenantAvailable'),
    { tenancyName: tenancyName.trim() },
    { silent: true },
  );
}

/** Resolves the tenant and writes its cookie; returns the shell text key of a problem, or null. */
export async function chooseTenant(
  tenancyName: string,
): Promise<'tenantNotFound' | 'tenantInactive' | null> {
  const result = await checkTenant(tenancyName);
  if (result.state === TENANT_STATE.notFound || result.tenantId === null) return 'tenantNotFound';
  if (result.state !== TENANT_STATE.available) return 'tenantInactive';
  writeLongCookie(COOKIE_NAMES.tenantId, String(result.tenantId));
  return null;
}
