// @vitest-environment happy-dom
// The newsletter store against the real API host and its SMTP sink: a wrong address is refused at
// the field with the contract's message, a subscription mails a link, the link's token reads the
// subscription, and the confirm and unsubscribe buttons change its state (read again after each).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { NEWSLETTER_MESSAGES } from '@armatura/shared-libs/contracts';
import {
  $newsletterAction,
  answerLink,
  newsletterLink,
  resetNewsletterAction,
  subscribe,
} from './newsletter-store';

let host: TestApiHost;
beforeAll(async () => {
  host = await startTestApiHost({ mail: true });
}, 120_000);
afterAll(() => host?.close());

describe('newsletter store', () => {
  it('refuses a wrong address at the field without calling the API', async () => {
    resetNewsletterAction();
    await subscribe('nie-adres');
    expect($newsletterAction.get()).toEqual({
      status: 'idle',
      message: null,
      fieldError: NEWSLETTER_MESSAGES.email,
    });
  });

  it('subscribes, confirms and unsubscribes through the mailed token', async () => {
    await subscribe('ewa.news@example.pl');
    expect($newsletterAction.get()).toMatchObject({
      status: 'done',
      message: NEWSLETTER_MESSAGES.subscribed,
    });
    const mail = await host.platform.lastMail('ewa.news@example.pl');
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

    await newsletterLink.load(token);
    expect(newsletterLink.$state.get().data).toEqual({
      email: 'ewa.news@example.pl',
      status: 'pending',
    });
    await answerLink(token, 'confirm');
    expect($newsletterAction.get().message).toBe(NEWSLETTER_MESSAGES.confirmed);
    expect(newsletterLink.$state.get().data?.status).toBe('confirmed');
    await answerLink(token, 'unsubscribe');
    expect($newsletterAction.get().message).toBe(NEWSLETTER_MESSAGES.unsubscribed);
    expect(newsletterLink.$state.get().data?.status).toBe('unsubscribed');
  });

  it('reports an unknown link as a 404', async () => {
    await newsletterLink.load('x'.repeat(43));
    expect(newsletterLink.$state.get()).toMatchObject({
      status: 'error',
      errorStatus: 404,
      error: NEWSLETTER_MESSAGES.badLink,
    });
  });
});
