// A remote's surface comes from another team's deployment: readRemoteSurface keeps a well-formed
// one (its widgets the host renders included) and refuses anything else whole.
import { describe, expect, it } from 'vitest';
import { readRemoteSurface } from './remote-surface';

const route = { path: '/strona-glowna', screen: 'catalog.home', requiresAuth: false };
const hero = {
  expose: 'HomeHero',
  data: ['/api/services/app/StaticBlocks/GetPublished?category=homeHero'],
};

describe('readRemoteSurface', () => {
  it('keeps routes, menu and the widgets the host may render', () => {
    const surface = { routes: [route], menu: [], widgets: [hero, { expose: 'Other' }] };
    expect(readRemoteSurface({ surface })).toEqual(surface);
    expect(readRemoteSurface({ surface: { routes: [route], menu: [] } })).toEqual({
      routes: [route],
      menu: [],
    });
  });

  it('refuses widgets that are not a list of exposes with API GETs', () => {
    for (const widgets of [
      {},
      [{ data: [] }],
      [{ expose: 'HomeHero', data: ['https://elsewhere.example/steal'] }],
      [{ expose: 'HomeHero', data: 'not a list' }],
    ])
      expect(readRemoteSurface({ surface: { routes: [route], menu: [], widgets } })).toBeNull();
  });
});
