// Texts of the account team (namespace 'account').
import { registerTexts } from '@armatura/shared-libs/i18n';

const pl = {
  dashboardTitle: 'Pulpit',
  welcome: 'Witaj, {name}!',
  accountData: 'Twoje konto',
  fullName: 'Imię i nazwisko',
  email: 'Adres e-mail',
  tenant: 'Najemca (sklep)',
  roles: 'Role',
  noRoles: 'brak',
  customerType: 'Rodzaj klienta',
  b2b: 'Klient firmowy (B2B)',
  b2c: 'Klient indywidualny (B2C)',
  staff: 'Pracownik sklepu',
  permissions: 'Nadane uprawnienia',
  permissionsCount: '{count}',
  notSignedIn: 'Zaloguj się, aby zobaczyć pulpit.',
};

const en: Partial<typeof pl> = {
  dashboardTitle: 'Dashboard',
  welcome: 'Welcome, {name}!',
  accountData: 'Your account',
  fullName: 'Full name',
  email: 'E-mail address',
  tenant: 'Tenant (shop)',
  roles: 'Roles',
  noRoles: 'none',
  customerType: 'Customer type',
  b2b: 'Business customer (B2B)',
  b2c: 'Private customer (B2C)',
  staff: 'Shop staff',
  permissions: 'Granted permissions',
  notSignedIn: 'Sign in to see your dashboard.',
};

export const accountTexts = registerTexts<keyof typeof pl>('account', { pl, en });
