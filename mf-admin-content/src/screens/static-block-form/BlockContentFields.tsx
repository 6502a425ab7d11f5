// What the block shows: lead, rich text, image (UploadImage), link and the search description.
import { useStore } from '@nanostores/react';
import { Button, TextField } from '@armatura/shared-libs/ui';
import { RichTextEditor } from '../../features/editor/RichTextEditor';
import { ImagePicker } from '../../features/editor/ImagePicker';
import {
  $blockForm,
  editBlock,
  uploadBlockImage,
} from '../../features/static-blocks/static-block-form-store';
import { useAdminPagesT } from '../../features/texts/admin-pages-texts';
import * as s from '../../features/static-blocks/admin.module.css';

export function BlockContentFields() {
  const t = useAdminPagesT();
  const { form, errors, uploading } = useStore($blockForm);
  return (
    <>
      <TextField
        label={t('lead')}
        multiline
        rows={3}
        value={form.lead}
        onChange={(lead) => editBlock({ lead })}
        isInvalid={Boolean(errors.lead)}
        errorMessage={errors.lead}
      />
      <RichTextEditor
        label={t('content')}
        value={form.content}
        onChange={(content) => editBlock({ content })}
        errorMessage={errors.content}
      />
      <fieldset className={s.armCaForm}>
        <legend>{t('image')}</legend>
        {form.imageUrl && <img className={s.armCaImage} src={form.imageUrl} alt={form.imageAlt} />}
        <div className={s.armCaActions}>
          <ImagePicker label={t('imageUpload')} busy={uploading} onPick={uploadBlockImage} />
          {form.imageUrl && (
            <Button variant="quiet" onPress={() => editBlock({ imageUrl: null })}>
              {t('imageRemove')}
            </Button>
          )}
        </div>
        <TextField
          label={t('imageAlt')}
          value={form.imageAlt}
          onChange={(imageAlt) => editBlock({ imageAlt })}
          isInvalid={Boolean(errors.imageAlt)}
          errorMessage={errors.imageAlt}
        />
      </fieldset>
      <div className={s.armCaRow}>
        <TextField
          label={t('linkUrl')}
          value={form.linkUrl ?? ''}
          onChange={(v) => editBlock({ linkUrl: v.trim() === '' ? null : v.trim() })}
          isInvalid={Boolean(errors.linkUrl)}
          errorMessage={errors.linkUrl}
        />
        <TextField
          label={t('linkText')}
          value={form.linkText}
          onChange={(linkText) => editBlock({ linkText })}
          isInvalid={Boolean(errors.linkText)}
          errorMessage={errors.linkText}
        />
      </div>
      <TextField
        label={t('metaDescription')}
        multiline
        rows={2}
        value={form.metaDescription}
        onChange={(metaDescription) => editBlock({ metaDescription })}
        isInvalid={Boolean(errors.metaDescription)}
        errorMessage={errors.metaDescription}
      />
    </>
  );
}
