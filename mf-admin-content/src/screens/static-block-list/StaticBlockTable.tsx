// The blocks of one page: title, category, address, published flag, last change, edit and delete.
import type { StaticBlockCategoryOption, StaticBlockRow } from '@armatura/shared-libs/contracts';
import { formatDateTime } from '@armatura/shared-libs/format';
import {
  Cell,
  Column,
  ConfirmDeleteButton,
  Link,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import { deleteStaticBlock } from '../../features/static-blocks/static-block-list-store';
import { STATIC_BLOCK_LIST_PATH } from '../../features/static-blocks/static-block-form-store';
import { categoryLabel, useAdminPagesT } from '../../features/texts/admin-pages-texts';
import * as s from '../../features/static-blocks/admin.module.css';

export function StaticBlockTable({
  rows,
  categories,
}: {
  rows: StaticBlockRow[];
  categories: StaticBlockCategoryOption[];
}) {
  const t = useAdminPagesT();
  const categoryName = (value: string) =>
    categoryLabel(t, categories.find((c) => c.value === value) ?? { value, name: value });
  return (
    <Table aria-label={t('blocksTitle')}>
      <TableHeader>
        <Column isRowHeader>{t('title')}</Column>
        <Column>{t('category')}</Column>
        <Column>{t('slug')}</Column>
        <Column>{t('published')}</Column>
        <Column>{t('modified')}</Column>
        <Column>{t('actions')}</Column>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <Row key={row.id} id={row.id}>
            <Cell>{row.title}</Cell>
            <Cell>{categoryName(row.category)}</Cell>
            <Cell>{row.slug ? `/${row.slug}` : '—'}</Cell>
            <Cell>{row.isPublished ? t('yes') : t('no')}</Cell>
            <Cell>{formatDateTime(row.lastModificationTime)}</Cell>
            <Cell>
              <div className={s.armCaActions}>
                <Link
                  href={`${STATIC_BLOCK_LIST_PATH}/edytuj/${row.id}`}
                  aria-label={`${t('edit')}: ${row.title}`}
                >
                  {t('edit')}
                </Link>
                <ConfirmDeleteButton name={row.title} onDelete={() => deleteStaticBlock(row.id)} />
              </div>
            </Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
