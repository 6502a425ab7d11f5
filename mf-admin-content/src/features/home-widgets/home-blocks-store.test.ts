// @vitest-environment happy-dom
// The home hero's store against the real API host: it reads the seeded published hero and the two
// banners in display order; when the API cannot be reached it settles on "nothing published"
// (the widget's default hero) instead of staying in loading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { $homeBlocks, loadHomeBlocks } from './home-blocks-store';

let host: TestApiHost;
let closed = false;
beforeAll(async () => {
  host = await startTestApiHost();
}, 120_000);
afterAll(async () => {
  if (host && !closed) await host.close();
});

describe('home blocks store', () => {
  it('starts loading, then holds the published hero and banners in order', async () => {
    expect($homeBlocks.get().status).toBe('loading');
    await loadHomeBlocks();
    const { status, hero, banners } = $homeBlocks.get();
    expect(status).toBe('ready');
    expect(hero).toMatchObject({
      category: 'homeHero',
      title: 'Armatura i wyposażenie łazienek dla domu i firmy',
      linkUrl: '/oferta',
    });
    expect(banners.map((b) => b.title)).toEqual(['Promocje tygodnia', 'Konto firmowe']);
  });

  it('falls back to nothing published when the call fails', async () => {
    await host.close();
    closed = true;
    await loadHomeBlocks(true);
    expect($homeBlocks.get()).toEqual({ status: 'ready', hero: null, banners: [] });
  });
});
