// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://sklep.armatura.test/"}
// The answers the page's HTML carries stand in for the screen's first GETs: once each, for an
// anonymous visitor, while the page is new; anything else goes to the server.
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, startApiServer, type ApiServer } from '../test-support/api-server';
import { nodeTransport } from '../test-support/node-transport';
import {
  PAGE_ANSWERS_TTL_MS,
  appUrl,
  carriedPostAnswer,
  carriesPostAnswer,
  configureHttp,
  get,
  installPageAnswers,
  postAnswerKey,
} from './index';

let api: ApiServer;
let key: string;

beforeAll(async () => {
  api = await startApiServer();
  configureHttp({ baseURL: api.url, transport: nodeTransport });
  // The key is the request's URL as the client writes it (the host writes it path-only, as the
  // browser's client with its empty baseURL does).
  key = `${api.url}${appUrl('Product/Get')}?Id=7`;
});
afterAll(() => api.close());
beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  api.reset();
  api.on('GET /api/services/app/Product/Get', () => ({
    body: envelope({ id: 7, from: 'server' }),
  }));
});

const product = () => get<{ from: string }>(appUrl('Product/Get'), { Id: 7 });

describe('page answers', () => {
  it("answer the first matching GET without a request, then the server's answer follows", async () => {
    installPageAnswers({ [key]: { id: 7, from: 'page' } });
    expect((await product()).from).toBe('page');
    expect(api.requests).toEqual([]);
    expect((await product()).from).toBe('server');
    expect(api.requests).toHaveLength(1);
  });

  it('do not answer another request (other parameters)', async () => {
    installPageAnswers({ [key]: { id: 7, from: 'page' } });
    await get(appUrl('Product/Get'), { Id: 8 });
    expect(api.requests.map((r) => r.query.get('Id'))).toEqual(['8']);
  });

  it('are dropped for a signed-in visitor and once the page is no longer new', async () => {
    installPageAnswers({ [key]: { id: 7, from: 'page' } });
    Cookies.set('Abp.AuthToken', 'jwt-1', { path: '/' });
    expect((await product()).from).toBe('server');
    Cookies.remove('Abp.AuthToken', { path: '/' });
    expect((await product()).from).toBe('server');

    installPageAnswers({ [key]: { id: 7, from: 'page' } }, Date.now() - PAGE_ANSWERS_TTL_MS - 1);
    expect((await product()).from).toBe('server');
  });
});

describe('a POST among the page answers', () => {
  const body = { state: { current: 1 }, context: { type: 'category', slug: 'baterie' } };
  const postKey = () => postAnswerKey(`${api.url}/api/search`, body);

  it('is found by its URL and body, once', () => {
    installPageAnswers({ [postKey()]: { totalResults: 3 } });
    expect(carriesPostAnswer('/api/search')).toBe(true);
    expect(carriesPostAnswer('/api/autocomplete')).toBe(false);
    expect(carriedPostAnswer('/api/search', { ...body, state: { current: 2 } })).toBeUndefined();
    expect(carriedPostAnswer('/api/search', body)).toEqual({ totalResults: 3 });
    expect(carriedPostAnswer('/api/search', body)).toBeUndefined();
    expect(carriesPostAnswer('/api/search')).toBe(false);
  });

  it('is not offered to a signed-in visitor', () => {
    installPageAnswers({ [postKey()]: { totalResults: 3 } });
    Cookies.set('Abp.AuthToken', 'jwt-1', { path: '/' });
    expect(carriesPostAnswer('/api/search')).toBe(false);
    expect(carriedPostAnswer('/api/search', body)).toBeUndefined();
  });
});
