/** Typed calls of this domain's Dictionaries/* API (mf-admin-commerce/server/dictionaries). */
import type {
  Dictionary,
  DictionaryEntry,
  DictionaryEntryInput,
  DictionaryType,
} from '@armatura/shared-libs/contracts';
import { appUrl, get, post, put } from '@armatura/shared-libs/http';

const silent = { silent: true } as const;
const D = (name: string) => appUrl(`Dictionaries/${name}`);

export interface EntryPageRequest {
  type: DictionaryType;
  filter?: string;
  sorting?: string;
  skipCount: number;
  maxResultCount: number;
}

export const dictionariesApi = {
  all: () => get<{ items: Dictionary[] }>(D('GetAll'), undefined, silent),
  page: (q: EntryPageRequest) =>
    get<{ totalCount: number; items: DictionaryEntry[] }>(
      D('GetPageDictionariesByType'),
      { ...q },
      silent,
    ),
  create: (body: DictionaryEntryInput) => post<DictionaryEntry>(D('Create'), body, silent),
  update: (body: DictionaryEntryInput) => put<DictionaryEntry>(D('Update'), body, silent),
};
