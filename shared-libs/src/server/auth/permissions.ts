// Every module declares the permissions it defines; the registry is the single list that
// AbpUserConfiguration/GetAll reports as `allPermissions` and that roles may be granted.
export interface PermissionDef {
  name: string;
  displayName: string;
  /** Granted to anonymous visitors when the tenant allows it. */ grantableToGuests?: boolean;
}

export class PermissionRegistry {
  private readonly defs = new Map<string, PermissionDef>();

  define(defs: PermissionDef[]) {
    for (const d of defs) this.defs.set(d.name, d);
  }

  all(): PermissionDef[] {
    return [...this.defs.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  has(name: string) {
    return this.defs.has(name);
  }
}
