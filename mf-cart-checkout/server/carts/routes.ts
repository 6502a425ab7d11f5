// ShoppingCart/* for signed-in users (anonymous visitors keep their cart in the browser).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  envelope,
  forbidden,
  IdQueryAnyCase,
  notFound,
  pickId,
  requireUserId,
  userError,
  Type,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  AddCartItemSchema,
  CartBadgeSchema,
  CartItemSchema,
  CartUserIdQuerySchema,
  CartViewSchema,
  UpdateCartItemSchema,
} from '@armatura/shared-libs/contracts';
import { priceProducts } from '../lib/pricing.js';
import { allowsBackorders, stockProblem } from '../lib/stock.js';
import { addToCart, cartTotals, cartView } from './service.js';
import { clearCart, getLine, removeLine, setQty, type Owner } from './repository.js';
import { quantityProblem } from '../domain/quantity.js';

const P = '/api/services/app/ShoppingCart';
export const CART = { auth: true, permission: 'Pages.ShoppingCart' };
export const ownerOf = (req: FastifyRequest): Owner => ({
  tenantId: req.auth.tenantId,
  userId: requireUserId(req),
});

export async function cartRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas: req.query/req.body are their Static types, no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    P + '/Create',
    {
      schema: {
        tags: ['ShoppingCart'],
        body: AddCartItemSchema,
        response: { 200: envelope(CartItemSchema) },
      },
      config: CART,
    },
    async (req) => {
      const b = req.body;
      const o = ownerOf(req);
      const row = await addToCart(ctx, o, b.productId, b.qty);
      return (await cartView(ctx, o)).items.find((i) => i.id === row.id)!;
    },
  );

  app.put(
    P + '/Update',
    {
      schema: {
        tags: ['ShoppingCart'],
        body: UpdateCartItemSchema,
        response: { 200: envelope(CartItemSchema) },
      },
      config: CART,
    },
    async (req) => {
      const b = req.body;
      const o = ownerOf(req);
      const line = await getLine(ctx.db, o, b.id);
      if (!line) throw notFound('Nie ma takiej pozycji w koszyku.');
      const problem = quantityProblem(b.qty, line.unit, line.name);
      if (problem) throw userError(problem);
      const product = (await priceProducts(ctx, o, [line.productId])).get(line.productId);
      const short =
        product && b.qty > line.qty
          ? stockProblem(product, b.qty, await allowsBackorders(ctx, o.tenantId))
          : null;
      if (short) throw userError(short);
      await setQty(ctx.db, o, b.id, b.qty);
      return (await cartView(ctx, o)).items.find((i) => i.id === b.id)!;
    },
  );

  app.delete(
    P + '/Delete',
    {
      schema: {
        tags: ['ShoppingCart'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(Type.Null()) },
      },
      config: CART,
    },
    async (req) => {
      if (!(await removeLine(ctx.db, ownerOf(req), pickId(req.query))))
        throw notFound('Nie ma takiej pozycji w koszyku.');
      return null;
    },
  );

  app.delete(
    P + '/DeleteAll',
    { schema: { tags: ['ShoppingCart'], response: { 200: envelope(Type.Null()) } }, config: CART },
    async (req) => {
      await clearCart(ctx.db, ownerOf(req));
      return null;
    },
  );

  app.get(
    P + '/GetUserShoppingCarts',
    {
      schema: {
        tags: ['ShoppingCart'],
        querystring: CartUserIdQuerySchema,
        response: { 200: envelope(CartViewSchema) },
      },
      config: CART,
    },
    async (req) => {
      const o = ownerOf(req);
      const { userId } = req.query;
      if (userId !== undefined && userId !== o.userId)
        throw forbidden('Możesz oglądać tylko własny koszyk.');
      return cartView(ctx, o);
    },
  );

  app.get(
    P + '/GetTotalUserShoppingCarts',
    {
      schema: { tags: ['ShoppingCart'], response: { 200: envelope(CartBadgeSchema) } },
      config: CART,
    },
    async (req) => cartTotals(ctx, ownerOf(req)),
  );
}
