/** /ulubione ('catalog.favourites'): the favourites kept in this browser, with current prices. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from '@armatura/shared-libs/routing';
import { Button, EmptyState } from '@armatura/shared-libs/ui';
import {
  $favouriteDetails,
  loadFavouriteDetails,
} from '../../features/favourites/favourite-details-store';
import {
  $favourites,
  clearFavourites,
  watchFavouritesInOtherTabs,
} from '../../features/favourites/favourites-store';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { FavouriteRow } from './FavouriteRow';
import * as styles from './Favourites.module.css';
import { PageCrumbs } from '../../features/layout/PageCrumbs';

export function FavouritesScreen() {
  const t = useCatalogT();
  const favourites = useStore($favourites);
  const details = useStore($favouriteDetails);
  const ids = favourites.map((f) => f.id).join(',');

  useEffect(() => watchFavouritesInOtherTabs(), []);
  useEffect(() => {
    void loadFavouriteDetails($favourites.get().map((f) => f.id));
  }, [ids]);

  return (
    <div className={styles.page} data-testid="favourites">
      <PageCrumbs items={[{ label: t('favouritesTitle') }]} />
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('favouritesTitle')}</h1>
          <p className={styles.intro}>{t('favouritesIntro')}</p>
        </div>
        {favourites.length > 0 && (
          <Button variant="secondary" onPress={clearFavourites}>
            {t('favouritesClear')}
          </Button>
        )}
      </div>
      {favourites.length === 0 ? (
        <EmptyState
          title={t('favouritesEmpty')}
          message={t('favouritesEmptyHint')}
          action={<Link href="/oferta">{t('heroCta')}</Link>}
        />
      ) : (
        <ul className={styles.list} aria-label={t('favouritesTitle')}>
          {favourites.map((favourite) => (
            <FavouriteRow
              key={favourite.id}
              favourite={favourite}
              detail={details.get(favourite.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
