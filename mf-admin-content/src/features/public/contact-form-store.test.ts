// @vitest-environment happy-dom
// The contact form store against the real API host: the contract's Polish messages before any
// request, the server's refusal of a form sent sooner than a person could fill it, then the message
// stored with what the person typed (and a bot's honeypot answer kept nowhere).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { CONTACT_MESSAGES, CONTACT_MIN_FILL_SECONDS } from '@armatura/shared-libs/contracts';
import { sql } from '@armatura/shared-libs/server';
import {
  $contactDraft,
  $contactForm,
  openContactForm,
  sendContactForm,
  setContactField,
} from './contact-form-store';

let host: TestApiHost;
beforeAll(async () => {
  host = await startTestApiHost();
}, 120_000);
afterAll(() => host?.close());

const fill = (email: string) => {
  setContactField('name', 'Anna Nowak');
  setContactField('email', email);
  setContactField('phone', '');
  setContactField('subject', 'Dostawa');
  setContactField('message', 'Czy wysyłacie do Gdańska jeszcze dziś?');
  setContactField('consent', true);
};
const storedFrom = async (email: string) =>
  (
    await sql<{ phone: string | null; subject: string }>`
      select phone, subject from content.contacts where email = ${email}`.execute(
      host.platform.ctx.db,
    )
  ).rows;
const waitFillTime = () => new Promise((r) => setTimeout(r, CONTACT_MIN_FILL_SECONDS * 1000 + 200));

describe('contact form store', () => {
  it('shows the Polish field messages and sends nothing when the form is wrong', async () => {
    openContactForm();
    setContactField('email', 'nie-adres');
    await sendContactForm();
    const state = $contactForm.get();
    expect(state.status).toBe('error');
    expect(state.message).toBe(CONTACT_MESSAGES.invalid);
    expect(state.fieldErrors).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      subject: CONTACT_MESSAGES.subject,
      message: CONTACT_MESSAGES.message,
      consent: CONTACT_MESSAGES.consent,
    });
    // Typing in a field clears its message only.
    setContactField('name', 'Anna');
    expect(Object.keys($contactForm.get().fieldErrors)).not.toContain('name');
    expect(Object.keys($contactForm.get().fieldErrors)).toContain('email');
  });

  it('is refused when sent too fast, then sent after the fill time', async () => {
    openContactForm();
    fill('anna.szybka@example.pl');
    await sendContactForm();
    expect($contactForm.get()).toMatchObject({
      status: 'error',
      message: CONTACT_MESSAGES.tooFast,
    });
    expect(await storedFrom('anna.szybka@example.pl')).toEqual([]);

    await waitFillTime();
    await sendContactForm();
    expect($contactForm.get()).toMatchObject({ status: 'sent', message: CONTACT_MESSAGES.sent });
    expect(await storedFrom('anna.szybka@example.pl')).toEqual([
      { phone: null, subject: 'Dostawa' },
    ]);
    // A new form starts empty.
    openContactForm();
    expect($contactDraft.get().name).toBe('');
  }, 20_000);

  it('keeps nothing when the honeypot is filled, yet answers as to a person', async () => {
    openContactForm();
    fill('bot@example.pl');
    setContactField('website', 'http://spam.example');
    await waitFillTime();
    await sendContactForm();
    expect($contactForm.get()).toMatchObject({ status: 'sent', message: CONTACT_MESSAGES.sent });
    expect(await storedFrom('bot@example.pl')).toEqual([]);
  }, 20_000);
});
