// /kokpit/konfiguracja/repozytorium (Pages.FileRepository): folders with their file counts, the
// chosen folder's files (search, paging 5 of 5/10/20), upload with progress, rename/move, delete
// and a button copying each file's public link.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { EmptyState, Pagination, SearchField } from '@armatura/shared-libs/ui';
import { LoadStatus } from '../../features/email-log/LoadStatus';
import { $filesView, changeFiles, FILE_PAGE_SIZES, files } from '../../features/files/files-store';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import { FilesTable } from './FilesTable';
import { FolderList } from './FolderList';
import { UploadForm } from './UploadForm';
import * as s from './file-repository.module.css';

export default function FileRepositoryScreen() {
  const t = useToolsT();
  const view = useStore($filesView);
  const state = useStore(files.$state);
  useEffect(() => void changeFiles({ page: $filesView.get().page }), []);
  const items = state.data?.items ?? [];
  return (
    <div className={s.screen}>
      <h1>{t('filesTitle')}</h1>
      <div className={s.layout}>
        <FolderList />
        <div className={s.main} aria-busy={state.status === 'loading'}>
          <UploadForm />
          <div className={s.toolbar}>
            <SearchField
              label={t('filesFilter')}
              defaultValue={view.filter}
              onSubmit={(filter) => void changeFiles({ filter })}
              onClear={() => void changeFiles({ filter: '' })}
            />
          </div>
          <LoadStatus state={state} onRetry={() => void files.reload()} />
          {state.status === 'ready' && items.length === 0 && <EmptyState title={t('filesEmpty')} />}
          {items.length > 0 && (
            <>
              <FilesTable items={items} />
              <Pagination
                page={view.page}
                pageSize={view.pageSize}
                totalCount={state.data?.totalCount ?? 0}
                onPageChange={(page) => void changeFiles({ page })}
                pageSizeOptions={FILE_PAGE_SIZES}
                onPageSizeChange={(pageSize) => void changeFiles({ pageSize })}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
