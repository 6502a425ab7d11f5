/**
 * The /newsletter screen: subscribe an address (a confirmation link is mailed), or — opened from
 * that link (?token=…) — show the subscription and confirm it, or with action=unsubscribe cancel it.
 * Nothing changes on opening the link: the person presses the button (mail scanners open links).
 */
import { atom } from 'nanostores';
import { createResource, normalizeError } from '@armatura/shared-libs/http';
import { newsletterEmailProblem } from '@armatura/shared-libs/contracts';
import { fetchNewsletterByToken, subscribeNewsletter, unsubscribeNewsletter } from './api';
import { localizeMessage } from '../texts/contract-messages';

export interface NewsletterActionState {
  status: 'idle' | 'sending' | 'done' | 'error';
  /** The server's message (success or failure), in the UI's language when the texts know it. */
  message: string | null;
  /** A wrong address: shown at the field. */
  fieldError: string | null;
}

const IDLE: NewsletterActionState = { status: 'idle', message: null, fieldError: null };
export const $newsletterAction = atom<NewsletterActionState>(IDLE);
export const newsletterLink = createResource(fetchNewsletterByToken);

export const resetNewsletterAction = () => $newsletterAction.set(IDLE);

async function act(call: () => Promise<{ message: string }>): Promise<void> {
  if ($newsletterAction.get().status === 'sending') return;
  $newsletterAction.set({ status: 'sending', message: null, fieldError: null });
  try {
    const { message } = await call();
    $newsletterAction.set({ status: 'done', message: localizeMessage(message), fieldError: null });
  } catch (error) {
    $newsletterAction.set({
      status: 'error',
      message: localizeMessage(normalizeError(error).message),
      fieldError: null,
    });
  }
}

export async function subscribe(email: string): Promise<void> {
  const problem = newsletterEmailProblem(email);
  if (problem) {
    $newsletterAction.set({ status: 'idle', message: null, fieldError: localizeMessage(problem) });
    return;
  }
  await act(() => subscribeNewsletter({ email: email.trim() }));
}

/** Confirm (Subscribe {token}) or cancel (Unsubscribe {token}); the link's state is read again. */
export async function answerLink(token: string, action: 'confirm' | 'unsubscribe'): Promise<void> {
  await act(() =>
    action === 'confirm' ? subscribeNewsletter({ token }) : unsubscribeNewsletter(token),
  );
  if ($newsletterAction.get().status === 'done') await newsletterLink.reload();
}
