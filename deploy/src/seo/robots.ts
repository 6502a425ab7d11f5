// GET /robots.txt: crawl the storefront, not what is personal, behind a sign-in or a link, nor the
// API (routes.tsv: /kokpit is the back office and account area, /user the sign-in screens, /koszyk
// the cart and checkout, /zamowienia the order links from e-mails). Search-state query strings
// (term, filters, sort, page size) are left out: they make endless copies of the listings; the page
// number (`current`) stays crawlable, it is part of a listing's canonical URL.
import type { FastifyInstance } from 'fastify';
import { requestOrigin } from './request-site.js';

export const DISALLOWED = [
  '/kokpit',
  '/user/',
  '/koszyk',
  '/zamowienia/',
  '/kontrakty',
  '/ulubione',
  '/newsletter',
  '/error',
  '/api/',
  '/AbpUserConfiguration/',
  '/swagger',
  '/*?*q=',
  '/*?*filters',
  '/*?*sort',
  '/*?*size=',
] as const;

export function robotsTxt(origin: string | null): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`)];
  // The Sitemap line must be absolute; a Host header that is no host name gets none.
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

export function registerRobots(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(requestOrigin(request))),
  );
}
