// Requests Node's HTTP parser refuses before Fastify sees them: headers (with the request line, so a
// very long query string) over `maxHeaderSize` (16 KB), a malformed request line, a timeout. Fastify's
// `clientErrorHandler` writes the raw response on the socket; this one writes the ABP envelope so a
// client shows a message instead of failing on an empty or foreign body.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const MESSAGES: Record<number, string> = {
  400: 'Żądanie jest nieprawidłowe.',
  408: 'Przekroczono czas oczekiwania na żądanie.',
  431: 'Nagłówki lub adres żądania są za długie.',
};

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status = statusOf(error.code);
    const body = JSON.stringify({
      result: null,
      success: false,
      error: { code: 0, message: MESSAGES[status], details: null, validationErrors: null },
      unAuthorizedRequest: false,
      __abp: true,
    });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
