// The shell's layout rendered into the page (issue 16): the host imports the shell's Node build
// (shell/dist-server/render-shell.mjs, made by `npm run build -w shell`) and renders it for an
// anonymous visitor, so the header, menu and footer paint with the HTML; the shell hydrates them.
// A build without the file, or a render that throws, leaves the page as the shell alone renders
// it: nothing the page needs depends on this.
import type { FastifyRequest } from 'fastify';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SizeClass } from '@armatura/shared-libs/constants';
import type { UserConfiguration } from '@armatura/shared-libs/contracts';
import type { RouteState } from '@armatura/shared-libs/routing';
import { COOKIE_NAMES } from '@armatura/shared-libs/constants';
import { allTextsLoaded } from '@armatura/shared-libs/i18n';

/** A page's route as the shell matches it. */
export type PageRoute = RouteState;

type ShellInput = {
  path: string;
  search: string;
  remotes: Readonly<Record<string, unknown>>;
  session: UserConfiguration;
  currency: string | null;
  sizeClass: SizeClass;
};

/** The shell's server entry (shell/src/server-render/render-shell.tsx), as far as the host uses it. */
export type ShellServerBuild = {
  shellRoute: (input: ShellInput) => PageRoute | null;
  renderShell: (input: ShellInput & { mainHtml: string; mainFrom?: string }) => string | null;
};

/**
 * A phone or a tablet held upright: the client hint Chromium sends (Sec-CH-UA-Mobile), else the
 * user agent's "Mobi"/"Android". The page is rendered for the narrowest or the widest layout; a
 * wrong guess costs one more render of the parts that differ, never a broken page.
 */
export function deviceSizeClass(request: FastifyRequest): SizeClass {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'xs';
  if (hint === '?0') return 'lg';
  return /Mobi|Android/i.test(request.headers['user-agent'] ?? '') ? 'xs' : 'lg';
}

/**
 * Loads a Node build (an ES module file), again whenever the file changes (a new build); resolves
 * to undefined while the file is missing or does not load: the page is then served without it.
 */
export function nodeBuildLoader<M>(file: string) {
  let loaded: { version: number; module: Promise<M | undefined> } | undefined;
  return (request: FastifyRequest): Promise<M | undefined> => {
    let version: number;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(undefined); // not built
    }
    if (loaded?.version !== version) {
      const url = `${pathToFileURL(file).href}?v=${version}`;
      // A build's texts in other languages load on demand (i18n/store.ts): all there before it renders.
      const imported = (import(url) as Promise<M>).then(async (m) => {
        await allTextsLoaded();
        return m;
      });
      const module = imported.catch((err: unknown) => {
        request.log.error({ err, file }, 'page start: a server build does not load');
        return undefined;
      });
      loaded = { version, module };
    }
    return loaded.module;
  };
}

/** The shell's Node build (shell/dist-server/render-shell.mjs, made by `npm run build -w shell`). */
export const shellRenderer = (root: string) =>
  nodeBuildLoader<ShellServerBuild>(join(root, 'shell', 'dist-server', 'render-shell.mjs'));

/** The request's path and query as the shell's router reads them. */
export function requestLocation(request: FastifyRequest): { path: string; search: string } {
  const [path = '/', query] = request.url.split('?', 2);
  return { path, search: query ? `?${query}` : '' };
}

export const currencyCookie = (request: FastifyRequest): string | null =>
  request.cookies?.[COOKIE_NAMES.currency] ?? null;
