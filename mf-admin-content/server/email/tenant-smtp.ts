// Which SMTP server a tenant's mail goes through: the commerce configuration's mail group
// (Configuration/UpdateMailConfiguration), read through the commerce module API, cached there and
// dropped on change. Host '' = SMTP off for that tenant (mail is only logged). Without the commerce
// module in this deployment, SMTP_URL's server (`ctx.mail`) is used as before.
import {
  createSettingsMailTransport,
  type MailTransport,
  type ModuleContext,
  type SmtpSettings,
} from '@armatura/shared-libs/server';
import type { CommerceModuleApi } from '@armatura/shared-libs/contracts';

// Without SMTP_URL the platform has no transport; one per process sends with tenants' settings.
const ownTransports = new WeakMap<ModuleContext, MailTransport>();

export function mailTransport(ctx: ModuleContext): MailTransport {
  if (ctx.mail) return ctx.mail;
  let own = ownTransports.get(ctx);
  if (!own) ownTransports.set(ctx, (own = createSettingsMailTransport()));
  return own;
}

export interface TenantSmtp {
  /** undefined: send through SMTP_URL's server (no commerce module). */
  settings?: SmtpSettings;
  from?: string;
}

/** The tenant's server and sender, or null when the tenant's SMTP is off. */
export async function tenantSmtp(ctx: ModuleContext, tenantId: number): Promise<TenantSmtp | null> {
  const commerce = ctx.modules.tryGet<CommerceModuleApi>('commerce');
  if (!commerce) return ctx.mail ? {} : null;
  const m = await commerce.getMailConfiguration(tenantId);
  if (!m.host) return null;
  // The version string changes with any field, so a transport is rebuilt exactly when needed.
  const version = JSON.stringify([m.version, m.host, m.port, m.security, m.user, m.password]);
  const name = m.senderName.replace(/["\r\n<>]/g, '').trim();
  return {
    settings: { scope: `tenant:${tenantId}`, version, ...pick(m) },
    from: name ? `"${name}" <${m.senderEmail}>` : m.senderEmail,
  };
}

const pick = ({
  host,
  port,
  security,
  user,
  password,
}: Pick<SmtpSettings, 'host' | 'port' | 'security' | 'user' | 'password'>) => ({
  host,
  port,
  security,
  user,
  password,
});

/** Whether the tenant's mail is sent at all (else only logged). */
export async function smtpConfiguredFor(ctx: ModuleContext, tenantId: number): Promise<boolean> {
  return (await tenantSmtp(ctx, tenantId)) !== null;
}
