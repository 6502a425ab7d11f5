// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { $notices, clearNotices } from '@armatura/shared-libs/notices';
import {
  $favourites,
  $favouriteIds,
  addFavourite,
  clearFavourites,
  reloadFavourites,
  removeFavourite,
} from './favourites-store';

describe('$favourites', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadFavourites();
    clearNotices();
  });

  it('adds a product and keeps {id, name} under the "favorites" key', () => {
    expect(addFavourite({ id: 7, name: 'Bateria umywalkowa' })).toBe('added');
    expect($favourites.get()).toEqual([{ id: 7, name: 'Bateria umywalkowa' }]);
    expect(JSON.parse(localStorage.getItem('favorites') ?? 'null')).toEqual([
      { id: 7, name: 'Bateria umywalkowa' },
    ]);
    expect($favouriteIds.get().has(7)).toBe(true);
  });

  it('refuses a duplicate id with the exact spec message and leaves the list unchanged', () => {
    addFavourite({ id: 7, name: 'Bateria umywalkowa' });
    clearNotices();
    expect(addFavourite({ id: 7, name: 'Bateria umywalkowa' })).toBe('duplicate');
    expect($favourites.get()).toHaveLength(1);
    const [notice] = $notices.get();
    expect(notice?.title).toBe(
      "Produkt 'Bateria umywalkowa' został już dodany do listy ulubionych.",
    );
  });

  it('removes by id and clears', () => {
    addFavourite({ id: 1, name: 'A' });
    addFavourite({ id: 2, name: 'B' });
    removeFavourite(1);
    expect($favourites.get().map((f) => f.id)).toEqual([2]);
    clearFavourites();
    expect(JSON.parse(localStorage.getItem('favorites') ?? 'null')).toEqual([]);
  });

  it('reads a stored list and ignores a corrupt one', () => {
    localStorage.setItem('favorites', JSON.stringify([{ id: '5', name: 'Umywalka' }]));
    reloadFavourites();
    expect($favourites.get()).toEqual([{ id: 5, name: 'Umywalka' }]);
    localStorage.setItem('favorites', '{not json');
    reloadFavourites();
    expect($favourites.get()).toEqual([]);
  });
});
