/** How a user row shows its type, company and last sign-in (table and cards alike). */
import type { AdminUser, OrganizationUnitRow } from '@armatura/shared-libs/contracts';
import { formatDateTime } from '@armatura/shared-libs/format';
import type { UsersT } from '../../features/texts/users-texts';

export function typeLabel(t: UsersT, type: string): string {
  return type === 'B2B' || type === 'B2C' || type === 'STAFF' ? t(`type${type}`) : type;
}

export function companyName(companies: OrganizationUnitRow[], user: AdminUser): string {
  if (user.organizationUnitId === null) return '—';
  return companies.find((c) => c.id === user.organizationUnitId)?.displayName ?? '—';
}

export function lastLogin(t: UsersT, user: AdminUser): string {
  return user.lastLoginTime ? formatDateTime(user.lastLoginTime) : t('neverLoggedIn');
}

export const fullName = (user: AdminUser) => user.title || `${user.name} ${user.surname}`.trim();
