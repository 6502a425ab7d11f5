// The post's images (GetImages via Get, CreateImage, RemoveImage); a new post gets them after saving.
import { useStore } from '@nanostores/react';
import {
  addBlogImage,
  $blogForm,
  removeBlogImage,
} from '../../features/blog-admin/blog-form-store';
import { ImagePicker } from '../../features/editor/ImagePicker';
import { ConfirmDeleteButton } from '@armatura/shared-libs/ui';
import { useAdminPagesT } from '../../features/texts/admin-pages-texts';
import * as s from '../../features/static-blocks/admin.module.css';

export function BlogImagesPanel() {
  const t = useAdminPagesT();
  const { id, images, uploading } = useStore($blogForm);
  return (
    <section className={s.armCaForm} aria-labelledby="ca-blog-images">
      <h2 id="ca-blog-images">{t('images')}</h2>
      {!id ? (
        <p className={s.armCaMuted}>{t('imagesAfterSave')}</p>
      ) : (
        <>
          {images.length === 0 ? (
            <p className={s.armCaMuted}>{t('noImages')}</p>
          ) : (
            <ul className={s.armCaGallery}>
              {images.map((image) => (
                <li key={image.id}>
                  <img className={s.armCaImage} src={image.url} alt={image.alt} />
                  <ConfirmDeleteButton
                    name={image.alt || image.url}
                    onDelete={() => removeBlogImage(image.id)}
                  />
                </li>
              ))}
            </ul>
          )}
          <div>
            <ImagePicker label={t('imageUpload')} busy={uploading} onPick={addBlogImage} />
          </div>
        </>
      )}
    </section>
  );
}
