/** A local HTTP server answering in the ABP envelope and recording requests (store tests only). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureHttp } from '@armatura/shared-libs/http';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export type Handler = (request: Recorded) => {
  status?: number;
  result?: unknown;
  error?: string;
  raw?: string;
  headers?: Record<string, string>;
};

export async function startFakeApi() {
  const routes = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        /* multipart: keep the text */
      }
      const recorded = {
        method: req.method ?? 'GET',
        path: url.pathname.replace('/api/services/app/', ''),
        query: url.searchParams,
        body,
      };
      requests.push(recorded);
      const reply = routes.get(`${recorded.method} ${recorded.path}`)?.(recorded) ?? {
        status: 404,
        error: 'Nie znaleziono.',
      };
      const payload =
        reply.raw ??
        JSON.stringify(
          reply.error
            ? {
                result: null,
                success: false,
                error: { code: 0, message: reply.error, details: null, validationErrors: null },
                unAuthorizedRequest: false,
                __abp: true,
              }
            : {
                result: reply.result ?? null,
                success: true,
                error: null,
                unAuthorizedRequest: false,
                __abp: true,
              },
        );
      res.writeHead(reply.status ?? 200, {
        'content-type': 'application/json; charset=utf-8',
        ...reply.headers,
      });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureHttp({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    adapter: 'http',
  });
  return {
    requests,
    on: (route: string, handler: Handler) => routes.set(route, handler),
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
