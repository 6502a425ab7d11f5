// Filling the server cart from elsewhere: the browser's local cart at sign-in (Migrate), a CSV
// quick order (Import), an order to edit, an offer to turn into an order.
import type { FastifyInstance } from 'fastify';
import {
  AppError,
  envelope,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  CartBadgeSchema,
  CartImportResultSchema,
  CartOrderIdSchema,
  CartViewSchema,
  ImportCartSchema,
  MigrateCartSchema,
} from '@armatura/shared-libs/contracts';
import { catalogApi } from '../lib/deps.js';
import { addToCart, cartTotals, cartView } from './service.js';
import { parseCartCsv, type CsvProblem } from './csv.js';
import { normalizeQuantity } from '../domain/quantity.js';
import { CART, ownerOf } from './routes.js';
import { loadOfferIntoCart, loadOrderIntoCart } from '../orders/edit.js';

const P = '/api/services/app/ShoppingCart';
const problemText = (err: unknown) =>
  err instanceof AppError ? err.message : 'Nie udało się dodać produktu.';

export async function cartTransferRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Lines that cannot be added (withdrawn product, zero quantity) are skipped: the local cart is
  // cleared afterwards either way, and the cart view shows what arrived.
  app.post(
    P + '/Migrate',
    {
      schema: {
        tags: ['ShoppingCart'],
        body: MigrateCartSchema,
        response: { 200: envelope(CartBadgeSchema) },
      },
      config: CART,
    },
    async (req) => {
      const o = ownerOf(req);
      for (const item of req.body.items) {
        await addToCart(ctx, o, item.productId, item.qty, true).catch((err) =>
          req.log.info({ err, productId: item.productId }, 'local cart line skipped'),
        );
      }
      return cartTotals(ctx, o);
    },
  );

  app.post(
    P + '/Import',
    {
      schema: {
        tags: ['ShoppingCart'],
        body: ImportCartSchema,
        response: { 200: envelope(CartImportResultSchema) },
      },
      config: CART,
    },
    async (req) => {
      const o = ownerOf(req);
      const { lines, problems } = parseCartCsv(req.body.content);
      const errors: CsvProblem[] = [...problems];
      const ids = lines.length
        ? await catalogApi(ctx).findByCodes(o.tenantId, [...new Set(lines.map((l) => l.code))])
        : new Map<string, number>();
      let imported = 0;
      for (const l of lines) {
        const productId = ids.get(l.code);
        if (!productId) {
          errors.push({
            line: l.line,
            code: l.code,
            message: 'Nie znaleziono produktu o tym kodzie.',
          });
          continue;
        }
        const qty = normalizeQuantity(l.qtyText, ''); // a number with one decimal; the unit's own rule is checked on adding
        if (qty <= 0) {
          errors.push({ line: l.line, code: l.code, message: 'Nieprawidłowa ilość.' });
          continue;
        }
        try {
          await addToCart(ctx, o, productId, qty);
          imported += 1;
        } catch (err) {
          errors.push({ line: l.line, code: l.code, message: problemText(err) });
        }
      }
      return {
        imported,
        errors: errors.sort((a, b) => a.line - b.line),
        cart: await cartView(ctx, o),
      };
    },
  );

  app.post(
    P + '/AddOrderToShoppingCardToEdit',
    {
      schema: {
        tags: ['ShoppingCart'],
        body: CartOrderIdSchema,
        response: { 200: envelope(CartViewSchema) },
      },
      config: CART,
    },
    async (req) => {
      const o = ownerOf(req);
      await loadOrderIntoCart(ctx, o, req.body.orderId);
      return cartView(ctx, o);
    },
  );

  app.post(
    P + '/AddOfferToShoppingCard',
    {
      schema: {
        tags: ['ShoppingCart'],
        body: CartOrderIdSchema,
        response: { 200: envelope(CartViewSchema) },
      },
      config: CART,
    },
    async (req) => {
      const o = ownerOf(req);
      await loadOfferIntoCart(ctx, o, req.body.orderId);
      return cartView(ctx, o);
    },
  );
}
