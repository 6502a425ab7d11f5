/**
 * The template edit screen (/kokpit/konfiguracja/powiadomienia/szablon/edytuj/:id): subject and
 * HTML body, checked with the API's own schema before sending; the server sanitises the HTML and
 * refuses placeholders the mail does not know (its field messages land on the fields). A preview
 * with sample data (PreviewEmailTemplate) and a test mail (SendTestEmail; unsaved edits are saved
 * first, since the test sends the stored template).
 */
import { atom } from 'nanostores';
import { Value } from 'typebox/value';
import {
  UpdateEmailTemplateSchema,
  type EmailPreview,
  type EmailTemplateDetails,
} from '@armatura/shared-libs/contracts';
import { normalizeError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/ui';
import { mailTemplatesTexts } from '../texts/mail-templates-texts';
import { templatesApi } from './templates-api';
import { localizeMessage } from '../texts/contract-messages';

export interface TemplateForm {
  subject: string;
  bodyHtml: string;
}
export type TemplateField = keyof TemplateForm;
export type TemplateErrors = Partial<Record<TemplateField, string>>;

export interface TemplateEditState {
  status: 'loading' | 'ready' | 'error' | 'saving';
  id: number | null;
  template: EmailTemplateDetails | null;
  form: TemplateForm;
  /** The form differs from what is stored. */
  dirty: boolean;
  errors: TemplateErrors;
  loadError: string | null;
  preview: EmailPreview | null;
  previewing: boolean;
  testTo: string;
  testError: string | null;
  sending: boolean;
}

const INITIAL: TemplateEditState = {
  status: 'loading',
  id: null,
  template: null,
  form: { subject: '', bodyHtml: '' },
  dirty: false,
  errors: {},
  loadError: null,
  preview: null,
  previewing: false,
  testTo: '',
  testError: null,
  sending: false,
};
export const $templateEdit = atom<TemplateEditState>(INITIAL);

const t = mailTemplatesTexts.t;
const patch = (p: Partial<TemplateEditState>) =>
  $templateEdit.set({ ...$templateEdit.get(), ...p });

/** Field → message for what the contract refuses (empty or too long). */
export function validateTemplate(form: TemplateForm): TemplateErrors {
  const errors: TemplateErrors = {};
  for (const field of ['subject', 'bodyHtml'] as const) {
    // Blank is empty: the server trims the subject and sanitises the body.
    if (form[field].trim() === '') {
      errors[field] = t('required');
      continue;
    }
    const [first] = Value.Errors(UpdateEmailTemplateSchema.properties[field], form[field]);
    if (!first) continue;
    errors[field] = t('tooLong');
  }
  return errors;
}

/** The server's field messages (validationErrors.members) on the fields; its message otherwise. */
function serverErrors(error: unknown): { message: string; errors: TemplateErrors } {
  const failure = normalizeError(error);
  const errors: TemplateErrors = {};
  for (const v of failure.validationErrors)
    for (const member of v.members ?? [])
      if (member === 'subject' || member === 'bodyHtml')
        errors[member] ??= localizeMessage(v.message);
  return { message: localizeMessage(failure.message), errors };
}

export async function openTemplate(id: number | null): Promise<void> {
  $templateEdit.set({ ...INITIAL, id, testTo: $templateEdit.get().testTo });
  if (!id) {
    patch({ status: 'error', loadError: t('loadError') });
    return;
  }
  try {
    const template = await templatesApi.get(id);
    if ($templateEdit.get().id !== id) return;
    patch({
      status: 'ready',
      template,
      form: { subject: template.subject, bodyHtml: template.bodyHtml },
      preview: template.preview,
    });
  } catch (error) {
    if ($templateEdit.get().id === id)
      patch({ status: 'error', loadError: localizeMessage(normalizeError(error).message) });
  }
}

export function editTemplate(change: Partial<TemplateForm>): void {
  const state = $templateEdit.get();
  const errors = { ...state.errors };
  for (const key of Object.keys(change) as TemplateField[]) delete errors[key];
  patch({ form: { ...state.form, ...change }, errors, dirty: true });
}

/** Saves the edit; true when stored (the preview then shows the stored version). */
export async function saveTemplate(): Promise<boolean> {
  const state = $templateEdit.get();
  if (!state.id || state.status !== 'ready') return false;
  const errors = validateTemplate(state.form);
  if (Object.keys(errors).length) {
    patch({ errors });
    notify({ type: 'error', title: t('fixErrors') });
    return false;
  }
  patch({ status: 'saving' });
  try {
    const template = await templatesApi.update({ id: state.id, ...state.form });
    patch({
      status: 'ready',
      template,
      form: { subject: template.subject, bodyHtml: template.bodyHtml },
      dirty: false,
      errors: {},
      preview: template.preview,
    });
    notify({ type: 'success', title: t('saved') });
    return true;
  } catch (error) {
    const { message, errors: fieldErrors } = serverErrors(error);
    patch({ status: 'ready', errors: fieldErrors });
    notify({ type: 'error', title: message });
    return false;
  }
}

/** Renders the form as it is now (not yet saved) with sample data. */
export async function refreshPreview(): Promise<void> {
  const state = $templateEdit.get();
  if (!state.id) return;
  const errors = validateTemplate(state.form);
  if (Object.keys(errors).length) {
    patch({ errors });
    return;
  }
  patch({ previewing: true });
  try {
    const preview = await templatesApi.preview({ id: state.id, ...state.form });
    patch({ preview, previewing: false });
  } catch (error) {
    const { message, errors: fieldErrors } = serverErrors(error);
    patch({ previewing: false, errors: fieldErrors });
    notify({ type: 'error', title: message });
  }
}

export const setTestRecipient = (testTo: string) => patch({ testTo, testError: null });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sends the stored template with sample data to `testTo` (saving unsaved edits first). */
export async function sendTestMail(): Promise<boolean> {
  const state = $templateEdit.get();
  const to = state.testTo.trim();
  if (!state.id) return false;
  if (!EMAIL.test(to)) {
    patch({ testError: t('badEmail') });
    return false;
  }
  if (state.dirty && !(await saveTemplate())) return false;
  patch({ sending: true, testError: null });
  try {
    await templatesApi.sendTest(to, state.id);
    patch({ sending: false });
    notify({ type: 'success', title: t('testSent', { to }) });
    return true;
  } catch (error) {
    const message = localizeMessage(normalizeError(error).message);
    patch({ sending: false, testError: message });
    notify({ type: 'error', title: message });
    return false;
  }
}
