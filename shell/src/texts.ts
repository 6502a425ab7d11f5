// The shell's own texts (namespace 'shell'); common ones come from shared-libs/i18n.
import { registerTexts } from '@armatura/shared-libs/i18n';

const pl = {
  tenant: 'Firma (najemca)',
  tenantHint: 'Zostaw puste, aby zalogować się w tym sklepie.',
  tenantNotFound: 'Nie znaleziono najemcy o tej nazwie.',
  tenantInactive: 'Ten najemca jest nieaktywny.',
  tenantAvailable: 'Najemca dostępny.',
  mustChangeTitle: 'Zmień dane logowania',
  mustChangeIntro:
    'Przed dalszą pracą musisz zmienić dane logowania. Wyślemy Ci kod potwierdzający.',
  mustChangeEmail: 'Nowy adres e-mail',
  mustChangeSendCode: 'Wyślij kod',
  mustChangeCodeSent: 'Kod został wysłany. Sprawdź skrzynkę e-mail.',
  mustChangeSubmit: 'Zapisz zmiany',
  resetCodeSentTo: 'Wysłaliśmy kod na adres {email}.',
  accessDenied: 'Brak dostępu do tej strony.',
  starting: 'Uruchamianie sklepu…',
  footerRights: '© {year} Armatura. Wszelkie prawa zastrzeżone.',
  footerNav: 'Informacje',
  newsletter: 'Newsletter',
  userMenu: 'Menu użytkownika',
  sideMenuState: 'Menu boczne: {state}',
  sideMenuExpanded: 'rozwinięte',
  sideMenuCollapsed: 'zwinięte',
  sideMenuHidden: 'ukryte',
  sideMenuTemporary: 'pokazane tymczasowo',
  loadingBar: 'Wczytywanie strony',
  loadingFailed: 'Nie udało się wczytać strony',
  passwordRule: 'Hasło musi mieć co najmniej 6 znaków, w tym literę i cyfrę.',
  startFailed: 'Nie udało się uruchomić sklepu. Odśwież stronę.',
  remoteIncompatible:
    'Tej części sklepu nie można teraz wyświetlić: jej wersja nie pasuje do reszty sklepu.',
};

// Complete on purpose (not Partial): an English page must not fall back to a Polish text.
const en: Record<keyof typeof pl, string> = {
  tenant: 'Company (tenant)',
  tenantHint: 'Leave empty to sign in to this shop.',
  tenantNotFound: 'No tenant with this name.',
  tenantInactive: 'This tenant is inactive.',
  tenantAvailable: 'Tenant available.',
  mustChangeTitle: 'Change your sign-in details',
  mustChangeIntro:
    'Before you continue you must change your sign-in details. We will send you a confirmation code.',
  mustChangeEmail: 'New e-mail address',
  mustChangeSendCode: 'Send code',
  mustChangeCodeSent: 'The code has been sent. Check your mailbox.',
  mustChangeSubmit: 'Save changes',
  resetCodeSentTo: 'We have sent a code to {email}.',
  accessDenied: 'You have no access to this page.',
  starting: 'Starting the shop…',
  footerRights: '© {year} Armatura. All rights reserved.',
  footerNav: 'Information',
  newsletter: 'Newsletter',
  userMenu: 'User menu',
  sideMenuState: 'Side menu: {state}',
  sideMenuExpanded: 'expanded',
  sideMenuCollapsed: 'collapsed',
  sideMenuHidden: 'hidden',
  sideMenuTemporary: 'shown temporarily',
  loadingBar: 'Loading the page',
  loadingFailed: 'The page could not be loaded',
  passwordRule: 'The password needs at least 6 characters, including a letter and a digit.',
  startFailed: 'The shop could not start. Reload the page.',
  remoteIncompatible:
    'This part of the shop cannot be shown right now: its version does not match the rest of the shop.',
};

export const shellTexts = registerTexts<keyof typeof pl>('shell', { pl, en });
export type ShellTextKey = keyof typeof pl;
