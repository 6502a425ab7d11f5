// POST /api/search and /api/autocomplete: search-ui's ApiProxyConnector calls. The answers are the
// bare search-ui shapes (sent pre-serialised so the ABP envelope hook leaves them alone); errors
// still come as ABP error envelopes with a 4xx.
import type { FastifyInstance } from 'fastify';
import { errorEnvelopeSchema } from '@armatura/shared-libs/server';
import {
  AutocompleteAnswerSchema,
  AutocompleteBodySchema,
  SearchAnswerSchema,
  SearchBodySchema,
  type AutocompleteBody,
  type SearchBody,
} from './schemas.js';
import type { SearchService } from './service.js';

export async function searchRoutes(app: FastifyInstance, service: () => SearchService) {
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
  app.post(
    '/api/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Wyszukiwanie produktów (search-ui ApiProxyConnector)',
        body: SearchBodySchema,
        response: { 200: SearchAnswerSchema, ...errors },
      },
    },
    async (req, reply) => {
      const answer = await service().search(req.body as SearchBody, {
        tenantId: req.auth.tenantId,
        userId: req.auth.userId,
      });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
    },
  );
  app.post(
    '/api/autocomplete',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Podpowiedzi wyszukiwania (search-ui ApiProxyConnector)',
        body: AutocompleteBodySchema,
        response: { 200: AutocompleteAnswerSchema, ...errors },
      },
    },
    async (req, reply) => {
      const answer = await service().autocomplete(req.body as AutocompleteBody, {
        tenantId: req.auth.tenantId,
        userId: req.auth.userId,
      });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
    },
  );
}
