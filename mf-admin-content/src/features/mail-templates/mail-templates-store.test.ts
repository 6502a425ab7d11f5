// @vitest-environment happy-dom
// The templates list and edit stores against the real API host: paging and filters reach the
// server, a form the contract refuses never does, the server's placeholder check lands on its
// field, a saved edit shows in the preview, and a test mail without SMTP says why.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { clearNotices } from '@armatura/shared-libs/notices';
import { $session, removeAuthAndUserCookies, signIn } from '@armatura/shared-libs/session';
import { templateList } from './templates-list-store';
import {
  $templateEdit,
  editTemplate,
  openTemplate,
  refreshPreview,
  saveTemplate,
  sendTestMail,
  setTestRecipient,
} from './template-edit-store';

let host: TestApiHost;
beforeAll(async () => {
  host = await startTestApiHost();
}, 240_000);
afterAll(() => host?.close());
beforeEach(() => {
  removeAuthAndUserCookies();
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null });
  clearNotices();
});

const signInAsStaff = () =>
  signIn({ userNameOrEmailAddress: 'tresci', password: DEMO_PASSWORD, rememberMe: false });

describe('mail templates in the back office', () => {
  it('pages the list 5 at a time and filters by language and code on the server', async () => {
    await signInAsStaff();
    await templateList.load();
    expect(templateList.$state.get()).toMatchObject({ status: 'ready', totalCount: 28 });
    expect(templateList.$state.get().rows).toHaveLength(5);
    await templateList.change({ culture: 'en', filter: 'OrderConfirmation' });
    expect(templateList.$state.get().rows).toEqual([
      expect.objectContaining({ code: 'OrderConfirmation', culture: 'en' }),
    ]);
  });

  it('refuses an empty subject locally, shows the server’s placeholder message on the body, then saves', async () => {
    await signInAsStaff();
    await templateList.change({ culture: 'pl', filter: 'ContactAcknowledgement' });
    const id = templateList.$state.get().rows[0]!.id;
    await openTemplate(id);
    expect($templateEdit.get()).toMatchObject({ status: 'ready', dirty: false });
    expect($templateEdit.get().preview?.subject).toBe('Otrzymaliśmy Twoją wiadomość – Armatura');

    editTemplate({ subject: '  ' });
    expect(await saveTemplate()).toBe(false);
    expect($templateEdit.get().errors.subject).toBe('To pole jest wymagane.');

    editTemplate({ subject: 'Dziękujemy', bodyHtml: '<p>Dzień dobry {{orderNumber}}</p>' });
    expect(await saveTemplate()).toBe(false);
    expect($templateEdit.get().errors.bodyHtml).toContain('{{orderNumber}}');

    editTemplate({ bodyHtml: '<p>Dziękujemy za wiadomość!</p><script>alert(1)</script>' });
    await refreshPreview();
    expect($templateEdit.get().preview?.html).toBe('<p>Dziękujemy za wiadomość!</p>');
    expect(await saveTemplate()).toBe(true);
    expect($templateEdit.get()).toMatchObject({
      dirty: false,
      form: { subject: 'Dziękujemy', bodyHtml: '<p>Dziękujemy za wiadomość!</p>' },
    });
  });

  it('checks the test address and says why a test mail was not sent', async () => {
    await signInAsStaff();
    await templateList.change({ culture: 'pl', filter: 'GeneratedPassword' });
    await openTemplate(templateList.$state.get().rows[0]!.id);
    setTestRecipient('to nie adres');
    expect(await sendTestMail()).toBe(false);
    expect($templateEdit.get().testError).toBe('Podaj poprawny adres e-mail.');
    setTestRecipient('test@example.pl');
    expect(await sendTestMail()).toBe(false);
    expect($templateEdit.get().testError).toMatch(/nie jest skonfigurowana/);
  });
});
