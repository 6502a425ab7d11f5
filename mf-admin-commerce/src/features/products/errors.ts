/** The message to show for a failed call: the server's (Polish) message, or our generic one. */
import { adminTexts } from '../admin-texts/texts';
import { localizeMessage } from '../contract-messages/contract-messages';

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? localizeMessage(error.message)
    : adminTexts.t('loadError');
}
