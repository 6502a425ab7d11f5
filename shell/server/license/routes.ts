// License calls: a per-tenant license with validity dates and seats.
import { Type, envelope, requireUserId, type ModuleContext } from '@armatura/shared-libs/server';
import type { FastifyInstance } from 'fastify';
import { activeSeats, daysLeft, licenseOf, releaseSeat } from './seats.js';

const CheckResult = Type.Object({
  isValid: Type.Boolean(),
  validFrom: Type.Union([Type.String(), Type.Null()]),
  validTo: Type.Union([Type.String(), Type.Null()]),
  daysLeft: Type.Integer(),
  seats: Type.Integer(),
  seatsInUse: Type.Integer(),
});
const isoDate = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

export async function licenseRoutes(app: FastifyInstance, ctx: ModuleContext) {
  app.get(
    '/api/services/app/License/GetCheckLicense',
    { schema: { tags: ['License'], response: { 200: envelope(CheckResult) } } },
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
        response: {
          200: envelope(
            Type.Object({
              activeDays: Type.Integer(),
              validTo: Type.Union([Type.String(), Type.Null()]),
            }),
          ),
        },
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
        response: { 200: envelope(Type.Object({ released: Type.Boolean() })) },
      },
      config: { auth: true },
    },
    async (req) => {
      await releaseSeat(ctx.db, req.auth.tenantId, requireUserId(req));
      return { released: true };
    },
  );
}
