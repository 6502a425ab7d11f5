/**
 * One configuration group as a store: load its Get call into a form, edit field by field, check the
 * form in the browser with the contract's own rules, then send the FULL object to its Update call
 * (issue 13: "each Update sends the full object"). The server's 4xx comes back as field messages
 * (its `validationErrors[].members`) or, when no field is named, as the section's error line.
 *
 * Every group (company, mail, defaults, Tpay, RabbitMQ, delivery) is one `sectionStore(...)` in
 * sections.ts; the screen's sections only render these atoms and call these actions.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { ApiError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/ui';
import { configurationTexts } from './configuration-texts';
import { localizeMessage } from '../contract-messages/contract-messages';

/** Field name → Polish (or English) message. */
export type FieldErrors = Record<string, string>;

export interface SectionStatus {
  phase: 'idle' | 'loading' | 'ready' | 'saving' | 'error';
  /** Load failure (phase 'error') or the last save's message that names no field. */
  error: string | null;
}

export interface SectionDefinition<Answer, Form extends object, Body> {
  load: () => Promise<Answer>;
  save: (body: Body) => Promise<Answer>;
  toForm: (answer: Answer) => Form;
  toBody: (form: Form) => Body;
  /** Browser-side check with the contract's rules; {} when the body may be sent. */
  validate: (form: Form, saved: Answer | null) => FieldErrors;
  /** The server names fields by their path in the body ("address.city"): map one to a form field. */
  fieldOf?: (member: string) => string | null;
}

export interface SectionStore<Answer, Form extends object> {
  $form: WritableAtom<Form | null>;
  $errors: WritableAtom<FieldErrors>;
  $status: WritableAtom<SectionStatus>;
  /** What the server last answered (write-only secrets show their 'set / not set' from it). */
  $saved: ReadableAtom<Answer | null>;
  open(): Promise<void>;
  /** Reads the Get call again into `$saved` only (a status such as RabbitMQ's), keeping the form. */
  refreshSaved(): Promise<void>;
  setField<K extends keyof Form>(field: K, value: Form[K]): void;
  save(): Promise<boolean>;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message
    ? localizeMessage(error.message)
    : configurationTexts.t('loadError');

/** The form fields the server named, and the messages it gave for each. */
export function serverFieldErrors(
  error: unknown,
  fieldOf: (member: string) => string | null,
  fields: readonly string[],
): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const out: FieldErrors = {};
  for (const problem of error.validationErrors) {
    for (const member of problem.members) {
      const field = fieldOf(member);
      // The platform's schema errors read "nip: must match pattern …": keep only the message part.
      const text = problem.message.replace(/^[\w.[\]]+:\s*/, '');
      if (field && fields.includes(field)) out[field] ??= localizeMessage(text);
    }
  }
  return out;
}

const firstSegment = (member: string) => member.split(/[.[]/)[0] ?? null;

export function sectionStore<Answer, Form extends object, Body>(
  definition: SectionDefinition<Answer, Form, Body>,
): SectionStore<Answer, Form> {
  const $form = atom<Form | null>(null);
  const $errors = atom<FieldErrors>({});
  const $status = atom<SectionStatus>({ phase: 'idle', error: null });
  const $saved = atom<Answer | null>(null);
  const fieldOf = definition.fieldOf ?? firstSegment;
  let ticket = 0;

  const show = (answer: Answer) => {
    $saved.set(answer);
    $form.set(definition.toForm(answer));
  };

  async function open(): Promise<void> {
    const mine = ++ticket;
    $status.set({ phase: 'loading', error: null });
    $errors.set({});
    try {
      const answer = await definition.load();
      if (mine !== ticket) return;
      show(answer);
      $status.set({ phase: 'ready', error: null });
    } catch (error) {
      if (mine === ticket) $status.set({ phase: 'error', error: messageOf(error) });
    }
  }

  async function refreshSaved(): Promise<void> {
    try {
      $saved.set(await definition.load());
    } catch (error) {
      notify({ type: 'error', title: messageOf(error) });
    }
  }

  function setField<K extends keyof Form>(field: K, value: Form[K]): void {
    const form = $form.get();
    if (!form) return;
    $form.set({ ...form, [field]: value });
    const errors = $errors.get();
    if (errors[field as string]) {
      const { [field as string]: _fixed, ...rest } = errors;
      $errors.set(rest);
    }
  }

  async function save(): Promise<boolean> {
    const form = $form.get();
    if (!form || $status.get().phase === 'saving') return false;
    const errors = definition.validate(form, $saved.get());
    $errors.set(errors);
    if (Object.keys(errors).length > 0) {
      $status.set({ phase: 'ready', error: null });
      notify({ type: 'error', title: configurationTexts.t('fixFields') });
      return false;
    }
    const mine = ++ticket;
    $status.set({ phase: 'saving', error: null });
    try {
      const answer = await definition.save(definition.toBody(form));
      if (mine !== ticket) return false;
      show(answer);
      $status.set({ phase: 'ready', error: null });
      notify({ type: 'success', title: configurationTexts.t('saved') });
      return true;
    } catch (error) {
      if (mine !== ticket) return false;
      const fromServer = serverFieldErrors(error, fieldOf, Object.keys(form));
      $errors.set(fromServer);
      const unnamed = Object.keys(fromServer).length === 0;
      $status.set({ phase: 'ready', error: unnamed ? messageOf(error) : null });
      notify({
        type: 'error',
        title: unnamed ? messageOf(error) : configurationTexts.t('fixFields'),
      });
      return false;
    }
  }

  return { $form, $errors, $status, $saved, open, refreshSaved, setField, save };
}
