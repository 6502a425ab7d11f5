// License calls: a per-tenant license with validity dates and seats.
import {
  envelope,
  requireUserId,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  LicenseCheckSchema,
  LicenseDaysSchema,
  LicenseReleaseSchema,
} from '@armatura/shared-libs/contracts';
import type { FastifyInstance } from 'fastify';
import { activeSeats, daysLeft, licenseOf, releaseSeat } from './seats.js';

const isoDate = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

export async function licenseRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/services/app/License/GetCheckLicense',
    { schema: { tags: ['License'], response: { 200: envelope(LicenseCheckSchema) } } },
    async (req) => {
      const license = await licenseOf(ctx.db, req.auth.tenantId);
      if (!license)
        return {
          isValid: false,
          validFrom: null,
          validTo: null,
          daysLeft: 0,
          seats: 0,
          seatsInUse: 0,
        };
      const left = daysLeft(license.valid_to);
      return {
        isValid: left > 0,
        validFrom: isoDate(license.valid_from),
        validTo: isoDate(license.valid_to),
        daysLeft: left,
        seats: license.seats,
        seatsInUse: await activeSeats(ctx.db, req.auth.tenantId),
      };
    },
  );

  app.get(
    '/api/services/app/License/GetActiveDateDays',
    {
      schema: {
        tags: ['License'],
        response: { 200: envelope(LicenseDaysSchema) },
      },
    },
    async (req) => {
      const license = await licenseOf(ctx.db, req.auth.tenantId);
      return {
        activeDays: license ? daysLeft(license.valid_to) : 0,
        validTo: license ? isoDate(license.valid_to) : null,
      };
    },
  );

  // "Release" frees the caller's seat (sign-out). The storefront ignores its failures (spec §8).
  app.get(
    '/api/services/app/License/GetRelaseLicense',
    {
      schema: {
        tags: ['License'],
        response: { 200: envelope(LicenseReleaseSchema) },
      },
      config: { auth: true },
    },
    async (req) => {
      await releaseSeat(ctx.db, req.auth.tenantId, requireUserId(req));
      return { released: true };
    },
  );
}
