// The ABP envelope for every answer under /api and /AbpUserConfiguration:
//   {result, success, error, unAuthorizedRequest, __abp: true}
// Handlers return the bare result; this plugin wraps it, and turns every error into a 4xx envelope
// (validation errors list their fields). Only a fault we did not foresee is a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { AppError, type ValidationErrorInfo } from './errors.js';
import { classifyInputError } from './input-errors.js';

export interface AbpError {
  code: number;
  message: string;
  details: string | null;
  validationErrors: ValidationErrorInfo[] | null;
}

export const isEnvelopedPath = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/AbpUserConfiguration');

/** Schema of a successful envelope around `result` (use in route `response: {200: envelope(X)}`). */
export const envelope = <T extends TSchema>(result: T) =>
  Type.Object({
    result,
    success: Type.Boolean(),
    error: Type.Null(),
    unAuthorizedRequest: Type.Boolean(),
    __abp: Type.Boolean(),
  });

export const errorEnvelopeSchema = Type.Object({
  result: Type.Null(),
  success: Type.Boolean(),
  error: Type.Object({
    code: Type.Number(),
    message: Type.String(),
    details: Type.Union([Type.String(), Type.Null()]),
    validationErrors: Type.Union([
      Type.Array(Type.Object({ message: Type.String(), members: Type.Array(Type.String()) })),
      Type.Null(),
    ]),
  }),
  unAuthorizedRequest: Type.Boolean(),
  __abp: Type.Boolean(),
});

export const wrap = (result: unknown) => ({
  result: result ?? null,
  success: true,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
});

function fieldOf(v: { instancePath?: string; params?: Record<string, unknown> }): string {
  const missing = v.params?.missingProperty ?? v.params?.additionalProperty;
  const path = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return [path, missing].filter(Boolean).join('.') || '(request)';
}

function toAbpError(
  error: FastifyError | AppError,
  request: FastifyRequest,
): { status: number; body: AbpError } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        code: error.code,
        message: error.message,
        details: error.details,
        validationErrors: error.validationErrors.length ? error.validationErrors : null,
      },
    };
  }
  const fe = error as FastifyError;
  if (fe.validation) {
    const validationErrors = fe.validation.map((v) => ({
      message: `${fieldOf(v)}: ${v.message ?? 'nieprawidłowa wartość'}`,
      members: [fieldOf(v)],
    }));
    return {
      status: 400,
      body: {
        code: 0,
        message: 'Żądanie jest nieprawidłowe.',
        details: validationErrors.map((v) => v.message).join('\n'),
        validationErrors,
      },
    };
  }
  // A value the database refused or a multipart body that cannot be read: the caller's fault (4xx).
  const input = classifyInputError(error, request);
  if (input) {
    request.log.warn({ err: error }, 'input refused');
    return {
      status: input.status,
      body: { code: 0, message: input.message, details: input.details, validationErrors: null },
    };
  }
  const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
  const message = status === 500 ? 'Wystąpił błąd wewnętrzny serwera.' : fe.message;
  return { status, body: { code: 0, message, details: null, validationErrors: null } };
}

export const errorBody = (status: number, message: string, details: string | null = null) => ({
  result: null,
  success: false,
  error: { code: 0, message, details, validationErrors: null },
  unAuthorizedRequest: status === 401,
  __abp: true,
});

/**
 * Fastify's `frameworkErrors`: router faults answered before any route runs (a malformed URL, a path
 * parameter over `maxParamLength`) get the envelope too, not Fastify's bare JSON.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    status === 414 ? 'Adres żądania jest za długi.' : 'Adres żądania jest nieprawidłowy.';
  return reply.status(status).send(errorBody(status, message));
}

/** `pageFallback` answers unknown non-API paths (the host serves the shell's index.html there). */
export function registerEnvelope(
  app: FastifyInstance,
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.addHook(
    'preSerialization',
    async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      if (!isEnvelopedPath(request.url)) return payload;
      if (payload && typeof payload === 'object' && '__abp' in payload) return payload;
      return wrap(payload);
    },
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toAbpError(error, request);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send({
      result: null,
      success: false,
      error: body,
      unAuthorizedRequest: status === 401,
      __abp: true,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    if (!isEnvelopedPath(request.url))
      return pageFallback
        ? pageFallback(request, reply)
        : reply.status(404).type('text/plain').send('Not found');
    return reply.status(404).send({
      result: null,
      success: false,
      error: {
        code: 0,
        message: `Nie ma takiej metody: ${request.method} ${request.url.split('?')[0]}`,
        details: null,
        validationErrors: null,
      },
      unAuthorizedRequest: false,
      __abp: true,
    });
  });
}
