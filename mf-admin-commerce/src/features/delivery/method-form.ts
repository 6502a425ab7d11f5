/**
 * What the delivery and payment forms share: a price typed as text ('14,50' or '14.50'), turning a
 * field problem list (the contract's `deliveryProblems`/`paymentProblems`, or the server's ABP
 * validationErrors) into one message per field, and the save outcome the dialogs show.
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { normalizeError } from '@armatura/shared-libs/http';
import type { FieldProblem } from '@armatura/shared-libs/contracts';
import { deliveryTexts } from './texts/texts';
import { localizeMessage } from '../contract-messages/contract-messages';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type SaveOutcome<F extends string> =
  { ok: true } | { ok: false; errors: FieldErrors<F>; message: string | null };

const PRICE_RE = /^\d{1,8}([.,]\d{1,2})?$/;
/** '14,50' → 14.5; null when it is not a non-negative amount with at most two decimals. */
export function parsePrice(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  return PRICE_RE.test(t) ? Number(t.replace(',', '.')) : null;
}
/** 14.5 → '14,50' (the Polish way the form shows it). */
export const priceText = (n: number) => n.toFixed(2).replace('.', ',');

/** The first complaint per field: schema (sizes, types) first, then the contract's rules. */
export function fieldErrors<F extends string>(
  schema: { properties: Record<string, TSchema> },
  body: Record<string, unknown>,
  problems: FieldProblem[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, fieldSchema] of Object.entries(schema.properties)) {
    if (body[field] === undefined) continue;
    const [first] = Value.Errors(fieldSchema, body[field]);
    if (first)
      errors[field as F] =
        typeof body[field] === 'string' && (body[field] as string).trim() === ''
          ? deliveryTexts.t('required')
          : first.message;
  }
  for (const p of problems)
    for (const m of p.members) errors[m as F] ??= localizeMessage(p.message);
  return errors;
}

/** A refused save: the server's field messages beside their fields, its message above. */
export function refusedOutcome<F extends string>(error: unknown): SaveOutcome<F> {
  const failure = normalizeError(error);
  const errors: FieldErrors<F> = {};
  for (const v of failure.validationErrors)
    for (const member of v.members) errors[member as F] ??= localizeMessage(v.message);
  return { ok: false, errors, message: localizeMessage(failure.message) };
}
