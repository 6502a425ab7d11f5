/**
 * A real local HTTP server standing in for the platform API in unit tests (the server side is
 * built by other teams). Answers in the ABP envelope; records every request it receives.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  /** JSON-serialised unless `raw` is given. */
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
  /** Never answer (for timeout tests). */
  hang?: boolean;
}

export type Handler = (request: RecordedRequest) => Reply;

export function envelope(result: unknown): unknown {
  return { result, success: true, error: null, unAuthorizedRequest: false, __abp: true };
}

export function errorEnvelope(
  error: { message: string; details?: string | null; code?: number },
  unAuthorizedRequest = false,
): unknown {
  return {
    result: null,
    success: false,
    error: {
      code: error.code ?? 0,
      message: error.message,
      details: error.details ?? null,
      validationErrors: null,
    },
    unAuthorizedRequest,
    __abp: true,
  };
}

export interface ApiServer {
  url: string;
  requests: RecordedRequest[];
  /** `on('GET /path', handler)`; later registrations win. */
  on(route: string, handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startApiServer(): Promise<ApiServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        /* keep the text */
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.path}`);
      const reply: Reply = handler
        ? handler(recorded)
        : { status: 404, body: errorEnvelope({ message: 'Not found' }) };
      if (reply.hang) return;
      const payload = reply.raw ?? JSON.stringify(reply.body ?? null);
      res.writeHead(reply.status ?? 200, {
        'content-type': 'application/json; charset=utf-8',
        ...reply.headers,
      });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (route, handler) => routes.set(route, handler),
    reset: () => {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
