/** The message to show for a failed call: the server's message (in the UI's language when it is
 * one of the contract's), or our generic one. */
import { localizeMessage, usersTexts } from './texts/users-texts';

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? localizeMessage(error.message)
    : usersTexts.t('loadError');
}
