/**
 * The contact form: a form token is fetched when the form opens (the server refuses a message sent
 * sooner than CONTACT_MIN_FILL_SECONDS after it — a bot's speed), the fields are checked with the
 * contract's contactProblems (the same Polish messages as the server), then Contacts/SendMessage.
 */
import { atom } from 'nanostores';
import { normalizeError } from '@armatura/shared-libs/http';
import { contactProblems, CONTACT_MESSAGES } from '@armatura/shared-libs/contracts';
import { fetchContactFormToken, sendContactMessage } from './api';
import { localizeMessage } from '../texts/contract-messages';

export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consent: boolean;
  /** The honeypot: people never see it, so it stays empty unless a bot fills it. */
  website: string;
}

export interface ContactFormState {
  status: 'idle' | 'sending' | 'sent' | 'error';
  /** Field → Polish message. */
  fieldErrors: Partial<Record<keyof ContactDraft, string>>;
  /** The server's answer: the thank-you text or why it failed. */
  message: string | null;
}

const EMPTY: ContactDraft = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  consent: false,
  website: '',
};

export const $contactDraft = atom<ContactDraft>({ ...EMPTY });
export const $contactForm = atom<ContactFormState>({
  status: 'idle',
  fieldErrors: {},
  message: null,
});
let formToken: Promise<string> | null = null;

/** A fresh form (on opening the screen, and after a message was sent). */
export function openContactForm(): void {
  $contactDraft.set({ ...EMPTY });
  $contactForm.set({ status: 'idle', fieldErrors: {}, message: null });
  refreshToken();
}

function refreshToken(): void {
  formToken = fetchContactFormToken().then((r) => r.formToken);
  formToken.catch(() => undefined); // reported when sending
}

export function setContactField<K extends keyof ContactDraft>(key: K, value: ContactDraft[K]) {
  $contactDraft.set({ ...$contactDraft.get(), [key]: value });
  const errors = $contactForm.get().fieldErrors;
  if (errors[key]) {
    const rest = { ...errors };
    delete rest[key];
    $contactForm.set({ ...$contactForm.get(), fieldErrors: rest });
  }
}

export async function sendContactForm(): Promise<void> {
  if ($contactForm.get().status === 'sending') return;
  const draft = $contactDraft.get();
  const problems = contactProblems(draft);
  if (problems.length) {
    const fieldErrors: ContactFormState['fieldErrors'] = {};
    for (const p of problems)
      for (const m of p.members)
        fieldErrors[m as keyof ContactDraft] ??= localizeMessage(p.message);
    $contactForm.set({
      status: 'error',
      fieldErrors,
      message: localizeMessage(CONTACT_MESSAGES.invalid),
    });
    return;
  }
  $contactForm.set({ status: 'sending', fieldErrors: {}, message: null });
  try {
    const token = await (formToken ?? Promise.reject(new Error(CONTACT_MESSAGES.expired)));
    const { message } = await sendContactMessage({
      name: draft.name.trim(),
      email: draft.email.trim(),
      phone: draft.phone.trim() || null,
      subject: draft.subject.trim(),
      message: draft.message.trim(),
      consent: draft.consent,
      formToken: token,
      ...(draft.website ? { website: draft.website } : {}),
    });
    $contactForm.set({ status: 'sent', fieldErrors: {}, message: localizeMessage(message) });
  } catch (error) {
    const failure = normalizeError(error);
    const fieldErrors: ContactFormState['fieldErrors'] = {};
    for (const v of failure.validationErrors)
      for (const m of v.members)
        fieldErrors[m as keyof ContactDraft] ??= localizeMessage(v.message);
    $contactForm.set({ status: 'error', fieldErrors, message: localizeMessage(failure.message) });
    // An expired form cannot be sent again: the next try gets a fresh token.
    if (failure.message === CONTACT_MESSAGES.expired) refreshToken();
  }
}
