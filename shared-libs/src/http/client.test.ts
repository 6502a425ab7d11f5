// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://sklep.armatura.test/"}
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notices, clearNotices } from '@armatura/shared-libs/notices';
import { page } from '../session/page';
import {
  envelope,
  errorEnvelope,
  startApiServer,
  type ApiServer,
} from '../test-support/api-server';
import { nodeTransport } from '../test-support/node-transport';
import {
  ApiError,
  appUrl,
  configureHttp,
  del,
  get,
  normalizeError,
  post,
  postBlob,
  put,
} from './index';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
  // Node's sockets: the server is on another origin than the test page (node-transport.ts).
  configureHttp({ baseURL: api.url, transport: nodeTransport });
});
afterAll(() => api.close());
beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  api.reset();
  clearNotices();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('headers (storefront.md §7)', () => {
  it('sends JSON content type, bearer token, tenant and culture from the cookies', async () => {
    Cookies.set('Abp.AuthToken', 'jwt-123', { path: '/' });
    Cookies.set('Abp.TenantId', '3', { path: '/' });
    Cookies.set('Abp.Localization.CultureName', 'en', { path: '/' });
    api.on('POST /api/services/app/Order/Create', () => ({ body: envelope({ id: 9 }) }));
    await expect(post(appUrl('Order/Create'), { a: 1 })).resolves.toEqual({ id: 9 });
    const { headers, body } = api.requests[0]!;
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers.authorization).toBe('Bearer jwt-123');
    expect(headers['abp.tenantid']).toBe('3');
    expect(headers['abp-tenantid']).toBe('3');
    expect(headers['.aspnetcore.culture']).toBe('c=en|uic=en');
    expect(headers['accept-language']).toBe('en');
    expect(body).toEqual({ a: 1 });
  });

  it('declares no content type for a POST without a body (the API refuses an empty JSON body)', async () => {
    api.on('POST /api/services/app/Account/GetRelaseLicense', () => ({ body: envelope(null) }));
    await post(appUrl('Account/GetRelaseLicense'));
    expect(api.requests[0]!.headers['content-type']).toBeUndefined();
  });

  it('omits Authorization and tenant without cookies and defaults the culture to pl', async () => {
    api.on('GET /x', () => ({ body: envelope(1) }));
    await get('/x');
    const { headers } = api.requests[0]!;
    expect(headers.authorization).toBeUndefined();
    expect(headers['abp.tenantid']).toBeUndefined();
    expect(headers['.aspnetcore.culture']).toBe('c=pl|uic=pl');
  });

  it('serialises arrays as repeated keys and drops empty params', async () => {
    api.on('GET /list', () => ({ body: envelope([]) }));
    await get('/list', { Ids: [1, 2], Filter: undefined, Status: null, MaxResultCount: 10 });
    const { query } = api.requests[0]!;
    expect(query.getAll('Ids')).toEqual(['1', '2']);
    expect(query.has('Filter')).toBe(false);
    expect(query.has('Status')).toBe(false);
    expect(query.get('MaxResultCount')).toBe('10');
  });
});

describe('unwrapping', () => {
  it('returns data.result for put and del, and raw bodies that are not envelopes', async () => {
    api.on('PUT /a', () => ({ body: envelope({ ok: true }) }));
    api.on('DELETE /a', (r) => ({ body: envelope(r.query.get('Id')) }));
    api.on('GET /raw', () => ({ body: { plain: 1 } }));
    await expect(put('/a', {})).resolves.toEqual({ ok: true });
    await expect(del('/a', { Id: 5 })).resolves.toBe('5');
    await expect(get('/raw')).resolves.toEqual({ plain: 1 });
  });
});

