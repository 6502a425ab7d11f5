// The list's filters: text, category, published flag and sorting; each change reloads page 1.
import { useStore } from '@nanostores/react';
import type {
  StaticBlockCategory,
  StaticBlockCategoryOption,
} from '@armatura/shared-libs/contracts';
import { SearchField, Select, SelectItem } from '@armatura/shared-libs/ui';
import {
  STATIC_BLOCK_SORTINGS,
  staticBlockList,
} from '../../features/static-blocks/static-block-list-store';
import {
  categoryLabel,
  useAdminPagesT,
  type AdminPagesTextKey,
} from '../../features/texts/admin-pages-texts';
import * as s from '../../features/static-blocks/admin.module.css';

const ALL = 'all';
const SORT_LABELS: Record<(typeof STATIC_BLOCK_SORTINGS)[number], AdminPagesTextKey> = {
  'lastModificationTime desc': 'sortNewest',
  'lastModificationTime asc': 'sortOldest',
  'title asc': 'sortTitleAsc',
  'title desc': 'sortTitleDesc',
  'sortOrder asc': 'sortOrderAsc',
};

export function StaticBlockFiltersBar({ categories }: { categories: StaticBlockCategoryOption[] }) {
  const t = useAdminPagesT();
  const { filters, sorting } = useStore(staticBlockList.$query);
  const published = filters.isPublished === null ? ALL : String(filters.isPublished);
  return (
    <div className={s.armCaFilters}>
      <SearchField
        label={t('filter')}
        defaultValue={filters.filter}
        onSubmit={(filter) => void staticBlockList.change({ filter })}
        onClear={() => void staticBlockList.change({ filter: '' })}
      />
      <Select
        label={t('category')}
        selectedKey={filters.category ?? ALL}
        onSelectionChange={(key) =>
          void staticBlockList.change({
            category: key === ALL ? null : (String(key) as StaticBlockCategory),
          })
        }
      >
        <SelectItem id={ALL}>{t('all')}</SelectItem>
        {categories.map((c) => (
          <SelectItem key={c.value} id={c.value}>
            {categoryLabel(t, c)}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('publishedFilter')}
        selectedKey={published}
        onSelectionChange={(key) =>
          void staticBlockList.change({ isPublished: key === ALL ? null : key === 'true' })
        }
      >
        <SelectItem id={ALL}>{t('all')}</SelectItem>
        <SelectItem id="true">{t('onlyPublished')}</SelectItem>
        <SelectItem id="false">{t('onlyUnpublished')}</SelectItem>
      </Select>
      <Select
        label={t('sortBy')}
        selectedKey={sorting}
        onSelectionChange={(key) => void staticBlockList.change({}, String(key))}
      >
        {STATIC_BLOCK_SORTINGS.map((value) => (
          <SelectItem key={value} id={value}>
            {t(SORT_LABELS[value])}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
