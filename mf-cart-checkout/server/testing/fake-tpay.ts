// A local stand-in for Tpay's API in tests (never the real Tpay): OAuth, POST /transactions, the
// JWS certificates; plus a signer that signs notifications like Tpay does, with a key and
// certificates generated for the test run (openssl): a root CA and a signing cert it issued,
// and an "evil" self-signed cert that must be refused.
import { createServer, type Server } from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FlattenedSign, importPKCS8 } from 'jose';

export interface FakeTpay {
  url: string;
  transactions: any[];
  tokenRequests: number;
  failNext: boolean;
  sign(body: string, opts?: { evil?: boolean; x5u?: string }): Promise<string>;
  close(): Promise<void>;
}

function makeCertificates() {
  const dir = mkdtempSync(join(tmpdir(), 'tpay-test-'));
  const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  ssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Test Tpay JWS Root',
  );
  ssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'sign.key',
    '-out',
    'sign.csr',
    '-subj',
    '/CN=notifications-jws.test',
  );
  ssl(
    'x509',
    '-req',
    '-in',
    'sign.csr',
    '-CA',
    'root.pem',
    '-CAkey',
    'root.key',
    '-CAcreateserial',
    '-out',
    'sign.pem',
    '-days',
    '2',
  );
  ssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'evil.key',
    '-out',
    'evil.pem',
    '-days',
    '2',
    '-subj',
    '/CN=notifications-jws.test',
  );
  const read = (f: string) => readFileSync(join(dir, f), 'utf8');
  const files = {
    root: read('root.pem'),
    sign: read('sign.pem'),
    signKey: read('sign.key'),
    evil: read('evil.pem'),
    evilKey: read('evil.key'),
  };
  rmSync(dir, { recursive: true, force: true });
  return files;
}

export async function startFakeTpay(): Promise<FakeTpay> {
  const certs = makeCertificates();
  let seq = 0;
  const state = { transactions: [] as any[], tokenRequests: 0, failNext: false };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (req.url === '/x509/tpay-jws-root.pem') return send(200, certs.root, 'text/plain');
      if (req.url === '/x509/notifications-jws.pem') return send(200, certs.sign, 'text/plain');
      if (req.url === '/x509/evil.pem') return send(200, certs.evil, 'text/plain');
      if (req.url === '/oauth/auth' && req.method === 'POST') {
        state.tokenRequests += 1;
        const form = new URLSearchParams(raw);
        if (form.get('client_secret') !== 'secret') return send(401, { result: 'failed' });
        return send(200, { access_token: 'fake-token', expires_in: 7200, token_type: 'Bearer' });
      }
      if (req.url === '/transactions' && req.method === 'POST') {
        if (req.headers.authorization !== 'Bearer fake-token')
          return send(401, { result: 'failed' });
        if (state.failNext) {
          state.failNext = false;
          return send(500, { result: 'failed', errors: [{ errorMessage: 'boom' }] });
        }
        const body = JSON.parse(raw);
        state.transactions.push(body);
        seq += 1;
        const title = `TR-TEST-${seq}`;
        return send(200, {
          result: 'success',
          transactionId: `01TEST${seq}`,
          title,
          status: 'pending',
          amount: body.amount,
          transactionPaymentUrl: `https://secure.sandbox.tpay.com/?title=${title}`,
        });
      }
      send(404, { result: 'failed' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const signKey = await importPKCS8(certs.signKey, 'RS256');
  const evilKey = await importPKCS8(certs.evilKey, 'RS256');
  return {
    url,
    get transactions() {
      return state.transactions;
    },
    get tokenRequests() {
      return state.tokenRequests;
    },
    get failNext() {
      return state.failNext;
    },
    set failNext(v: boolean) {
      state.failNext = v;
    },
    async sign(body, opts = {}) {
      const x5u = opts.x5u ?? `${url}/x509/${opts.evil ? 'evil' : 'notifications-jws'}.pem`;
      const jws = await new FlattenedSign(new TextEncoder().encode(body))
        .setProtectedHeader({ alg: 'RS256', x5u })
        .sign(opts.evil ? evilKey : signKey);
      return `${jws.protected}..${jws.signature}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
