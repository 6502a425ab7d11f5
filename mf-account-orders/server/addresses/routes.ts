// Addresses/* and the older Address/* calls: two names for the same list of the signed-in user's
// delivery addresses (storefront.md §7). Every call is the caller's own: no id reaches another
// user's entry (404, the same answer as for an id that does not exist).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  envelope,
  pickId,
  requireUserId,
  Type,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  AddressListQuerySchema,
  AddressPageSchema,
  AddressSchema,
  CreateAddressSchema,
  DeleteAddressQuerySchema,
  UpdateAddressSchema,
} from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import { listAddresses, type Owner } from './repository.js';
import { createAddress, deleteAddress, updateAddress } from './writes.js';

const APP = '/api/services/app';
/** A signed-in user manages their own addresses; no permission beyond being signed in. */
const config = { auth: true };
/** Fetch-all calls ask for 2147483647 (storefront.md §9); one page never holds more than this. */
const MAX_PAGE = 1000;

const ownerOf = (req: FastifyRequest): Owner => ({
  tenantId: req.auth.tenantId,
  userId: requireUserId(req),
});

export async function addressRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: AccountDb = ctx.db;

  // Each call exists under both names (the newer Addresses/* and the older Address/*).
  for (const [path, tag] of [
    ['Addresses/GetAddresses', 'Addresses'],
    ['Address/GetAll', 'Address'],
  ] as const)
    app.get(
      `${APP}/${path}`,
      {
        config,
        schema: {
          tags: [tag],
          querystring: AddressListQuerySchema,
          response: { 200: envelope(AddressPageSchema) },
        },
      },
      (req) =>
        listAddresses(db, ownerOf(req), {
          filter: req.query.filter,
          skip: req.query.skipCount,
          take: Math.min(req.query.maxResultCount, MAX_PAGE),
        }),
    );

  for (const [path, tag] of [
    ['Addresses/CreateAddress', 'Addresses'],
    ['Address/Create', 'Address'],
  ] as const)
    app.post(
      `${APP}/${path}`,
      {
        config,
        schema: {
          tags: [tag],
          body: CreateAddressSchema,
          response: { 200: envelope(AddressSchema) },
        },
      },
      (req) => createAddress(db, ownerOf(req), req.body),
    );

  for (const [path, tag] of [
    ['Addresses/UpdateAddress', 'Addresses'],
    ['Address/Update', 'Address'],
  ] as const)
    app.put(
      `${APP}/${path}`,
      {
        config,
        schema: {
          tags: [tag],
          body: UpdateAddressSchema,
          response: { 200: envelope(AddressSchema) },
        },
      },
      (req) => updateAddress(db, ownerOf(req), req.body),
    );

  app.delete(
    `${APP}/Addresses/Delete`,
    {
      config,
      schema: {
        tags: ['Addresses'],
        querystring: DeleteAddressQuerySchema,
        response: { 200: envelope(Type.Null()) },
      },
    },
    async (req) => {
      await deleteAddress(db, ownerOf(req), pickId(req.query));
      return null;
    },
  );
}
