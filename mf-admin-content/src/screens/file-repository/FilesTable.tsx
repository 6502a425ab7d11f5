// A page of files: name (opens the file), folder, type, size, date and the actions.
import type { RepositoryFile } from '@armatura/shared-libs/contracts';
import { formatDateTime } from '@armatura/shared-libs/format';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@armatura/shared-libs/ui';
import { formatFileSize } from '../../features/files/upload-check';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import { CopyLinkButton } from './CopyLinkButton';
import { DeleteFileButton } from './DeleteFileButton';
import { EditFileButton } from './EditFileButton';
import * as s from './file-repository.module.css';

export function FilesTable({ items }: { items: RepositoryFile[] }) {
  const t = useToolsT();
  return (
    <div className={s.tableWrap}>
      <Table aria-label={t('filesTitle')} className={s.table}>
        <TableHeader>
          <Column isRowHeader>{t('fileName')}</Column>
          <Column>{t('fileFolder')}</Column>
          <Column>{t('fileType')}</Column>
          <Column>{t('fileSize')}</Column>
          <Column>{t('created')}</Column>
          <Column>{t('details')}</Column>
        </TableHeader>
        <TableBody items={items}>
          {(file) => (
            <Row id={file.id} data-testid="file-row">
              <Cell>
                <a className={s.name} href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
              </Cell>
              <Cell>{file.categoryName ?? t('noFolder')}</Cell>
              <Cell>{file.extension.toUpperCase()}</Cell>
              <Cell>{formatFileSize(file.size)}</Cell>
              <Cell>{formatDateTime(file.creationTime)}</Cell>
              <Cell>
                <div className={s.actions}>
                  <CopyLinkButton file={file} />
                  <EditFileButton file={file} />
                  <DeleteFileButton file={file} />
                </div>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
