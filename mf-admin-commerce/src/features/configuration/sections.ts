/**
 * The six configuration groups of /kokpit/konfiguracja/globalna as section stores (section-store.ts),
 * plus what only one group needs: the mail group's test message (the content domain's
 * Email/SendTestEmail) and the delivery group's list of methods (Delivery/GetAll).
 */
import { atom } from 'nanostores';
import type { ConnectionTestResult, DeliveryMethod } from '@armatura/shared-libs/contracts';
import { notify } from '@armatura/shared-libs/ui';
import { configurationApi as api } from './configuration-api';
import { configurationTexts } from './configuration-texts';
import { companyForm, defaultForm, deliveryForm, mailForm, rabbitForm, tpayForm } from './forms';
import { sectionStore } from './section-store';
import { localizeMessage } from '../contract-messages/contract-messages';

export const companySection = sectionStore({
  load: api.company,
  save: api.updateCompany,
  ...companyForm,
});
export const mailSection = sectionStore({ load: api.mail, save: api.updateMail, ...mailForm });
export const defaultSection = sectionStore({
  load: api.defaults,
  save: api.updateDefaults,
  ...defaultForm,
});
export const tpaySection = sectionStore({ load: api.tpay, save: api.updateTpay, ...tpayForm });
export const rabbitSection = sectionStore({
  load: api.rabbit,
  save: api.updateRabbit,
  ...rabbitForm,
});
export const deliverySection = sectionStore({
  load: api.delivery,
  save: api.updateDelivery,
  ...deliveryForm,
});

export const SECTIONS = {
  company: companySection,
  mail: mailSection,
  default: defaultSection,
  tpay: tpaySection,
  rabbit: rabbitSection,
  delivery: deliverySection,
} as const;
export type SectionId = keyof typeof SECTIONS;

// ---- delivery methods (the default-method choice) ----------------------------------------
export interface MethodsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: DeliveryMethod[];
}
export const $deliveryMethods = atom<MethodsState>({ status: 'idle', items: [] });

export async function loadDeliveryMethods(): Promise<void> {
  $deliveryMethods.set({ status: 'loading', items: $deliveryMethods.get().items });
  try {
    const page = await api.deliveryMethods();
    $deliveryMethods.set({ status: 'ready', items: page.items });
  } catch {
    // Without Pages.Delivery (or on a failure) the choice keeps the saved method; the server
    // still checks that the method exists and is active.
    $deliveryMethods.set({ status: 'error', items: [] });
  }
}

// ---- the test mail -------------------------------------------------------------------------
export interface TestMailState {
  to: string;
  phase: 'idle' | 'sending';
  /** The refusal (the content domain's 4xx message) or a bad address. */
  error: string | null;
  /** The address of the last message sent. */
  sentTo: string | null;
}
export const $testMail = atom<TestMailState>({ to: '', phase: 'idle', error: null, sentTo: null });

export function setTestMailTo(to: string): void {
  $testMail.set({ ...$testMail.get(), to, error: null });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export async function sendTestMail(): Promise<boolean> {
  const state = $testMail.get();
  const to = state.to.trim();
  if (state.phase === 'sending') return false;
  if (!EMAIL.test(to)) {
    $testMail.set({ ...state, error: configurationTexts.t('testMailBadAddress') });
    return false;
  }
  $testMail.set({ ...state, phase: 'sending', error: null, sentTo: null });
  try {
    await api.sendTestEmail(to);
    $testMail.set({ ...$testMail.get(), phase: 'idle', sentTo: to });
    notify({ type: 'success', title: configurationTexts.t('testMailSent', { to }) });
    return true;
  } catch (error) {
    const message =
      error instanceof Error && error.message
        ? localizeMessage(error.message)
        : configurationTexts.t('loadError');
    $testMail.set({ ...$testMail.get(), phase: 'idle', error: message });
    notify({ type: 'error', title: message });
    return false;
  }
}

// ---- the RabbitMQ connection test ---------------------------------------------------------
export interface RabbitTestState {
  phase: 'idle' | 'testing';
  result: ConnectionTestResult | null;
}
export const $rabbitTest = atom<RabbitTestState>({ phase: 'idle', result: null });

/** Tries the settings as typed (not saved: TestRabbitConnection), then reads the relay's state. */
export async function testRabbitConnection(): Promise<boolean> {
  const form = rabbitSection.$form.get();
  if (!form || $rabbitTest.get().phase === 'testing') return false;
  const errors = rabbitForm.validate(form);
  rabbitSection.$errors.set(errors);
  if (Object.keys(errors).length > 0) {
    $rabbitTest.set({ phase: 'idle', result: null });
    return false;
  }
  $rabbitTest.set({ phase: 'testing', result: null });
  let result: ConnectionTestResult;
  try {
    result = await api.testRabbit(rabbitForm.toBody(form));
  } catch (error) {
    const message =
      error instanceof Error && error.message
        ? localizeMessage(error.message)
        : configurationTexts.t('loadError');
    result = { ok: false, message };
  }
  $rabbitTest.set({ phase: 'idle', result });
  await rabbitSection.refreshSaved();
  return result.ok;
}

/** Opens the screen: every group's Get call and the delivery methods, side by side. */
export async function openConfiguration(): Promise<void> {
  await Promise.all([
    ...Object.values(SECTIONS).map((section) => section.open()),
    loadDeliveryMethods(),
  ]);
  $rabbitTest.set({ phase: 'idle', result: null });
  $testMail.set({ ...$testMail.get(), error: null, sentTo: null });
}
