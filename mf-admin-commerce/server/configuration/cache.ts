// A per-process cache of settings groups, keyed by tenant and group. An update drops its entry at
// once in the process that made it, and `commerce.configurationChanged` drops it in the process
// that handles the event. With several processes the event reaches ONE of them (a durable queue per
// subscriber, competing consumers), so entries also expire after TTL_MS: another process sees a
// change within that time at worst, without a database read on every call.
export const TTL_MS = 30_000;

export class SettingsCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs = TTL_MS) {}

  get<T>(tenantId: number, group: string, load: () => Promise<T>): Promise<T> {
    const key = `${tenantId}:${group}`;
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { at: Date.now(), value });
    // A failed read is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  drop(tenantId: number, group: string) {
    this.entries.delete(`${tenantId}:${group}`);
  }
}
