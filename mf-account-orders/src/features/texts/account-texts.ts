/**
 * UI texts of the account team (namespace 'account'). Read them with `accountTexts.t(key)` in
 * stores and `useAccountT()` in components (re-renders on a language change).
 */
import {
  messageLocalizer,
  registerTexts,
  useNamespaceT,
  type TextParams,
} from '@armatura/shared-libs/i18n';
import { pl } from './pl';
import { en } from './en';

export type AccountTextKey = keyof typeof pl;
export type AccountT = (key: AccountTextKey, params?: TextParams) => string;

export const accountTexts = registerTexts<AccountTextKey>('account', { pl, en });

export function useAccountT(): AccountT {
  return useNamespaceT(accountTexts);
}

// The server answers in Polish with the contracts' messages, which these texts hold word for word.
/** A Polish message this remote knows (a contract's, the server's) in the current language. */
export const localizeMessage = messageLocalizer(accountTexts, pl);
