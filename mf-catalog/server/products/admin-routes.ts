// Product admin calls (Pages.ProductConfiguration): grid list, edit form, create/update/delete,
// grid edits, archiving, attribute dictionaries.
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  notFound,
  pickId,
  IdQueryAnyCase,
  parseSorting,
  userError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  ArchiveProductsSchema,
  ArchiveResultSchema,
  AttributeDefinitionSchema,
  CategoryAttributeSchema,
  CategoryAttributesQuerySchema,
  GridUpdateSchema,
  ProductEditSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductUpdateSchema,
  type ProductPatch,
} from '@armatura/shared-libs/contracts';
import { PERMISSIONS } from '../permissions.js';
import type { CatalogDb } from '../db/tables.js';
import {
  PRODUCT_SORT_COLUMNS,
  attributeDefinitions,
  categoryAttributes,
  deleteProduct,
  listProducts,
  productCode,
  setArchived,
} from './admin-repository.js';
import { loadEdit } from './edit-repository.js';
import { publishChanged, writeProduct } from './write.js';

const P = '/api/services/app/Product';

export async function adminRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the schemas: req.query/req.body are the contract's Static types, no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: CatalogDb = ctx.db;
  const config = { permission: PERMISSIONS.productConfiguration };

  app.get(
    `${P}/GetAllProducts`,
    {
      config,
      schema: {
        querystring: ProductListQuerySchema,
        response: { 200: envelope(ProductPageSchema) },
      },
    },
    async (req) => {
      // An unknown sort field or direction is a 400 naming `sorting`, never a silent default.
      const order = parseSorting(req.query.sorting, PRODUCT_SORT_COLUMNS, ['p.id', 'asc']);
      return listProducts(db, req.auth.tenantId, req.query, order);
    },
  );

  app.get(
    `${P}/GetProductToEdit`,
    {
      config,
      schema: { querystring: IdQueryAnyCase, response: { 200: envelope(ProductEditSchema) } },
    },
    async (req) => loadEdit(db, req.auth.tenantId, pickId(req.query)),
  );

  const save = (tenantId: number, id: number | null, patch: ProductPatch) =>
    db.transaction().execute((tx) => writeProduct(ctx, tx, tenantId, id, patch));

  app.post(
    `${P}/CreateProduct`,
    {
      config,
      schema: { body: ProductInputSchema, response: { 200: envelope(ProductEditSchema) } },
    },
    async (req) => {
      const id = await save(req.auth.tenantId, null, req.body);
      return loadEdit(db, req.auth.tenantId, id);
    },
  );

  app.put(
    `${P}/UpdateProduct`,
    {
      config,
      schema: { body: ProductUpdateSchema, response: { 200: envelope(ProductEditSchema) } },
    },
    async (req) => {
      const { id, ...patch } = req.body;
      await save(req.auth.tenantId, id, patch);
      return loadEdit(db, req.auth.tenantId, id);
    },
  );

  app.put(
    `${P}/UpdateFromGrid`,
    { config, schema: { body: GridUpdateSchema, response: { 200: envelope(ProductEditSchema) } } },
    async (req) => {
      const { id, code, ...patch } = req.body;
      const current = await productCode(db, req.auth.tenantId, id);
      if (current === undefined) throw notFound('Nie znaleziono produktu.');
      if (current !== code)
        throw userError('Kod produktu nie zgadza się z edytowanym wierszem. Odśwież listę.');
      await save(req.auth.tenantId, id, patch);
      return loadEdit(db, req.auth.tenantId, id);
    },
  );

  app.delete(
    `${P}/DeleteProduct`,
    { config, schema: { querystring: IdQueryAnyCase, response: { 200: envelope(Type.Null()) } } },
    async (req) => {
      const id = pickId(req.query);
      await db.transaction().execute(async (tx) => {
        if (!(await deleteProduct(tx, req.auth.tenantId, id)))
          throw notFound('Nie znaleziono produktu.');
        await publishChanged(ctx, tx, req.auth.tenantId, id);
      });
      return null;
    },
  );

  app.post(
    `${P}/ArchiveProducts`,
    {
      config,
      schema: { body: ArchiveProductsSchema, response: { 200: envelope(ArchiveResultSchema) } },
    },
    async (req) => {
      const { ids, archive } = req.body;
      return db.transaction().execute(async (tx) => {
        const changed = await setArchived(tx, req.auth.tenantId, ids, archive);
        for (const id of changed) await publishChanged(ctx, tx, req.auth.tenantId, id);
        return { count: changed.length };
      });
    },
  );

  app.get(
    `${P}/GetAllDefAvailableAttributes`,
    { config, schema: { response: { 200: envelope(Type.Array(AttributeDefinitionSchema)) } } },
    async (req) => attributeDefinitions(db, req.auth.tenantId),
  );

  app.get(
    `${P}/GetCecheCategory`,
    {
      config,
      schema: {
        querystring: CategoryAttributesQuerySchema,
        response: { 200: envelope(Type.Array(CategoryAttributeSchema)) },
      },
    },
    async (req) => categoryAttributes(db, req.auth.tenantId, req.query.categoryId),
  );
}
