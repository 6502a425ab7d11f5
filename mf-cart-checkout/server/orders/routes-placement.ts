// Order/Create, SaveOffer, EditOrder, CheckIfOrderRequiresAcceptance, GetRecentAddresses.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  requireUserId,
  userError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  CheckoutOrderSchema,
  EditOrderSchema,
  PlacedOrderSchema,
  PlaceOrderSchema,
  RecentAddressesSchema,
  RequiresAcceptanceRequestSchema,
  RequiresAcceptanceSchema,
  SaveOfferSchema,
  type AccountModuleApi,
} from '@armatura/shared-libs/contracts';
import { placeOrder, type PlaceResult } from './placement.js';
import { editOrder } from './edit.js';
import { issueViewToken } from './tokens.js';
import { accessOrder } from './access.js';
import { cartView } from '../carts/service.js';
import { limitsApi, commerceApi } from '../lib/deps.js';
import { computeTotals } from '../domain/totals.js';
import { deliveryCharge } from '../lib/free-delivery.js';

const P = '/api/services/app/Order';
const CART_PERMISSION = { permission: 'Pages.ShoppingCart' };
/** How many addresses the delivery step offers. */
const RECENT_ADDRESSES = 5;

async function placed(ctx: ModuleContext, r: PlaceResult) {
  return {
    ...r,
    requiresAcceptance: r.order.status === 'AWAITING_ACCEPTANCE',
    viewToken: await issueViewToken(ctx, { tenantId: r.order.tenantId, orderId: r.order.id }),
  };
}

export async function placementRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas: req.body is their Static type, no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    P + '/Create',
    {
      schema: {
        tags: ['Order'],
        body: PlaceOrderSchema,
        response: { 200: envelope(PlacedOrderSchema) },
      },
      config: CART_PERMISSION,
    },
    async (req) => {
      const b = req.body;
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
      schema: {
        tags: ['Order'],
        body: SaveOfferSchema,
        response: { 200: envelope(PlacedOrderSchema) },
      },
      config: { auth: true, ...CART_PERMISSION },
    },
    async (req) => {
      const b = req.body;
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
      schema: {
        tags: ['Order'],
        body: EditOrderSchema,
        response: { 200: envelope(CheckoutOrderSchema) },
      },
      config: { auth: true, ...CART_PERMISSION },
    },
    async (req) => {
      const { orderId, ...input } = req.body;
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
        body: RequiresAcceptanceRequestSchema,
        response: { 200: envelope(RequiresAcceptanceSchema) },
      },
      config: CART_PERMISSION,
    },
    async (req) => {
      const b = req.body;
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
      const chosen = b.deliveryMethodId
        ? (await commerceApi(ctx).getDeliveryMethods(owner.tenantId)).find(
            (d) => d.id === b.deliveryMethodId,
          )
        : undefined;
      const goods = computeTotals(view.items.filter((i) => i.isAvailable)).gross;
      const delivery = chosen && (await deliveryCharge(ctx, owner.tenantId, chosen, goods));
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
      schema: { tags: ['Order'], response: { 200: envelope(RecentAddressesSchema) } },
      config: { auth: true, ...CART_PERMISSION },
    },
    // The account domain keeps the user's addresses (saved by hand and those orders went to); its
    // module API answers for the delivery step. Without that domain there is nothing to offer.
    async (req) => ({
      items:
        (await ctx.modules
          .tryGet<AccountModuleApi>('account')
          ?.savedAddresses(req.auth.tenantId, requireUserId(req), RECENT_ADDRESSES)) ?? [],
    }),
  );
}
