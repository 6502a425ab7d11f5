/**
 * The HTTP client's transport over Node's own sockets, for unit tests whose happy-dom page is on
 * another origin than the local API server (startApiServer): happy-dom's fetch, like a browser,
 * refuses such a request (mixed content, CORS). Everything above the wire — URL, headers, body,
 * timeout, decoding, error catalogue — is the client's own code, as in the browser.
 */
import { request as sendRequest } from 'node:http';
import type { Transport } from '../http/transport';

export const nodeTransport: Transport = ({ method, url, headers, body, signal }) =>
  new Promise((resolve, reject) => {
    const outgoing = sendRequest(url, { method, headers: Object.fromEntries(headers), signal });
    outgoing.on('error', reject);
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers))
          if (typeof value === 'string') answerHeaders.set(name, value);
        const bytes = Buffer.concat(chunks);
        resolve({
          status: incoming.statusCode ?? 0,
          headers: answerHeaders,
          bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
        });
      });
    });
    if (typeof body === 'string') outgoing.end(body);
    else if (body === null) outgoing.end();
    else reject(new TypeError('nodeTransport sends JSON or no body'));
  });
