// The block's place: category, title, page address, brand, order and the published flag.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { StaticBlockCategory } from '@armatura/shared-libs/contracts';
import { NumberField, Select, SelectItem, Switch, TextField } from '@armatura/shared-libs/ui';
import {
  $blockCategories,
  loadBlockCategories,
} from '../../features/static-blocks/static-block-list-store';
import {
  $blockForm,
  $brandOptions,
  editBlock,
} from '../../features/static-blocks/static-block-form-store';
import { categoryLabel, useAdminPagesT } from '../../features/texts/admin-pages-texts';
import * as s from '../../features/static-blocks/admin.module.css';

const NO_BRAND = 'none';

export function BlockFields() {
  const t = useAdminPagesT();
  const { form, errors } = useStore($blockForm);
  const categories = useStore($blockCategories);
  const brands = useStore($brandOptions);
  useEffect(() => void loadBlockCategories(), []);
  return (
    <>
      <div className={s.armCaRow}>
        <Select
          label={t('category')}
          selectedKey={form.category}
          onSelectionChange={(key) => {
            const category = String(key) as StaticBlockCategory;
            // Only pages have an address: switching away clears it (the server refuses one).
            editBlock(category === 'page' ? { category } : { category, slug: null });
          }}
        >
          {categories.map((c) => (
            <SelectItem key={c.value} id={c.value}>
              {categoryLabel(t, c)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('brand')}
          selectedKey={form.brandId === null ? NO_BRAND : String(form.brandId)}
          onSelectionChange={(key) => editBlock({ brandId: key === NO_BRAND ? null : Number(key) })}
          isInvalid={Boolean(errors.brandId)}
          errorMessage={errors.brandId}
        >
          <SelectItem id={NO_BRAND}>{t('noBrand')}</SelectItem>
          {brands.map((b) => (
            <SelectItem key={b.id} id={String(b.id)}>
              {b.name}
            </SelectItem>
          ))}
        </Select>
      </div>
      <TextField
        label={t('title')}
        isRequired
        value={form.title}
        onChange={(title) => editBlock({ title })}
        isInvalid={Boolean(errors.title)}
        errorMessage={errors.title}
      />
      {form.category === 'page' && (
        <TextField
          label={t('slug')}
          description={t('slugHelp')}
          value={form.slug ?? ''}
          onChange={(slug) => editBlock({ slug: slug.trim() === '' ? null : slug.trim() })}
          isInvalid={Boolean(errors.slug)}
          errorMessage={errors.slug}
        />
      )}
      <div className={s.armCaRow}>
        <NumberField
          label={t('sortOrder')}
          minValue={0}
          maxValue={100_000}
          step={1}
          value={form.sortOrder}
          onChange={(value) => editBlock({ sortOrder: Number.isFinite(value) ? value : 0 })}
          isInvalid={Boolean(errors.sortOrder)}
          errorMessage={errors.sortOrder}
        />
        <Switch
          isSelected={form.isPublished}
          onChange={(isPublished) => editBlock({ isPublished })}
        >
          {t('published')}
        </Switch>
      </div>
    </>
  );
}
