/**
 * The names of the roles every tenant starts with, in the UI's language. A role's name is data
 * (staff rename roles and add their own), so a preset role shows its English name only while it
 * still has the Polish name it was seeded with (shell/server/permissions.ts `rolePresets`).
 */
import { registerTexts } from '@armatura/shared-libs/i18n';

const pl = {
  Admin: 'Administrator',
  StaffUsers: 'Obsługa kont (użytkownicy, firmy, role)',
  StaffContent: 'Obsługa treści (bloki, blog, pliki, newsletter)',
  StaffCommerce: 'Obsługa sprzedaży (produkty, konfiguracja, dostawy, płatności)',
  StaffOrders: 'Obsługa zamówień i dokumentów',
  CustomerB2B: 'Klient B2B',
  CustomerB2C: 'Klient B2C',
};
type PresetRole = keyof typeof pl;

const en: Record<PresetRole, string> = {
  Admin: 'Administrator',
  StaffUsers: 'Account staff (users, companies, roles)',
  StaffContent: 'Content staff (blocks, blog, files, newsletter)',
  StaffCommerce: 'Sales staff (products, configuration, delivery, payments)',
  StaffOrders: 'Order and document staff',
  CustomerB2B: 'B2B customer',
  CustomerB2C: 'B2C customer',
};

export const presetRoleNamesPl: Readonly<Record<string, string>> = pl;
const roleNames = registerTexts<PresetRole>('presetRoles', { pl, en });

/** A role's name as shown: a preset role's name in the UI's language while it is unchanged. */
export function roleLabel(role: { name: string; displayName: string }): string {
  const preset = pl[role.name as PresetRole] as string | undefined;
  return preset !== undefined && preset === role.displayName
    ? roleNames.t(role.name as PresetRole)
    : role.displayName;
}
