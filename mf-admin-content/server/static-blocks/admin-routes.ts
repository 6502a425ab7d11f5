// Staff calls of the static blocks (Pages.StaticBlocks): categories, list, one block, the brands to
// pick from, create, update, delete. Schemas: shared-libs/src/contracts/content-pages.ts; SQL:
// repository.ts; checks and sanitising: blocks.ts.
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  notFound,
  pickId,
  IdQueryAnyCase,
  parseSorting,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  BrandOptionSchema,
  STATIC_BLOCK_CATEGORIES,
  STATIC_BLOCK_CATEGORY_NAMES,
  StaticBlockCategoryOptionSchema,
  StaticBlockInputSchema,
  StaticBlockListQuerySchema,
  StaticBlockPageSchema,
  StaticBlockSchema,
  StaticBlockUpdateSchema,
} from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { brandNames, listBrands } from './brands.js';
import { blockValues, toBlock, toRow } from './blocks.js';
import { dropUnusedImage } from './images.js';
import {
  BLOCK_SORT_COLUMNS,
  deleteBlock,
  findBlock,
  insertBlock,
  listBlocks,
  updateBlock,
} from './repository.js';

export const STATIC_BLOCKS_PERMISSION = 'Pages.StaticBlocks';
export const SB = '/api/services/app/StaticBlocks';
const NOT_FOUND = 'Nie znaleziono bloku statycznego.';

export async function staticBlockAdminRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ContentDb = ctx.db;
  const config = { permission: STATIC_BLOCKS_PERMISSION };
  const tags = ['StaticBlocks'];
  const answer = async (tenantId: number, row: Parameters<typeof toBlock>[0]) =>
    toBlock(row, await brandNames(ctx, tenantId, [row]));

  app.get(
    `${SB}/GetStaticBlocksCategory`,
    {
      config,
      schema: { tags, response: { 200: envelope(Type.Array(StaticBlockCategoryOptionSchema)) } },
    },
    async () =>
      STATIC_BLOCK_CATEGORIES.map((value) => ({ value, name: STATIC_BLOCK_CATEGORY_NAMES[value] })),
  );

  app.get(
    `${SB}/GetAll`,
    {
      config,
      schema: {
        tags,
        querystring: StaticBlockListQuerySchema,
        response: { 200: envelope(StaticBlockPageSchema) },
      },
    },
    async (req) => {
      const order = parseSorting(req.query.sorting, BLOCK_SORT_COLUMNS, ['sort_order', 'asc']);
      const { totalCount, rows } = await listBlocks(db, req.auth.tenantId, req.query, order);
      const brands = await brandNames(ctx, req.auth.tenantId, rows);
      return { totalCount, items: rows.map((r) => toRow(r, brands)) };
    },
  );

  app.get(
    `${SB}/Get`,
    {
      config,
      schema: { tags, querystring: IdQueryAnyCase, response: { 200: envelope(StaticBlockSchema) } },
    },
    async (req) => {
      const row = await findBlock(db, req.auth.tenantId, pickId(req.query));
      if (!row) throw notFound(NOT_FOUND);
      return answer(req.auth.tenantId, row);
    },
  );

  app.get(
    `${SB}/GetBrandList`,
    { config, schema: { tags, response: { 200: envelope(Type.Array(BrandOptionSchema)) } } },
    async (req) => listBrands(ctx, req.auth.tenantId),
  );

  app.post(
    `${SB}/CreateStaticBlock`,
    {
      config,
      schema: {
        tags,
        body: StaticBlockInputSchema,
        response: { 200: envelope(StaticBlockSchema) },
      },
    },
    async (req) => {
      const values = await blockValues(ctx, db, req.auth.tenantId, 0, req.body);
      return answer(req.auth.tenantId, await insertBlock(db, req.auth.tenantId, values));
    },
  );

  app.put(
    `${SB}/UpdateStaticBlock`,
    {
      config,
      schema: {
        tags,
        body: StaticBlockUpdateSchema,
        response: { 200: envelope(StaticBlockSchema) },
      },
    },
    async (req) => {
      const { id, ...input } = req.body;
      const before = await findBlock(db, req.auth.tenantId, id);
      if (!before) throw notFound(NOT_FOUND);
      const values = await blockValues(ctx, db, req.auth.tenantId, id, input);
      const row = await updateBlock(db, req.auth.tenantId, id, values);
      if (!row) throw notFound(NOT_FOUND);
      if (before.image_url !== row.image_url) await dropUnusedImage(ctx, db, before.image_url);
      return answer(req.auth.tenantId, row);
    },
  );

  app.delete(
    `${SB}/Delete`,
    {
      config,
      schema: { tags, querystring: IdQueryAnyCase, response: { 200: envelope(Type.Null()) } },
    },
    async (req) => {
      const gone = await deleteBlock(db, req.auth.tenantId, pickId(req.query));
      if (!gone) throw notFound(NOT_FOUND);
      await dropUnusedImage(ctx, db, gone.image_url);
      return null;
    },
  );
}
