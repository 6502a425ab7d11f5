/** The message to show for a failed call: the server's (Polish) message, or our generic one. */
import { usersTexts } from './texts/users-texts';

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : usersTexts.t('loadError');
}
