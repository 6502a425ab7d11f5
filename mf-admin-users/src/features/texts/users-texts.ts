/**
 * UI texts of the users, companies and roles screens (namespace 'adminUsers'), Polish and English.
 * Stores read them with `usersTexts.t(key)`, components with `useUsersT()` (re-renders on a
 * language change).
 */
import {
  messageLocalizer,
  registerTexts,
  useNamespaceT,
  type TextParams,
} from '@armatura/shared-libs/i18n';
import { contractMessagesPl } from './contract-messages';
import { en } from './en';
import { pl } from './pl';

export type UsersTextKey = keyof typeof pl;
export type UsersT = (key: UsersTextKey, params?: TextParams) => string;

export const usersTexts = registerTexts<UsersTextKey>('adminUsers', { pl, en });

export function useUsersT(): UsersT {
  return useNamespaceT(usersTexts);
}

/** A contract's or the server's Polish message in the current language (unknown: as it came). */
export const localizeMessage = messageLocalizer(usersTexts, contractMessagesPl);
