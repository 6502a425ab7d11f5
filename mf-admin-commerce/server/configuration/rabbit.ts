// RabbitMQ settings are platform-wide: one broker carries every tenant's events, so they are the
// HOST tenant's row (tenant 1) and only the host tenant's staff may read or change them (others: 400). After an
// update this process swaps its event relay at once (EventBus.replaceRelay); other processes notice
// the new version within WATCH_MS (a one-row read) and swap theirs. At start the stored settings
// win over AMQP_URL / AMQP_PREFIX, which only seeded the row the first time.
import amqp from 'amqplib';
import { createRabbitRelay, userError, type ModuleContext } from '@armatura/shared-libs/server';
import {
  rabbitConfigurationProblems,
  type ConnectionTestResult,
  type RabbitConfiguration,
  type RabbitConfigurationUpdate,
  type RabbitSettings,
} from '@armatura/shared-libs/contracts';
import { HOST_TENANT_ID, rabbitDefaults, splitCredentials, withCredentials } from './defaults.js';
import { refuse } from './service.js';
import type { SettingsStore } from './settings.js';

export const WATCH_MS = 15_000;
const TEST_TIMEOUT_MS = 5_000;

/** Another tenant's staff hold the permission but not this platform-wide group: a 400 that says why. */
export function assertHostTenant(tenantId: number) {
  if (tenantId !== HOST_TENANT_ID)
    throw userError('Ustawienia RabbitMQ są wspólne dla platformy: zmienia je sklep główny.');
}

export function createRabbitSettings(ctx: ModuleContext, store: SettingsStore) {
  const read = () =>
    store.cached(HOST_TENANT_ID, 'rabbit', () => rabbitDefaults(ctx.config.env), ['password']);
  /** The version (and URL) this process's relay was built for; -1 = the one the platform started. */
  let applied: { version: number; key: string } | null = null;

  async function settings(): Promise<RabbitSettings> {
    const { value, secrets, version } = await read();
    const password = version === 0 ? (value.password ?? '') : (secrets.password ?? '');
    return {
      isEnabled: value.isEnabled,
      url: withCredentials(value.url, value.username, password),
      prefix: value.prefix,
      version,
    };
  }

  async function view(): Promise<RabbitConfiguration> {
    const { value, secrets, version } = await read();
    const { password, ...fields } = value;
    const state = ctx.events.relayState();
    return {
      ...fields,
      passwordSet: Boolean(version === 0 ? password : secrets.password),
      state: state === 'disabled' ? 'disabled' : state === 'up' ? 'connected' : 'connecting',
    };
  }

  /** Swaps the relay when the stored settings differ from what this process runs with. */
  async function apply(force = false) {
    const s = await settings();
    const key = s.isEnabled ? `${s.url}|${s.prefix}` : 'off';
    if (!force && applied?.key === key) return;
    const startedWith = ctx.config.env.AMQP_URL
      ? `${ctx.config.env.AMQP_URL}|${ctx.config.env.AMQP_PREFIX?.trim() || 'armatura'}`
      : 'off';
    if (!force && applied === null && key === startedWith) {
      applied = { version: s.version, key };
      return;
    }
    applied = { version: s.version, key };
    ctx.log.info(
      { enabled: s.isEnabled, prefix: s.prefix },
      'RabbitMQ settings changed: relay swapped',
    );
    await ctx.events.replaceRelay(
      s.isEnabled ? createRabbitRelay(s.url, ctx.log, { prefix: s.prefix }) : null,
    );
  }

  /** Credentials typed into the URL are moved to the username/password fields. */
  function normalise(body: RabbitConfigurationUpdate): RabbitConfigurationUpdate {
    const split = splitCredentials(body.url);
    return {
      ...body,
      url: split.url,
      username: split.username || body.username.trim(),
      password: split.password || body.password,
    };
  }

  async function update(tenantId: number, body: RabbitConfigurationUpdate) {
    assertHostTenant(tenantId);
    refuse(rabbitConfigurationProblems(body));
    const { password, ...fields } = normalise(body);
    await store.save(HOST_TENANT_ID, 'rabbit', fields, { password });
    await apply();
    return view();
  }

  /** Connects with the typed settings (a stored password when none is typed) and closes again. */
  async function test(
    tenantId: number,
    body: RabbitConfigurationUpdate,
  ): Promise<ConnectionTestResult> {
    assertHostTenant(tenantId);
    refuse(rabbitConfigurationProblems(body));
    const typed = normalise(body);
    const stored = await read();
    const password =
      typed.password ||
      (stored.version === 0 ? stored.value.password : stored.secrets.password) ||
      '';
    const url = withCredentials(typed.url, typed.username, password);
    let timer: NodeJS.Timeout | undefined;
    const connecting = amqp.connect(url);
    // No unhandled rejection when the timeout wins; a late connection is closed in `finally`.
    connecting.catch(() => undefined);
    try {
      await Promise.race([
        connecting,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('przekroczono czas oczekiwania')),
            TEST_TIMEOUT_MS,
          );
        }),
      ]);
      return { ok: true, message: 'Połączenie z RabbitMQ działa.' };
    } catch (err) {
      const reason = String((err as Error).message ?? err).replace(/\/\/[^@\s]*@/g, '//***@');
      return { ok: false, message: `Nie udało się połączyć z RabbitMQ: ${reason.slice(0, 200)}` };
    } finally {
      clearTimeout(timer);
      void connecting.then(
        (c) => c.close().catch(() => undefined),
        () => undefined,
      );
    }
  }

  /** Other processes' updates: re-read the row now and then (the cache entry expires too). */
  function watch(): () => void {
    const timer = setInterval(() => {
      store.drop(HOST_TENANT_ID, 'rabbit');
      apply().catch((err) => ctx.log.warn({ err }, 'RabbitMQ settings check failed'));
    }, WATCH_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { settings, view, update, test, apply, watch };
}
