// The checkout schema's typed database handles (tables generated in ../db/tables.ts).
import type { Transaction } from 'kysely';
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { CheckoutDb, CheckoutTables } from '../db/tables.js';

/**
 * What a repository function runs on: the database or an open transaction, seeing the checkout
 * tables. `Transaction<CheckoutTables>` is spelled out because a transaction opened on the
 * platform's untyped handle (`ctx.db.transaction()`, a `Transaction<any>`) matches it but not
 * `CheckoutDb` (TypeScript compares the two class types member by member and trips over kysely's
 * `any`-typed helpers); `checkoutDb(ctx).transaction()` opens a typed one.
 */
export type CheckoutExecutor = CheckoutDb | Transaction<CheckoutTables>;

/** The platform's database handle seen through the checkout schema's table types. */
export const checkoutDb = (ctx: ModuleContext): CheckoutDb => ctx.db;
