// Order/Create, SaveOffer, EditOrder, CheckIfOrderRequiresAcceptance, GetRecentAddresses.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  requireUserId,
  userError,
  type ModuleContext,
  type Static,
} from '@armatura/shared-libs/server';
import {
  CreateOrderBody,
  EditOrderBody,
  OrderDto,
  PlacedDto,
  RecentAddressesDto,
  RequiresAcceptanceBody,
  RequiresAcceptanceDto,
  SaveOfferBody,
} from './schemas.js';
import { placeOrder, type PlaceResult } from './placement.js';
import { editOrder } from './edit.js';
import { issueViewToken } from './tokens.js';
import { recentAddresses } from './repository.js';
import { accessOrder } from './access.js';
import { cartView } from '../carts/service.js';
import { limitsApi, commerceApi } from '../lib/deps.js';
import { computeTotals } from '../domain/totals.js';

const P = '/api/services/app/Order';
const CART_PERMISSION = { permission: 'Pages.ShoppingCart' };

async function placed(ctx: ModuleContext, r: PlaceResult) {
  return {
    ...r,
    requiresAcceptance: r.order.status === 'AWAITING_ACCEPTANCE',
    viewToken: await issueViewToken(ctx, { tenantId: r.order.tenantId, orderId: r.order.id }),
  };
}

export async function placementRoutes(app: FastifyInstance, ctx: ModuleContext) {
  app.post(
    P + '/Create',
    {
      schema: { tags: ['Order'], body: CreateOrderBody, response: { 200: envelope(PlacedDto) } },
      config: CART_PERMISSION,
    },
    async (req) => {
      const b = req.body as Static<typeof CreateOrderBody>;
      if (!req.auth.isAuthenticated && !b.items?.length) throw userError('Koszyk jest pusty.');
      return placed(
        ctx,
        await placeOrder(
          ctx,
          { tenantId: req.auth.tenantId, userId: req.auth.userId },
          b.idempotencyKey,
          b,
          'ORDER',
        ),
      );
    },
  );

  app.post(
    P + '/SaveOffer',
    {
      schema: { tags: ['Order'], body: SaveOfferBody, response: { 200: envelope(PlacedDto) } },
      config: { auth: true, ...CART_PERMISSION },
    },
    async (req) => {
      const b = req.body as Static<typeof SaveOfferBody>;
      const input = { comment: b.comment ?? null } as Parameters<typeof placeOrder>[3];
      return placed(
        ctx,
        await placeOrder(
          ctx,
          { tenantId: req.auth.tenantId, userId: requireUserId(req) },
          b.idempotencyKey,
          input,
          'OFFER',
        ),
      );
    },
  );

  app.post(
    P + '/EditOrder',
    {
      schema: { tags: ['Order'], body: EditOrderBody, response: { 200: envelope(OrderDto) } },
      config: { auth: true, ...CART_PERMISSION },
    },
    async (req) => {
      const { orderId, ...input } = req.body as Static<typeof EditOrderBody>;
      return editOrder(
        ctx,
        { tenantId: req.auth.tenantId, userId: requireUserId(req) },
        orderId,
        input,
      );
    },
  );

  // With an orderId: does this order wait for acceptance? Without: would the caller's cart need it?
  app.post(
    P + '/CheckIfOrderRequiresAcceptance',
    {
      schema: {
        tags: ['Order'],
        body: RequiresAcceptanceBody,
        response: { 200: envelope(RequiresAcceptanceDto) },
      },
      config: CART_PERMISSION,
    },
    async (req) => {
      const b = req.body as Static<typeof RequiresAcceptanceBody>;
      if (b.orderId) {
        const { order } = await accessOrder(ctx, req.auth, b.orderId);
        return {
          requiresAcceptance: order.status === 'AWAITING_ACCEPTANCE',
          amount: order.totals.gross,
          used: 0,
          remaining: null,
          limit: null,
          status: order.status,
        };
      }
      if (!req.auth.isAuthenticated)
        return {
          requiresAcceptance: false,
          amount: 0,
          used: 0,
          remaining: null,
          limit: null,
          status: null,
        };
      const owner = { tenantId: req.auth.tenantId, userId: requireUserId(req) };
      const view = await cartView(ctx, owner);
      const delivery = b.deliveryMethodId
        ? (await commerceApi(ctx).getDeliveryMethods(owner.tenantId)).find(
            (d) => d.id === b.deliveryMethodId,
          )
        : undefined;
      const amount = computeTotals(
        view.items.filter((i) => i.isAvailable),
        delivery ? { net: delivery.priceNet, vatRate: delivery.vatRate } : null,
      ).gross;
      const check = await limitsApi(ctx)?.checkAndReserve(ctx.db, {
        ...owner,
        amount,
        orderId: 0,
        reserve: false,
      });
      const l = check?.limit;
      return {
        requiresAcceptance: check?.requiresAcceptance ?? false,
        amount,
        used: check?.used ?? 0,
        remaining: check?.remaining ?? null,
        limit: l ? { amount: l.amount, period: l.period, currency: l.currency } : null,
        status: null,
      };
    },
  );

  app.get(
    P + '/GetRecentAddresses',
    {
      schema: { tags: ['Order'], response: { 200: envelope(RecentAddressesDto) } },
      config: { auth: true, ...CART_PERMISSION },
    },
    async (req) => ({
      items: await recentAddresses(ctx.db, req.auth.tenantId, requireUserId(req)),
    }),
  );
}
