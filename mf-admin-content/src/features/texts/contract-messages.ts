/**
 * The contracts' messages (Polish, the same the API answers) as texts of their own namespace
 * ('content-messages'): a message from a `…Problems` check or from the server is found by its
 * Polish text and shown in the UI's language by `localizeMessage`; an unknown one stays as it came.
 * The static block rules have no constants in the contract, so their wording is copied here
 * (texts.test.ts checks every message `staticBlockProblems` gives is known).
 */
import {
  BLOG_MESSAGES,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGES,
  NEWSLETTER_MESSAGES,
} from '@armatura/shared-libs/contracts';
import { messageLocalizer, prefixed, registerTexts } from '@armatura/shared-libs/i18n';

const messagesPl = {
  ...prefixed('blog.', BLOG_MESSAGES),
  ...prefixed('contact.', CONTACT_MESSAGES),
  ...prefixed('newsletter.', NEWSLETTER_MESSAGES),
  'block.slugRequired': 'Podaj adres strony (np. o-nas).',
  'block.slugPageOnly': 'Adres mają tylko bloki kategorii „Strona”.',
  'block.slugReserved': 'Adres „{slug}” jest zajęty przez stronę sklepu.',
  'block.brandRequired': 'Wybierz markę, której dotyczy blok.',
};
export type ContractMessageKey = keyof typeof messagesPl;

const messagesEn: Record<ContractMessageKey, string> = {
  'blog.notFound': 'The post was not found.',
  'blog.imageNotFound': 'The photo was not found.',
  'blog.categoryNotFound': 'The blog category was not found.',
  'blog.slugTaken': 'A post with this address (slug) already exists.',
  'blog.noFile': 'Attach an image file (the file field).',
  'contact.name': 'Enter your full name.',
  'contact.email': 'Enter a valid e-mail address.',
  'contact.phone': 'Enter a valid phone number.',
  'contact.subject': 'Enter the subject of the message.',
  'contact.message': `The message must have at least ${CONTACT_MESSAGE_MIN} characters.`,
  'contact.consent': 'Your consent to the processing of your data is required for us to answer.',
  'contact.invalid': 'The form has errors.',
  'contact.tooFast': 'The form was sent too quickly. Wait a moment and try again.',
  'contact.expired': 'The form has expired. Refresh the page and send the message again.',
  'contact.sent': 'Thank you for your message. We will answer as soon as we can.',
  'contact.notFound': 'The message was not found.',
  'newsletter.email': 'Enter a valid e-mail address.',
  'newsletter.subscribed':
    'Thank you! If the address was not subscribed yet, we have sent it a link to confirm the subscription.',
  'newsletter.confirmed': 'Your newsletter subscription has been confirmed.',
  'newsletter.unsubscribed': 'The address has been unsubscribed from the newsletter.',
  'newsletter.badLink': 'The link is invalid or out of date.',
  'newsletter.needEmailOrToken': 'Enter an e-mail address or the token from the confirmation link.',
  'block.slugRequired': 'Enter the page address (e.g. about-us).',
  'block.slugPageOnly': 'Only blocks of the “Page” category have an address.',
  'block.slugReserved': 'The address “{slug}” is taken by a page of the shop.',
  'block.brandRequired': 'Choose the brand the block is about.',
};

export const contractMessagesPl: Readonly<Record<ContractMessageKey, string>> = messagesPl;
export const contractMessagesEn: Readonly<Record<ContractMessageKey, string>> = messagesEn;
export const contractMessages = registerTexts<ContractMessageKey>('content-messages', {
  pl: messagesPl,
  en: messagesEn,
});

/** A contract's or the server's Polish message in the current language (unknown: as it came). */
export const localizeMessage = messageLocalizer(contractMessages, messagesPl);
