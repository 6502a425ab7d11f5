// The blog list's filters: text, category, draft/published and sorting; each change reloads page 1.
import { useStore } from '@nanostores/react';
import { SearchField, Select, SelectItem } from '@armatura/shared-libs/ui';
import {
  $blogCategories,
  BLOG_SORTINGS,
  blogAdminList,
} from '../../features/blog-admin/blog-admin-list-store';
import { useAdminPagesT, type AdminPagesTextKey } from '../../features/texts/admin-pages-texts';
import * as s from '../../features/static-blocks/admin.module.css';

const ALL = 'all';
const SORT_LABELS: Record<(typeof BLOG_SORTINGS)[number], AdminPagesTextKey> = {
  'modificationTime desc': 'sortNewest',
  'modificationTime asc': 'sortOldest',
  'publishedTime desc': 'sortPublishedDesc',
  'title asc': 'sortTitleAsc',
  'title desc': 'sortTitleDesc',
};

export function BlogFiltersBar() {
  const t = useAdminPagesT();
  const { filters, sorting } = useStore(blogAdminList.$query);
  const categories = useStore($blogCategories);
  const status = filters.isEdit === null ? ALL : String(filters.isEdit);
  return (
    <div className={s.armCaFilters}>
      <SearchField
        label={t('filter')}
        defaultValue={filters.filter}
        onSubmit={(filter) => void blogAdminList.change({ filter })}
        onClear={() => void blogAdminList.change({ filter: '' })}
      />
      <Select
        label={t('blogCategory')}
        selectedKey={filters.categoryId === null ? ALL : String(filters.categoryId)}
        onSelectionChange={(key) =>
          void blogAdminList.change({ categoryId: key === ALL ? null : Number(key) })
        }
      >
        <SelectItem id={ALL}>{t('all')}</SelectItem>
        {categories.map((c) => (
          <SelectItem key={c.id} id={String(c.id)}>
            {c.name}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('status')}
        selectedKey={status}
        onSelectionChange={(key) =>
          void blogAdminList.change({ isEdit: key === ALL ? null : key === 'true' })
        }
      >
        <SelectItem id={ALL}>{t('all')}</SelectItem>
        <SelectItem id="true">{t('draft')}</SelectItem>
        <SelectItem id="false">{t('publishedPost')}</SelectItem>
      </Select>
      <Select
        label={t('sortBy')}
        selectedKey={sorting}
        onSelectionChange={(key) => void blogAdminList.change({}, String(key))}
      >
        {BLOG_SORTINGS.map((value) => (
          <SelectItem key={value} id={value}>
            {t(SORT_LABELS[value])}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
