import { describe, expect, it } from 'vitest';
import { installPageAnswers } from '@armatura/shared-libs/http';
import { surface } from '../../public/routes';
import { $categoryTree } from '../categories/category-store';
import { $recommendedArticles, $recommendedCategories, primeHome } from './home-store';

describe('the home page from the answers its HTML carries', () => {
  it('has its three sections before the first render, under the URLs the route declares', () => {
    const route = surface.routes.find((r) => r.screen === 'catalog.home')!;
    const [banners, tree, products] = route.data!;
    installPageAnswers({
      [banners!]: [{ id: 1, name: 'Promocje', type: 'promotion' }],
      [tree!]: [{ id: 2, name: 'Baterie', slug: 'baterie', children: [] }],
      [products!]: { items: [{ id: 3, name: 'Bateria' }], totalCount: 1 },
    });
    primeHome();
    expect($recommendedCategories.get()).toMatchObject({ status: 'ready' });
    expect($categoryTree.get()).toMatchObject({ status: 'ready', key: 3 });
    expect($recommendedArticles.get().data?.map((p) => p.id)).toEqual([3]);
  });

  it('leaves the sections to load when the page carries nothing', () => {
    installPageAnswers({});
    const before = $recommendedArticles.get();
    primeHome();
    expect($recommendedArticles.get()).toBe(before);
  });
});
