import { describe, expect, it } from 'vitest';
import type { RemoteSurface, SurfaceRoute } from '@armatura/shared-libs/federation';
import { composeRoutes } from './compose';
import { matchRoute } from './match';
import { REMOTE_UNAVAILABLE_SCREEN } from './routes';
import { SAMPLE_SURFACES } from './testing';

const only = (...routes: SurfaceRoute[]): RemoteSurface => ({ routes, menu: [] });
const paths = (routes: { path: string | RegExp }[]) => routes.map((r) => String(r.path));

describe('composeRoutes: order', () => {
  const { routes } = composeRoutes(SAMPLE_SURFACES);

  it('puts literals first, then params and regexes, prefix wildcards, catch-alls, the 404', () => {
    const order = paths(routes);
    const at = (p: string) => order.findIndex((x) => x === p || x.includes(p));
    expect(at('/strona-glowna')).toBeLessThan(at('/kokpit/zamowienia/:statusId?'));
    expect(at('^/oferta/')).toBeLessThan(at('/oferta*'));
    expect(at('/oferta*')).toBeLessThan(at('/:staticSlug'));
    expect(order.at(-2)).toBe('/:staticSlug');
    expect(order.at(-1)).toBe('*');
  });

  it('the more specific path wins whatever order the remotes declare them in', () => {
    const surfaces = {
      ...SAMPLE_SURFACES,
      mf_admin_users: only(
        { path: '/kokpit/konta/:kind', screen: 'users.any', requiresAuth: true },
        { path: '/kokpit/konta/rola/:roleId', screen: 'users.role', requiresAuth: true },
        { path: '/kokpit/konta/rola', screen: 'users.roles', requiresAuth: true },
      ),
    };
    const table = composeRoutes(surfaces).routes;
    expect(matchRoute('/kokpit/konta/rola', '', table).screen).toBe('users.roles');
    expect(matchRoute('/kokpit/konta/rola/5', '', table).screen).toBe('users.role');
    expect(matchRoute('/kokpit/konta/x', '', table).screen).toBe('users.any');
  });

  it('orders the menus by their entries, across remotes', () => {
    const { menus } = composeRoutes(SAMPLE_SURFACES);
    expect(menus.main.map((m) => m.href)).toEqual(['/oferta', '/kontrakty', '/blog']);
    expect(menus.kokpit.map((m) => m.href)).toEqual([
      '/kokpit/pulpit',
      '/kokpit/konta/uzytkownik',
      '/kokpit/konfiguracja/statystyki',
      '/kokpit/zamowienia',
    ]);
  });
});

describe('composeRoutes: a surface cannot loosen what the shell guards', () => {
  const compose = (remote: keyof typeof SAMPLE_SURFACES, ...routes: SurfaceRoute[]) =>
    composeRoutes({ ...SAMPLE_SURFACES, [remote]: only(...routes) });

  it('drops a /kokpit route without sign-in', () => {
    const result = compose('mf_admin_users', {
      path: '/kokpit/konta/uzytkownik',
      screen: 'users.userList',
      requiresAuth: false,
    });
    expect(result.rejected).toEqual([
      'mf_admin_users route "/kokpit/konta/uzytkownik": under /kokpit without sign-in',
    ]);
    // Nothing else claims the path: the 404, never an open screen.
    expect(matchRoute('/kokpit/konta/uzytkownik', '', result.routes).screen).toBe('shell.notFound');
  });

  it("drops routes outside the remote's areas, on the shell's paths and catch-alls", () => {
    const result = compose(
      'mf_catalog',
      { path: '/kokpit/konta/uzytkownik', screen: 'catalog.x', requiresAuth: true },
      { path: '/user/login', screen: 'catalog.login', requiresAuth: false },
      { path: '/:anything', screen: 'catalog.any', requiresAuth: false },
      { path: '*', screen: 'catalog.all', requiresAuth: false },
      { path: '/ofertax', screen: 'catalog.x', requiresAuth: false },
      {
        path: { prefix: '/kokpit/', regex: '^/kokpit/.*$' },
        screen: 'catalog.x',
        requiresAuth: false,
      },
    );
    expect(result.rejected).toHaveLength(6);
    expect(matchRoute('/kokpit/konta/uzytkownik', '', result.routes)).toMatchObject({
      owner: 'mf_admin_users',
      permission: 'Pages.UserManagement',
    });
    expect(matchRoute('/user/login', '', result.routes).screen).toBe('shell.login');
  });

  it('matches a regex route only below its declared prefix', () => {
    const result = compose('mf_catalog', {
      path: { prefix: '/oferta/', regex: '^/.*$' },
      screen: 'catalog.everything',
      requiresAuth: false,
    });
    expect(matchRoute('/oferta/x', '', result.routes).screen).toBe('catalog.everything');
    expect(matchRoute('/kokpit/pulpit', '', result.routes).screen).toBe('account.dashboard');
  });

  it('drops menu links leading outside the remote', () => {
    const result = composeRoutes({
      ...SAMPLE_SURFACES,
      mf_catalog: {
        routes: [],
        menu: [{ menu: 'user', href: '/user/login', label: { pl: 'x', en: 'x' }, order: 1 }],
      },
    });
    expect(result.menus.user.map((m) => m.href)).toEqual(['/kokpit/pulpit']);
    expect(result.rejected).toHaveLength(1);
  });
});

describe('composeRoutes: a remote whose surface could not be read', () => {
  const { mf_admin_users: _gone, ...rest } = SAMPLE_SURFACES;
  const { routes, menus } = composeRoutes(rest);

  it('shows the "unavailable" screen on its areas, signed in under /kokpit, not the 404', () => {
    expect(matchRoute('/kokpit/konta/uzytkownik/edytuj/5', '', routes)).toMatchObject({
      screen: REMOTE_UNAVAILABLE_SCREEN,
      owner: 'shell',
      requiresAuth: true,
    });
    // The other remotes keep their routes and menus.
    expect(matchRoute('/kokpit/pulpit', '', routes).screen).toBe('account.dashboard');
    expect(menus.kokpit.map((m) => m.href)).not.toContain('/kokpit/konta/uzytkownik');
  });
});
