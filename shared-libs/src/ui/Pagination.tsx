import { useT } from '@armatura/shared-libs/i18n';
import { Button } from './Button';
import { pageItems, pageRange, totalPages } from './pagination';
import { ListBoxItem, Select } from './overlays';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange(page: number): void;
  /** With options (e.g. PAGE_SIZES.orders.options) a page-size choice is shown. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?(pageSize: number): void;
}

export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
}: PaginationProps) {
  const t = useT();
  const pages = totalPages(totalCount, pageSize);
  const { from, to } = pageRange(page, pageSize, totalCount);
  return (
    <nav className="arm-pagination" aria-label={t('pagination.label')}>
      <span className="arm-pagination__summary">
        {t('pagination.summary', { from, to, total: totalCount })}
      </span>
      <ul className="arm-pagination__pages">
        <li>
          <Button
            variant="quiet"
            size="small"
            aria-label={t('pagination.previous')}
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            ‹
          </Button>
        </li>
        {pageItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'quiet'}
                size="small"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => item !== page && onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className="arm-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="quiet"
            size="small"
            aria-label={t('pagination.next')}
            isDisabled={page >= pages}
            onPress={() => onPageChange(page + 1)}
          >
            ›
          </Button>
        </li>
      </ul>
      {pageSizeOptions && onPageSizeChange && (
        <Select
          label={t('pagination.pageSize')}
          className="arm-pagination__size"
          selectedKey={pageSize}
          onSelectionChange={(key) => key !== null && onPageSizeChange(Number(key))}
          items={pageSizeOptions.map((size) => ({ id: size }))}
        >
          {(item: { id: number }) => <ListBoxItem id={item.id}>{String(item.id)}</ListBoxItem>}
        </Select>
      )}
    </nav>
  );
}
