// The server-side part of localization: which culture a request wants, and the texts GetAll sends.
import type { FastifyRequest } from 'fastify';

export const LANGUAGES = [
  { name: 'pl', displayName: 'Polski', icon: 'pl', isDefault: true },
  { name: 'en', displayName: 'English', icon: 'gb', isDefault: false },
] as const;
export type Culture = (typeof LANGUAGES)[number]['name'];

/** `.AspNetCore.Culture: c=pl|uic=pl`, then Accept-Language, then the user's choice, then Polish. */
export function requestCulture(request: FastifyRequest, userLanguage?: string): Culture {
  const header = request.headers['.aspnetcore.culture'];
  const fromCookieHeader =
    typeof header === 'string' ? /uic=([a-z]{2})/i.exec(header)?.[1] : undefined;
  const fromAccept = request.headers['accept-language']?.slice(0, 2);
  for (const c of [fromCookieHeader, userLanguage, fromAccept]) {
    if (c && LANGUAGES.some((l) => l.name === c.toLowerCase())) return c.toLowerCase() as Culture;
  }
  return 'pl';
}

export const serverTexts: Record<Culture, Record<string, string>> = {
  pl: {
    InvalidCredentials: 'Nieprawidłowa nazwa użytkownika lub hasło.',
    SessionExpired: 'Twoja sesja wygasła. Zaloguj się ponownie!',
    NoPermission: 'Do twojego konta nie zostały nadane uprawnienia do tej stronie!',
    LoginRequired: 'Brak odpowiednich uprawnień do strony! Proszę się zalogować!',
    PasswordResetMailSent: 'Jeśli konto istnieje, wysłaliśmy na nie kod do zmiany hasła.',
  },
  en: {
    InvalidCredentials: 'Invalid user name or password.',
    SessionExpired: 'Your session has expired. Please sign in again!',
    NoPermission: 'Your account has not been granted access to this page!',
    LoginRequired: 'You do not have access to this page! Please sign in!',
    PasswordResetMailSent: 'If the account exists, we have sent a password reset code to it.',
  },
};
