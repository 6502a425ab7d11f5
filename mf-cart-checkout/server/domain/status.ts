// Order statuses and the only transitions allowed between them (README.md draws the graph).
// Every state change goes through `transition()`: anything else is a 409 with a Polish message.
import { conflict } from '@armatura/shared-libs/server';
import {
  ORDER_STATUS_NAMES,
  type OrderAction,
  type OrderStatus,
} from '@armatura/shared-libs/contracts';

// The statuses, their names and the actions are the event contract's (order-events.ts): one list.
export {
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
} from '@armatura/shared-libs/contracts';
export const STATUS_NAMES: Record<OrderStatus, string> = ORDER_STATUS_NAMES;

const ACTION_NAMES: Record<OrderAction, string> = {
  accept: 'zaakceptować',
  reject: 'odrzucić',
  cancel: 'anulować',
  edit: 'edytować',
  confirm: 'potwierdzić',
  startPayment: 'opłacić',
  paid: 'oznaczyć jako opłaconego',
  convert: 'zamienić na zamówienie',
};

/** from-status → to-status per action; 'LIMIT' = decided by the spending-limit check (NEW or AWAITING_ACCEPTANCE). */
const TRANSITIONS: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus | 'LIMIT'>>> = {
  accept: { AWAITING_ACCEPTANCE: 'NEW' },
  reject: { AWAITING_ACCEPTANCE: 'REJECTED' },
  cancel: { OFFER: 'CANCELLED', AWAITING_ACCEPTANCE: 'CANCELLED', NEW: 'CANCELLED' },
  edit: { AWAITING_ACCEPTANCE: 'LIMIT', NEW: 'LIMIT' },
  confirm: { NEW: 'CONFIRMED', PAID: 'CONFIRMED' },
  startPayment: { NEW: 'NEW' },
  paid: { NEW: 'PAID' },
  convert: { OFFER: 'CONVERTED' },
};

export function canTransition(action: OrderAction, from: OrderStatus): boolean {
  return TRANSITIONS[action][from] !== undefined;
}

/** The status `action` leads to from `from`, or a 409 naming the action and the current status. */
export function transition(
  action: OrderAction,
  from: OrderStatus,
  limitSaysAcceptance = false,
): OrderStatus {
  const to = TRANSITIONS[action][from];
  if (to === undefined) {
    throw conflict(
      `Nie można ${ACTION_NAMES[action]} zamówienia o statusie „${STATUS_NAMES[from]}”.`,
    );
  }
  if (to === 'LIMIT') return limitSaysAcceptance ? 'AWAITING_ACCEPTANCE' : 'NEW';
  return to;
}

/** For the README and tests: every allowed (action, from, to). */
export function allTransitions(): { action: OrderAction; from: OrderStatus; to: string }[] {
  return (Object.keys(TRANSITIONS) as OrderAction[]).flatMap((action) =>
    Object.entries(TRANSITIONS[action]).map(([from, to]) => ({
      action,
      from: from as OrderStatus,
      to: to === 'LIMIT' ? 'NEW | AWAITING_ACCEPTANCE' : to!,
    })),
  );
}
