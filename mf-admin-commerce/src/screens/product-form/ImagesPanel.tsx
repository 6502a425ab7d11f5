/** Images of a saved product: list, add (upload) and remove. A new product gets images after saving. */
import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@armatura/shared-libs/ui';
import { useAdminT } from '../../features/admin-texts/texts';
import {
  $editedProduct,
  $images,
  addImage,
  removeImage,
} from '../../features/products/product-form-store';
import * as styles from './form.module.css';

export function ImagesPanel() {
  const t = useAdminT();
  const product = useStore($editedProduct);
  const images = useStore($images);
  const input = useRef<HTMLInputElement>(null);

  return (
    <fieldset className={styles.section}>
      <legend>{t('secImages')}</legend>
      {!product ? (
        <p>{t('imagesAfterSave')}</p>
      ) : (
        <>
          {images.length === 0 && <p>{t('imagesEmpty')}</p>}
          <ul className={styles.images}>
            {images.map((image) => (
              <li key={image.id} className={styles.image}>
                <img src={image.url} alt={image.alt} />
                <Button
                  size="small"
                  variant="danger"
                  aria-label={t('imageRemove', { alt: image.alt })}
                  onPress={() => void removeImage(image.id)}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ul>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void addImage(file);
              e.target.value = '';
            }}
          />
          <div>
            <Button variant="secondary" onPress={() => input.current?.click()}>
              {t('imageAdd')}
            </Button>
          </div>
        </>
      )}
    </fieldset>
  );
}
