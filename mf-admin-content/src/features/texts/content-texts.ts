/**
 * UI texts of the content team (namespace 'content'). Read them with `contentTexts.t(key)` in
 * stores and `useContentT()` in components (re-renders on a language change).
 *
 * One file per area keeps parallel work conflict-free: an area (public pages, blocks, blog admin,
 * files, notifications, newsletter admin…) writes `features/texts/<area>.ts` exporting
 * `<area>Pl` (the Polish texts, `as const` object) and `<area>En` (English, may miss keys: they
 * fall back to Polish), and adds one spread line for each in pl.ts and en.ts. Key names must not
 * clash across areas: prefix them when in doubt. (An area may instead register a namespace of its
 * own, as admin-pages-texts.ts and admin-tools-texts.ts do; never re-register 'content'.)
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { pl } from './pl';
import { en } from './en';

export type ContentTextKey = keyof typeof pl;
export type ContentT = (key: ContentTextKey, params?: TextParams) => string;

export const contentTexts = registerTexts<ContentTextKey>('content', { pl, en });

export function useContentT(): ContentT {
  return useNamespaceT(contentTexts);
}
