// Errors a handler throws on purpose. Each carries its HTTP status; the envelope turns it into
// ABP's {error: {code, message, details, validationErrors}} so clients show `message` as is.
export interface ValidationErrorInfo {
  message: string;
  members: string[];
}

export class AppError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly details: string | null = null,
    readonly validationErrors: ValidationErrorInfo[] = [],
    readonly code = 0,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A business rule said no (400). The message is meant for the user. */
export const userError = (message: string, details: string | null = null) =>
  new AppError(message, 400, details);
export const validationError = (message: string, errors: ValidationErrorInfo[]) =>
  new AppError(message, 400, null, errors);
export const notFound = (what = 'Nie znaleziono zasobu.') => new AppError(what, 404);
export const conflict = (message: string) => new AppError(message, 409);
export const unauthorized = (
  message = 'Brak odpowiednich uprawnień do strony! Proszę się zalogować!',
) => new AppError(message, 401);
export const forbidden = (
  message = 'Do twojego konta nie zostały nadane uprawnienia do tej stronie!',
) => new AppError(message, 403);
export const tooMany = (message = 'Zbyt wiele prób. Spróbuj ponownie za chwilę.') =>
  new AppError(message, 429);
