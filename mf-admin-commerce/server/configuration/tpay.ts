// Tpay settings: commerce.tpay_configuration (checkout reads it through the module API when a
// customer pays). Not cached: it is read once per payment, and a switch-off must hold at once.
// The client secret and the notification security code are sealed at rest and never answered.
import { type ModuleContext } from '@armatura/shared-libs/server';
import {
  tpayConfigurationProblems,
  type TpayConfiguration,
  type TpayConfigurationUpdate,
  type TpayConfigurationView,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { isSealed, openSetting, sealSetting } from './secrets.js';
import {
  readTpayRow,
  tpayRowsWithPlainSecrets,
  updateTpaySecrets,
  writeTpayRow,
  type TpayRow,
} from './repository.js';
import { refuse } from './service.js';
import type { SettingsStore } from './settings.js';

const URLS = {
  sandbox: {
    api: 'https://openapi.sandbox.tpay.com',
    jws: 'https://secure.sandbox.tpay.com/x509/tpay-jws-root.pem',
  },
  production: {
    api: 'https://api.tpay.com',
    jws: 'https://secure.tpay.com/x509/tpay-jws-root.pem',
  },
};

export function tpayUrls(publicUrl: string, isSandbox: boolean) {
  const base = publicUrl.replace(/\/$/, '');
  const mode = isSandbox ? URLS.sandbox : URLS.production;
  return {
    api_url: mode.api,
    jws_certificate_url: mode.jws,
    notification_url: `${base}/api/payments/tpay/notification`,
    return_url: `${base}/zamowienia/potwierdzenie`,
  };
}

export function createTpaySettings(ctx: ModuleContext, store: SettingsStore) {
  const db: CommerceDb = ctx.db;

  /** Server side (checkout): secrets opened; null when the tenant has no Tpay row. */
  async function configuration(tenantId: number): Promise<TpayConfiguration | null> {
    const r = await readTpayRow(db, tenantId);
    if (!r) return null;
    return {
      clientId: r.client_id,
      clientSecret: openSetting(ctx.tokens, r.client_secret) ?? '',
      merchantId: r.merchant_id,
      securityCode: openSetting(ctx.tokens, r.security_code) ?? '',
      apiUrl: r.api_url,
      notificationUrl: r.notification_url,
      returnUrl: r.return_url,
      jwsCertificateUrl: r.jws_certificate_url,
      isSandbox: r.is_sandbox,
      isActive: r.is_active,
    };
  }

  async function view(tenantId: number): Promise<TpayConfigurationView> {
    const r = await readTpayRow(db, tenantId);
    const urls = tpayUrls(ctx.config.publicUrl, r?.is_sandbox ?? true);
    return {
      clientId: r?.client_id ?? '',
      merchantId: r?.merchant_id ?? '',
      isSandbox: r?.is_sandbox ?? true,
      isActive: r?.is_active ?? false,
      clientSecretSet: Boolean(r?.client_secret),
      securityCodeSet: Boolean(r?.security_code),
      apiUrl: r?.api_url ?? urls.api_url,
      jwsCertificateUrl: r?.jws_certificate_url ?? urls.jws_certificate_url,
      notificationUrl: r?.notification_url ?? urls.notification_url,
      returnUrl: r?.return_url ?? urls.return_url,
    };
  }

  async function update(tenantId: number, body: TpayConfigurationUpdate) {
    const r = await readTpayRow(db, tenantId);
    refuse(tpayConfigurationProblems(body, Boolean(r?.client_secret)));
    // The endpoints follow the mode; kept as stored while the mode does not change.
    const urls =
      r && r.is_sandbox === body.isSandbox
        ? {
            api_url: r.api_url,
            jws_certificate_url: r.jws_certificate_url,
            notification_url: r.notification_url,
            return_url: r.return_url,
          }
        : tpayUrls(ctx.config.publicUrl, body.isSandbox);
    const row: TpayRow = {
      ...urls,
      client_id: body.clientId.trim(),
      merchant_id: body.merchantId.trim(),
      client_secret: body.clientSecret
        ? sealSetting(ctx.tokens, body.clientSecret)
        : (r?.client_secret ?? ''),
      security_code: body.securityCode
        ? sealSetting(ctx.tokens, body.securityCode)
        : (r?.security_code ?? ''),
      is_sandbox: body.isSandbox,
      is_active: body.isActive,
    };
    await db.transaction().execute(async (tx) => {
      await writeTpayRow(tx, tenantId, row);
      await store.announce(tx, tenantId, 'tpay');
    });
    return view(tenantId);
  }

  /** At start: values stored in clear before sealing existed (or by seeds) are sealed. */
  async function sealLegacySecrets() {
    for (const r of await tpayRowsWithPlainSecrets(db)) {
      const seal = (v: string) => (v && !isSealed(v) ? sealSetting(ctx.tokens, v) : v);
      await updateTpaySecrets(db, r.tenant_id, {
        client_secret: seal(r.client_secret),
        security_code: seal(r.security_code),
      });
    }
  }

  return { configuration, view, update, sealLegacySecrets };
}
