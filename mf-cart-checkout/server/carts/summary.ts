// ShoppingCart/GetCheckoutSummary: the money of the checkout as the server will charge it — the
// caller's cart (signed in) or the lines sent (a guest's local cart), at current prices, plus the
// chosen delivery; VAT per rate. Withdrawn products are listed as unavailable and count for nothing.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  CheckoutSummaryRequestSchema,
  CheckoutSummarySchema,
  type CartView,
} from '@armatura/shared-libs/contracts';
import { cartView } from './service.js';
import { priceProducts, toPricedLine } from '../lib/pricing.js';
import { commerceApi } from '../lib/deps.js';
import { deliveryCharge } from '../lib/free-delivery.js';
import { computeTotals } from '../domain/totals.js';
import { allowsBackorders, isBackorder, stockProblem } from '../lib/stock.js';

export async function summaryRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/services/app/ShoppingCart/GetCheckoutSummary',
    {
      schema: {
        tags: ['ShoppingCart'],
        body: CheckoutSummaryRequestSchema,
        response: { 200: envelope(CheckoutSummarySchema) },
      },
      config: { permission: 'Pages.ShoppingCart' },
    },
    async (req) => {
      const b = req.body;
      const caller = { tenantId: req.auth.tenantId, userId: req.auth.userId };
      let view: CartView;
      if (caller.userId !== null)
        view = await cartView(ctx, { tenantId: caller.tenantId, userId: caller.userId });
      else {
        const lines = (b.items ?? []).filter((i) => i.qty > 0);
        const prices = await priceProducts(
          ctx,
          caller,
          lines.map((l) => l.productId),
        );
        const backorders = lines.length > 0 && (await allowsBackorders(ctx, caller.tenantId));
        const items = lines.map((l, i) => {
          const p = prices.get(l.productId);
          return p
            ? {
                id: i + 1,
                ...toPricedLine(p, l.qty),
                isAvailable: true,
                backorder: isBackorder(l.qty, p.qtyAvailable, backorders),
                stockProblem: stockProblem(p, l.qty, backorders),
              }
            : {
                id: i + 1,
                productId: l.productId,
                code: '',
                name: `Produkt ${l.productId}`,
                unit: '',
                qty: l.qty,
                priceNet: 0,
                priceGross: 0,
                vatRate: 0,
                currency: 'PLN',
                netValue: 0,
                grossValue: 0,
                imageUrl: null,
                qtyAvailable: 0,
                isAvailable: false,
              };
        });
        view = {
          items,
          totalCount: items.length,
          totals: computeTotals(items.filter((i) => i.isAvailable)),
          editingOrder: null,
          offer: null,
        };
      }
      const chosen = b.deliveryMethodId
        ? (await commerceApi(ctx).getDeliveryMethods(caller.tenantId)).find(
            (x) => x.id === b.deliveryMethodId,
          )
        : undefined;
      const goods = computeTotals(view.items.filter((i) => i.isAvailable)).gross;
      const d = chosen && (await deliveryCharge(ctx, caller.tenantId, chosen, goods));
      const delivery = d
        ? {
            id: d.id,
            name: d.name,
            priceNet: d.priceNet,
            priceGross: d.priceGross,
            vatRate: d.vatRate,
          }
        : null;
      const totals = computeTotals(
        view.items.filter((i) => i.isAvailable),
        delivery ? { net: delivery.priceNet, vatRate: delivery.vatRate } : null,
      );
      return { ...view, totals, delivery };
    },
  );
}
