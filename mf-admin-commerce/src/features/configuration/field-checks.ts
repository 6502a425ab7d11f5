/**
 * The browser's check of a configuration body, with the server's own rules: each property against
 * its TypeBox schema from the contract (a generic message per failed keyword), then the contract's
 * `…Problems` functions (NIP, REGON and IBAN checksums, e-mail, SMTP host, Tpay, RabbitMQ URL), whose
 * Polish messages are exactly what the API answers. An empty required field says "required".
 */
import type { TObject } from 'typebox';
import { Value } from 'typebox/value';
import type { FieldProblem } from '@armatura/shared-libs/contracts';
import { configurationTexts, type ConfigurationTextKey } from './configuration-texts';
import type { FieldErrors } from './section-store';
import { localizeMessage } from '../contract-messages/contract-messages';

type ErrorLike = { keyword: string; params: Record<string, unknown> };

function schemaMessage(field: string, value: unknown, error: ErrorLike): string {
  const t = (key: ConfigurationTextKey) =>
    configurationTexts.t(key, { limit: String(error.params.limit ?? '') });
  if (typeof value === 'string' && !value.trim() && error.keyword === 'minLength')
    return t('vRequired');
  if (error.keyword === 'maxLength') return t('vMaxLength');
  if (field === 'currency') return t('vCurrency');
  if (field === 'prefix') return t('vPrefix');
  if (['type', 'minimum', 'maximum', 'multipleOf'].includes(error.keyword)) return t('vRange');
  return t('vInvalid');
}

/** Field → message for everything the Update call would refuse ({} = send it). */
export function checkBody(
  schema: TObject,
  body: Record<string, unknown>,
  problems: FieldProblem[],
): FieldErrors {
  const errors: FieldErrors = {};
  const required = new Set<string>();
  const mandatory = new Set(schema.required ?? []);
  for (const [field, property] of Object.entries(schema.properties)) {
    // An optional property left out (a write-only secret kept as stored) is valid.
    if (body[field] === undefined && !mandatory.has(field)) continue;
    const [first] = Value.Errors(property, body[field]);
    if (!first) continue;
    errors[field] = schemaMessage(field, body[field], first as ErrorLike);
    if (errors[field] === configurationTexts.t('vRequired')) required.add(field);
  }
  // The contract's message is the precise one (e.g. the NIP checksum), unless the field is empty.
  for (const problem of problems)
    for (const member of problem.members)
      if (!required.has(member)) errors[member] = localizeMessage(problem.message);
  return errors;
}
