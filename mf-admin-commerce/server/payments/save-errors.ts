// Turns a refused save (delivery or payment) into the 4xx the back office shows beside its field.
import { notFound, validationError, type ValidationErrorInfo } from '@armatura/shared-libs/server';
import { DELIVERY_MESSAGES } from '@armatura/shared-libs/contracts';
import type { SaveResult } from '../delivery/write-repository.js';

type Refused = Extract<SaveResult, { ok: false }>;

/** Field problems of the contract's check → a 400 with ABP validationErrors. */
export function refuseProblems(problems: ValidationErrorInfo[]) {
  if (problems.length) throw validationError(DELIVERY_MESSAGES.invalid, problems);
}

export function refusal(
  result: Refused,
  opts: { notFound: string; linksMember: string; linksMessage: string },
): Error {
  if (result.problem === 'notFound') return notFound(opts.notFound);
  if (result.problem === 'codeTaken')
    return validationError(DELIVERY_MESSAGES.invalid, [
      { message: DELIVERY_MESSAGES.codeTaken, members: ['code'] },
    ]);
  const missing = result.problem === 'missing' ? result.missing.join(', ') : '';
  return validationError(DELIVERY_MESSAGES.invalid, [
    { message: `${opts.linksMessage} (${missing})`, members: [opts.linksMember] },
  ]);
}
