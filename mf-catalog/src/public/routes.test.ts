// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://sklep.armatura.test/"}
// The product route's `data` names the GETs the product screen makes first, exactly as the
// catalogue's API client writes them: the host answers those URLs into the page's HTML
// (deploy/src/page-start/answers.ts), and an answer is used only for the identical request.
import { describe, expect, it } from 'vitest';
import { configureHttp } from '@armatura/shared-libs/http';
import { catalogApi } from '../features/api/catalog-api';
import { surface } from './routes';

const made: string[] = [];
// The transport records each request's URL (path and query, as the client wrote it) and answers
// an empty envelope: what is checked is the request, not the server.
configureHttp({
  baseURL: '',
  transport: async (request) => {
    made.push(request.url);
    const body = { result: { items: [] }, success: true, error: null, unAuthorizedRequest: false };
    const bytes = new TextEncoder().encode(JSON.stringify({ ...body, __abp: true }));
    return { status: 200, headers: new Headers(), bytes: bytes.buffer as ArrayBuffer };
  },
});

describe("the product route's first GETs", () => {
  it('are the requests the product screen makes', async () => {
    const route = surface.routes.find((r) => r.screen === 'catalog.product')!;
    await Promise.all([
      catalogApi.getProduct(784),
      catalogApi.getRelatedArticles(784),
      catalogApi.getSimilarArticles(784),
    ]);
    const declared = route.data!.map((url) => url.replaceAll('{productId}', '784'));
    expect(made.sort()).toEqual(declared.sort());
  });
});
