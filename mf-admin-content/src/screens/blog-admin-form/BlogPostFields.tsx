// The post's fields; "Opublikowany" is the contract's isEdit inverted (isEdit true = a draft).
import { useStore } from '@nanostores/react';
import { Select, SelectItem, Switch, TextField } from '@armatura/shared-libs/ui';
import { $blogCategories } from '../../features/blog-admin/blog-admin-list-store';
import { $blogForm, editBlog } from '../../features/blog-admin/blog-form-store';
import { RichTextEditor } from '../../features/editor/RichTextEditor';
import { useAdminPagesT } from '../../features/texts/admin-pages-texts';
import * as s from '../../features/static-blocks/admin.module.css';

const NONE = 'none';
const orNull = (value: string) => (value.trim() === '' ? null : value);

export function BlogPostFields() {
  const t = useAdminPagesT();
  const { form, errors } = useStore($blogForm);
  const categories = useStore($blogCategories);
  const field = (name: keyof typeof errors) => ({
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  return (
    <>
      <TextField
        label={t('title')}
        isRequired
        value={form.title}
        onChange={(title) => editBlog({ title })}
        {...field('title')}
      />
      <div className={s.armCaRow}>
        <Select
          label={t('blogCategory')}
          selectedKey={form.categoryId === null ? NONE : String(form.categoryId)}
          onSelectionChange={(key) => editBlog({ categoryId: key === NONE ? null : Number(key) })}
          {...field('categoryId')}
        >
          <SelectItem id={NONE}>{t('noCategory')}</SelectItem>
          {categories.map((c) => (
            <SelectItem key={c.id} id={String(c.id)}>
              {c.name}
            </SelectItem>
          ))}
        </Select>
        <Switch
          isSelected={!form.isEdit}
          onChange={(published) => editBlog({ isEdit: !published })}
        >
          {t('publishedPost')}
        </Switch>
      </div>
      <TextField
        label={t('slug')}
        value={form.slug ?? ''}
        onChange={(slug) => editBlog({ slug: orNull(slug.trim()) })}
        {...field('slug')}
      />
      <TextField
        label={t('lead')}
        multiline
        rows={3}
        value={form.lead}
        onChange={(lead) => editBlog({ lead })}
        {...field('lead')}
      />
      <RichTextEditor
        label={t('content')}
        value={form.contentHtml}
        onChange={(contentHtml) => editBlog({ contentHtml })}
        errorMessage={errors.contentHtml}
      />
      <TextField
        label={t('metaTitle')}
        value={form.metaTitle ?? ''}
        onChange={(v) => editBlog({ metaTitle: orNull(v) })}
        {...field('metaTitle')}
      />
      <TextField
        label={t('metaDescription')}
        multiline
        rows={2}
        value={form.metaDescription ?? ''}
        onChange={(v) => editBlog({ metaDescription: orNull(v) })}
        {...field('metaDescription')}
      />
    </>
  );
}