describe('error catalogue (storefront.md §8)', () => {
  it('message + details: logs both, shows an error toast with both, rejects', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('POST /e', () => ({
      status: 400,
      body: errorEnvelope({ message: 'Błąd zapisu', details: 'Pole Nazwa jest wymagane' }),
    }));
    const failure = await post('/e', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Błąd zapisu',
      status: 400,
      details: 'Pole Nazwa jest wymagane',
      kind: 'http',
    });
    expect(consoleError).toHaveBeenCalledWith('Błąd zapisu');
    expect(consoleError).toHaveBeenCalledWith('Pole Nazwa jest wymagane');
    expect($notices.get()).toMatchObject([
      { type: 'error', title: 'Błąd zapisu', message: 'Pole Nazwa jest wymagane' },
    ]);
  });

  it('only a message: toast "Przepraszamy" / "Wystąpił niezidentyfikowany błąd" and the error is swallowed', async () => {
    api.on('GET /e', () => ({ status: 500, body: errorEnvelope({ message: 'Something broke' }) }));
    await expect(get('/e')).resolves.toBeUndefined();
    expect($notices.get()).toMatchObject([
      { type: 'error', title: 'Przepraszamy', message: 'Wystąpił niezidentyfikowany błąd' },
    ]);
  });

  it('silent calls reject with the server message and show nothing', async () => {
    api.on('GET /e', () => ({
      status: 400,
      body: errorEnvelope({ message: 'Invalid credentials' }),
    }));
    await expect(get('/e', undefined, { silent: true })).rejects.toMatchObject({
      message: 'Invalid credentials',
      status: 400,
    });
    expect($notices.get()).toEqual([]);
  });

  it('any other error (no ABP body) is rejected onward without a toast', async () => {
    api.on('GET /e', () => ({ status: 502, body: { nope: true } }));
    await expect(get('/e')).rejects.toMatchObject({ status: 502, kind: 'http' });
    expect($notices.get()).toEqual([]);
  });

  it('no response: logs "no response" and rejects with the network error text', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const closed = await startApiServer();
    const url = closed.url;
    await closed.close();
    await expect(get(`${url}/gone`)).rejects.toMatchObject({
      message: 'Unspecified network error',
      status: 500,
      kind: 'network',
    });
    expect(log).toHaveBeenCalledWith('no response');
  });

  it('a timeout rejects with "Network connection timeout"', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    api.on('GET /slow', () => ({ hang: true }));
    await expect(get('/slow', undefined, { timeout: 50 })).rejects.toMatchObject({
      message: 'Network connection timeout',
      kind: 'timeout',
    });
  });

  it('a non-JSON answer rejects with "Unexpected server response"', async () => {
    api.on('GET /html', () => ({
      raw: '<!doctype html><p>hi</p>',
      headers: { 'content-type': 'text/html' },
    }));
    await expect(get('/html')).rejects.toMatchObject({
      message: 'Unexpected server response',
      kind: 'parsererror',
    });
  });

  it('401 with unAuthorizedRequest and a token: warning, cookies removed, login after 2000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const assign = vi.spyOn(page, 'assign').mockImplementation(() => undefined);
    Cookies.set('Abp.AuthToken', 'old', { path: '/' });
    Cookies.set('enc_auth_token', 'old-enc', { path: '/' });
    Cookies.set('user', JSON.stringify({ id: 1 }), { path: '/' });
    Cookies.set('Abp.TenantId', '1', { path: '/' });
    api.on('GET /secure', () => ({
      status: 401,
      body: errorEnvelope({ message: 'Unauthorized' }, true),
    }));
    await expect(get('/secure')).rejects.toMatchObject({ status: 401, unAuthorizedRequest: true });
    expect($notices.get()).toMatchObject([
      {
        type: 'warning',
        title: 'Błąd logowania',
        message: 'Twoja sesja wygasła. Zaloguj się ponownie!',
      },
    ]);
    expect(Cookies.get('Abp.AuthToken')).toBeUndefined();
    expect(Cookies.get('enc_auth_token')).toBeUndefined();
    expect(Cookies.get('user')).toBeUndefined();
    expect(Cookies.get('Abp.TenantId')).toBe('1');
    vi.advanceTimersByTime(1999);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/user/login');
  });

  it('401 without a token is an ordinary error (no session-expired redirect)', async () => {
    const assign = vi.spyOn(page, 'assign').mockImplementation(() => undefined);
    api.on('GET /secure', () => ({
      status: 401,
      body: errorEnvelope({ message: 'Unauthorized', details: 'Zaloguj się' }, true),
    }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(get('/secure')).rejects.toMatchObject({ status: 401 });
    expect($notices.get()[0]).toMatchObject({ title: 'Unauthorized' });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('normalizeError', () => {
  it('gives a message and a default 500 status for anything thrown', () => {
    expect(normalizeError(new Error('boom'))).toMatchObject({ message: 'boom', status: 500 });
    expect(normalizeError('tekst')).toMatchObject({ message: 'tekst', status: 500 });
    expect(normalizeError(undefined)).toMatchObject({
      message: 'Unspecified network error',
      status: 500,
    });
    expect(normalizeError(new SyntaxError('bad json'))).toMatchObject({
      message: 'Unexpected server response',
    });
  });
});

describe('postBlob', () => {
  it('returns the bytes with type and file name', async () => {
    api.on('POST /api/services/app/Order/GeneratePdf', () => ({
      raw: Buffer.from('%PDF-1.7 test'),
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="zamowienie-7.pdf"',
      },
    }));
    const answer = await postBlob(appUrl('Order/GeneratePdf'), { id: 7 });
    expect(answer?.fileName).toBe('zamowienie-7.pdf');
    expect(answer?.blob.type).toBe('application/pdf');
    expect(await answer?.blob.text()).toBe('%PDF-1.7 test');
  });

  it('decodes a JSON error sent to a binary call and applies the catalogue', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('POST /pdf', () => ({
      status: 400,
      body: errorEnvelope({ message: 'Brak dokumentu', details: 'Dokument 5 nie istnieje' }),
    }));
    await expect(postBlob('/pdf', {})).rejects.toMatchObject({
      message: 'Brak dokumentu',
      status: 400,
    });
    expect($notices.get()[0]).toMatchObject({
      title: 'Brak dokumentu',
      message: 'Dokument 5 nie istnieje',
    });
  });
});
