// The tenant's Tpay (online payment) configuration. Only the checkout domain reads the secret,
// through the module API; no HTTP route returns it.
import type { CommerceDb } from '../db/tables.js';
import type { TpayConfiguration } from '@armatura/shared-libs/contracts';

export async function getTpayConfiguration(
  db: CommerceDb,
  tenantId: number,
): Promise<TpayConfiguration | null> {
  const r = await db
    .selectFrom('commerce.tpay_configuration')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!r) return null;
  return {
    clientId: r.client_id,
    clientSecret: r.client_secret,
    merchantId: r.merchant_id,
    apiUrl: r.api_url,
    notificationUrl: r.notification_url,
    returnUrl: r.return_url,
    jwsCertificateUrl: r.jws_certificate_url,
    isSandbox: r.is_sandbox,
    isActive: r.is_active,
  };
}
