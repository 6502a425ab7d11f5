// Dictionaries/* (Pages.Dictionaries): the seven calls of back-office.md §7. System values come
// from the contracts and are only relabelled; custom dictionaries (units) take new values.
// Schemas and Polish messages: shared-libs/src/contracts/commerce-dictionaries.ts.
import type { FastifyInstance } from 'fastify';
import {
  conflict,
  envelope,
  ListResult,
  notFound,
  PagedResult,
  parseSorting,
  userError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  DICTIONARY_MESSAGES,
  DictionaryEntryInputSchema,
  DictionaryEntrySchema,
  DictionaryPageQuerySchema,
  DictionarySchema,
  DictionaryTypeQuerySchema,
  EnumValuesQuerySchema,
  SYSTEM_DICTIONARIES,
  SYSTEM_DICTIONARY_TYPES,
  isSystemDictionary,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { createCustomEntry, saveSystemLabels, updateCustomEntry } from './repository.js';
import { DICTIONARY_SORTS, allDictionaries, dictionaryPage, entriesOf } from './entries.js';

const P = '/api/services/app/Dictionaries';
const tags = ['Dictionaries'];

export async function dictionaryRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: CommerceDb = ctx.db;
  const config = { permission: 'Pages.Dictionaries' };
  const list = { 200: envelope(ListResult(DictionaryEntrySchema)) };

  app.get(
    P + '/GetEnumValues',
    { config, schema: { tags, querystring: EnumValuesQuerySchema, response: list } },
    async (req) => ({
      items: await entriesOf(
        db,
        req.auth.tenantId,
        req.query.type ? [req.query.type] : SYSTEM_DICTIONARY_TYPES,
      ),
    }),
  );

  app.get(
    P + '/GetPageDictionariesByType',
    {
      config,
      schema: {
        tags,
        querystring: DictionaryPageQuerySchema,
        response: { 200: envelope(PagedResult(DictionaryEntrySchema)) },
      },
    },
    async (req) => {
      const q = req.query;
      return dictionaryPage(db, req.auth.tenantId, q.type, {
        filter: q.filter,
        skip: q.skipCount,
        take: Math.min(q.maxResultCount, 1000),
        sort: q.sorting?.trim()
          ? parseSorting(q.sorting, DICTIONARY_SORTS, ['value', 'asc'])
          : null,
      });
    },
  );

  app.get(
    P + '/GetDictionariesByType',
    { config, schema: { tags, querystring: DictionaryTypeQuerySchema, response: list } },
    async (req) => ({ items: await entriesOf(db, req.auth.tenantId, [req.query.type]) }),
  );

  // The static block categories of the content contract, with this tenant's labels.
  app.get(
    P + '/GetStaticBlockOptions',
    { config, schema: { tags, response: list } },
    async (req) => ({
      items: await entriesOf(db, req.auth.tenantId, ['staticBlockCategory']),
    }),
  );

  app.get(
    P + '/GetAll',
    { config, schema: { tags, response: { 200: envelope(ListResult(DictionarySchema)) } } },
    async (req) => ({ items: await allDictionaries(db, req.auth.tenantId) }),
  );

  app.put(
    P + '/Update',
    {
      config,
      schema: {
        tags,
        body: DictionaryEntryInputSchema,
        response: { 200: envelope(DictionaryEntrySchema) },
      },
    },
    async (req) => {
      const input = req.body;
      if (!input.labelPl.trim() || !input.labelEn.trim())
        throw userError(DICTIONARY_MESSAGES.label);
      if (isSystemDictionary(input.type)) {
        if (!Object.hasOwn(SYSTEM_DICTIONARIES[input.type].values, input.value))
          throw notFound(DICTIONARY_MESSAGES.notFound);
        if (!input.isActive) throw userError(DICTIONARY_MESSAGES.systemInactive);
        return saveSystemLabels(db, req.auth.tenantId, input);
      }
      const saved = await updateCustomEntry(db, req.auth.tenantId, input);
      if (!saved) throw notFound(DICTIONARY_MESSAGES.notFound);
      return saved;
    },
  );

  app.post(
    P + '/Create',
    {
      config,
      schema: {
        tags,
        body: DictionaryEntryInputSchema,
        response: { 200: envelope(DictionaryEntrySchema) },
      },
    },
    async (req) => {
      const input = req.body;
      if (isSystemDictionary(input.type)) throw userError(DICTIONARY_MESSAGES.systemCreate);
      if (!input.labelPl.trim() || !input.labelEn.trim())
        throw userError(DICTIONARY_MESSAGES.label);
      const saved = await createCustomEntry(db, req.auth.tenantId, input);
      if (!saved) throw conflict(DICTIONARY_MESSAGES.duplicate);
      return saved;
    },
  );
}
