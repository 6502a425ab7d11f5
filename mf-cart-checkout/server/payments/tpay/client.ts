// Tpay OpenAPI client: OAuth client-credentials token (cached until shortly before it expires)
// and POST /transactions. Configured per tenant by the commerce domain's Tpay configuration.
import { AppError } from '@armatura/shared-libs/server';
import type { TpayConfiguration } from '@armatura/shared-libs/contracts';

export interface TpayTransactionInput {
  amount: number;
  description: string;
  hiddenDescription: string;
  payer: { email: string; name: string };
  successUrl: string;
  errorUrl: string;
  notificationUrl: string;
}
export interface TpayTransaction {
  transactionId: string;
  title: string;
  paymentUrl: string;
}

type Fetch = typeof fetch;
/** A Tpay JSON answer: read field by field, nothing in it is trusted to have a shape. */
type TpayAnswer = Record<string, unknown>;
const tokenCache = new Map<string, { token: string; expiresAt: number }>();
const unavailable = (detail: string) =>
  new AppError(
    'Płatność online jest chwilowo niedostępna. Spróbuj ponownie za chwilę lub wybierz inną metodę płatności.',
    503,
    detail,
  );

export class TpayClient {
  constructor(
    private readonly config: TpayConfiguration,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  private url(path: string) {
    return `${this.config.apiUrl.replace(/\/$/, '')}${path}`;
  }

  private async call(path: string, init: RequestInit): Promise<TpayAnswer> {
    let res: Response;
    try {
      res = await this.fetchImpl(this.url(path), { ...init, signal: AbortSignal.timeout(15_000) });
    } catch (err) {
      throw unavailable(`Tpay ${path}: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as TpayAnswer | null;
    if (!res.ok || body?.result === 'failed')
      throw unavailable(`Tpay ${path}: HTTP ${res.status} ${JSON.stringify(body)?.slice(0, 500)}`);
    if (!body || typeof body !== 'object')
      throw unavailable(`Tpay ${path}: HTTP ${res.status} without a JSON object`);
    return body;
  }

  async accessToken(): Promise<string> {
    const key = `${this.config.apiUrl}|${this.config.clientId}`;
    const cached = tokenCache.get(key);
    if (cached && cached.expiresAt > Date.now() + 30_000) return cached.token;
    const body = await this.call('/oauth/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
      }).toString(),
    });
    if (typeof body.access_token !== 'string')
      throw unavailable('Tpay /oauth/auth: no access_token');
    tokenCache.set(key, {
      token: body.access_token,
      expiresAt: Date.now() + Number(body.expires_in ?? 3600) * 1000,
    });
    return body.access_token;
  }

  async createTransaction(input: TpayTransactionInput): Promise<TpayTransaction> {
    const token = await this.accessToken();
    const body = await this.call('/transactions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        amount: input.amount,
        description: input.description,
        hiddenDescription: input.hiddenDescription,
        lang: 'pl',
        payer: input.payer,
        callbacks: {
          payerUrls: { success: input.successUrl, error: input.errorUrl },
          notification: { url: input.notificationUrl },
        },
      }),
    });
    if (!body.title || !body.transactionPaymentUrl)
      throw unavailable('Tpay /transactions: incomplete answer');
    return {
      transactionId: String(body.transactionId ?? body.title),
      title: String(body.title),
      paymentUrl: String(body.transactionPaymentUrl),
    };
  }
}
