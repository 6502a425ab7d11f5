/**
 * Reads through the real API host as a signed-in staff member, for the store tests' checks ("what
 * does the API itself answer?"). The host is `startTestApiHost()` of @armatura/deploy/testing, which
 * only test files import; this helper needs just its `platform.call`.
 */
export const STAFF_USER = 'sprzedaz'; // role StaffCommerce: Pages.ProductConfiguration, Pages.NotifyAvailability

interface CallingHost {
  platform: {
    call(options: {
      method: 'GET';
      url: string;
      token: string;
    }): Promise<{ status: number; body: { result?: unknown } }>;
  };
}

export type ApiReader = <T>(
  path: string,
  query?: Record<string, string | number | boolean>,
) => Promise<T>;

/** `read('Product/GetAllProducts', {filter})` → the envelope's `result`, or an error naming the status. */
export function apiReader(host: CallingHost, token: string): ApiReader {
  return async <T>(path: string, query: Record<string, string | number | boolean> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    );
    const res = await host.platform.call({
      method: 'GET',
      url: `/api/services/app/${path}?${search}`,
      token,
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.result as T;
  };
}
