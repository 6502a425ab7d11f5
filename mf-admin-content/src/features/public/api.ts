/**
 * The public content calls. Every call is `silent`: a failure rejects (no toast), so the screen shows
 * its own not-found or error state. Types come from the one contract per API.
 */
import { appUrl, get, post } from '@armatura/shared-libs/http';
import type {
  BlogCategory,
  BlogPage,
  BlogPostDetails,
  ContactFormToken,
  ContactSend,
  NewsletterByToken,
  NewsletterMessage,
  PublicPage,
} from '@armatura/shared-libs/contracts';

const silent = { silent: true } as const;

export const fetchPage = (slug: string) =>
  get<PublicPage>(appUrl('StaticBlocks/GetPage'), { slug }, silent);

export const fetchBlogCategories = () =>
  get<BlogCategory[]>(appUrl('Blog/GetCategories'), undefined, silent);

export const fetchBlogPage = (q: {
  categorySlug?: string;
  skipCount: number;
  maxResultCount: number;
}) => get<BlogPage>(appUrl('Blog/GetAll'), q, silent);

export const fetchBlogPost = (id: number) =>
  get<BlogPostDetails>(appUrl('Blog/Get'), { id }, silent);

export const fetchNewsletterByToken = (token: string) =>
  get<NewsletterByToken>(appUrl('Newsletter/GetNewsletterByToken'), { token }, silent);

export const subscribeNewsletter = (body: { email: string } | { token: string }) =>
  post<NewsletterMessage>(appUrl('Newsletter/Subscribe'), body, silent);

export const unsubscribeNewsletter = (token: string) =>
  post<NewsletterMessage>(appUrl('Newsletter/Unsubscribe'), { token }, silent);

export const fetchContactFormToken = () =>
  get<ContactFormToken>(appUrl('Contacts/GetFormToken'), undefined, silent);

export const sendContactMessage = (body: ContactSend) =>
  post<{ message: string }>(appUrl('Contacts/SendMessage'), body, silent);
