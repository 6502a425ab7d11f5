/**
 * How a prepared request goes over the wire: the platform's `fetch`, or XMLHttpRequest when the
 * caller wants upload progress (fetch reports none; its streamed request bodies would, but
 * browsers allow them only over HTTP/2). Both give the answer as bytes; client.ts decodes them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell the size. */
  total: number;
}

export interface OutgoingRequest {
  method: HttpMethod;
  /** Absolute, or relative to the page. */
  url: string;
  headers: Headers;
  // What both fetch and XMLHttpRequest send: text, a file, a form or bytes.
  body: XMLHttpRequestBodyInit | null;
  signal: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  bytes: ArrayBuffer;
}

/** Rejects only when no answer came (network down, aborted); any HTTP status resolves. */
export type Transport = (request: OutgoingRequest) => Promise<RawAnswer>;

export const fetchTransport: Transport = async ({ method, url, headers, body, signal }) => {
  // `include`: the API may be on another origin in development and tests (axios' withCredentials).
  const response = await fetch(url, { method, headers, body, signal, credentials: 'include' });
  return {
    status: response.status,
    headers: response.headers,
    bytes: await response.arrayBuffer(),
  };
};

/** The answer's header lines as a Headers object. */
function parseHeaderLines(lines: string): Headers {
  const headers = new Headers();
  for (const line of lines.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The answer's bytes; some XMLHttpRequest implementations (happy-dom) give a Uint8Array. */
function asArrayBuffer(response: unknown): ArrayBuffer {
  if (response instanceof ArrayBuffer) return response;
  if (ArrayBuffer.isView(response)) {
    const { buffer, byteOffset, byteLength } = response;
    return new Uint8Array(buffer, byteOffset, byteLength).slice().buffer;
  }
  return new ArrayBuffer(0);
}

export const xhrTransport: Transport = (request) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { method, url, headers, body, signal, onUploadProgress } = request;
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'arraybuffer';
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    if (onUploadProgress && xhr.upload) {
      xhr.upload.onprogress = (event) =>
        onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    }
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    const settle = () => signal.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      const bytes = asArrayBuffer(xhr.response as unknown);
      resolve({
        status: xhr.status,
        headers: parseHeaderLines(xhr.getAllResponseHeaders()),
        bytes,
      });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal.reason ?? new DOMException('The request was aborted', 'AbortError'));
    };
    xhr.send(body);
  });
