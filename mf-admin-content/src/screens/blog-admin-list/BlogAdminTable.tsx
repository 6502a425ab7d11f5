// The posts of one page: title, category, status, publication and last change, edit and delete.
import type { BlogPost } from '@armatura/shared-libs/contracts';
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
import { deleteBlogPost } from '../../features/blog-admin/blog-admin-list-store';
import { BLOG_ADMIN_PATH } from '../../features/blog-admin/blog-form-store';
import { useAdminPagesT } from '../../features/texts/admin-pages-texts';
import * as s from '../../features/static-blocks/admin.module.css';

export function BlogAdminTable({ rows }: { rows: BlogPost[] }) {
  const t = useAdminPagesT();
  return (
    <Table aria-label={t('blogTitle')}>
      <TableHeader>
        <Column isRowHeader>{t('title')}</Column>
        <Column>{t('blogCategory')}</Column>
        <Column>{t('status')}</Column>
        <Column>{t('modified')}</Column>
        <Column>{t('actions')}</Column>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <Row key={row.id} id={row.id}>
            <Cell>{row.title}</Cell>
            <Cell>{row.categoryName ?? '—'}</Cell>
            <Cell>{row.isEdit ? t('draft') : t('publishedPost')}</Cell>
            <Cell>{formatDateTime(row.modificationTime)}</Cell>
            <Cell>
              <div className={s.armCaActions}>
                <Link
                  href={`${BLOG_ADMIN_PATH}/edytuj/${row.id}`}
                  aria-label={`${t('edit')}: ${row.title}`}
                >
                  {t('edit')}
                </Link>
                <ConfirmDeleteButton name={row.title} onDelete={() => deleteBlogPost(row.id)} />
              </div>
            </Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
