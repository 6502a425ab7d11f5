/** Product photos: the chosen one large, the others as thumbnail buttons. */
import { useState } from 'react';
import { Button } from '@armatura/shared-libs/ui';
import { LazyImage } from '../../features/images/LazyImage';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Product.module.css';

export function Gallery({
  photos,
  name,
}: {
  photos: { url: string; alt: string }[];
  name: string;
}) {
  const t = useCatalogT();
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)];
  return (
    <section className={styles.gallery} aria-label={t('gallery')}>
      <div className={styles.mainPhoto}>
        <LazyImage src={current?.url} alt={current?.alt ?? name} ratio={1} eager />
      </div>
      {photos.length > 1 && (
        <ul className={styles.thumbs}>
          {photos.map((photo, i) => (
            <li key={photo.url}>
              <Button
                variant="quiet"
                className={`${styles.thumb} ${i === index ? styles.thumbActive : ''}`}
                aria-label={t('photoN', { n: i + 1, count: photos.length })}
                aria-pressed={i === index}
                onPress={() => setIndex(i)}
              >
                <LazyImage src={photo.url} alt="" ratio={1} caption={false} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
