// The users domain's module API (`ctx.modules.get<UsersModuleApi>('users')`): spending limits
// (UserLimitsModuleApi, which checkout calls), unit managers and contractors.
import type { Executor } from '../server/db/transaction.js';
import type { LimitPeriod } from './users-limits.js';

/** A spending limit of one user or of one organisation group (exactly one of the two ids is set). */
export interface UserLimit {
  id: number;
  userId: number | null;
  organizationGroupId: number | null;
  amount: number;
  period: LimitPeriod;
  approverUserId: number | null;
  isActive: boolean;
  currency: string;
}
export interface LimitCheck {
  limit: UserLimit | null;
  used: number;
  remaining: number | null;
  requiresAcceptance: boolean;
}

export interface UserLimitsModuleApi {
  /**
   * The limit that binds the user now: of their own and their group's active limits (both apply),
   * the one with least room left (or null without any).
   */
  getActiveLimit(tenantId: number, userId: number): Promise<UserLimit | null>;
  /**
   * Checks an amount against every limit that applies to the user (their own active limit and
   * their organisation group's: it must fit both; the answer names the one that binds) and, when it
   * fits and `reserve` is set, records the spending in the same transaction, with every applying
   * limit row locked in id order, so concurrent orders (of one user, or of the members of one
   * group, with or without limits of their own) cannot overspend.
   */
  checkAndReserve(
    executor: Executor,
    input: { tenantId: number; userId: number; amount: number; orderId: number; reserve: boolean },
  ): Promise<LimitCheck>;
  /** Gives back what an order reserved (discarded or cancelled order). */
  release(executor: Executor, input: { tenantId: number; orderId: number }): Promise<void>;
}

/** A contractor as other domains show it (Profile/GetUserContractor). */
export interface ContractorSummary {
  id: number;
  code: string;
  name: string;
  /** 10 digits. */
  nip: string | null;
}

/** The users domain's module API (`ctx.modules.get<UsersModuleApi>('users')`). */
export interface UsersModuleApi extends UserLimitsModuleApi {
  /**
   * Whose orders a unit manager may see: every user of the company (organisation unit) the user
   * belongs to and manages, themself included; empty when they manage none. Read per call, so a
   * manager who leaves the company or the managers list loses the view at once.
   */
  managedUserIds(tenantId: number, userId: number): Promise<number[]>;
  /** The tenant's contractor with that ERP number (the users' `contractorId`), or null. */
  getContractor(tenantId: number, contractorId: number): Promise<ContractorSummary | null>;
}
