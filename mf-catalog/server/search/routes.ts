// POST /api/search and /api/autocomplete: search-ui's ApiProxyConnector calls. The answers are the
// bare search-ui shapes (sent pre-serialised so the ABP envelope hook leaves them alone); errors
// still come as ABP error envelopes with a 4xx. Schemas: shared-libs/src/contracts/catalog-search.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorEnvelopeSchema, type TypeBoxTypeProvider } from '@armatura/shared-libs/server';
import {
  AutocompleteAnswerSchema,
  AutocompleteBodySchema,
  SearchAnswerSchema,
  SearchBodySchema,
} from '@armatura/shared-libs/contracts';
import type { SearchService } from './service.js';

/** Sends the search-ui answer as a ready JSON string: the ABP envelope hook leaves strings alone. */
function sendBare(reply: FastifyReply, answer: object) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
}

export async function searchRoutes(fastify: FastifyInstance, service: () => SearchService) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
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
      const answer = await service().search(req.body, {
        tenantId: req.auth.tenantId,
        userId: req.auth.userId,
      });
      return sendBare(reply, answer);
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
      const answer = await service().autocomplete(req.body, {
        tenantId: req.auth.tenantId,
        userId: req.auth.userId,
      });
      return sendBare(reply, answer);
    },
  );
}
