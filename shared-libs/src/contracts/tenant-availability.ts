// A constant of the identity module's Account API in a file of its own, without TypeBox: the
// shell's header imports it on every page, and the contracts are built free of side effects
// (shared-libs/src/mf-build/base.ts), so it no longer brings typebox (≈ 20 KiB gzip) with it.

/** ABP's TenantAvailabilityState: 1 available, 2 inactive, 3 not found. */
export const TENANT_AVAILABILITY = { available: 1, inactive: 2, notFound: 3 } as const;
