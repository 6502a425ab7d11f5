// The folders with their file counts; choosing one lists its files (and uploads go there). A
// chosen empty folder can be deleted (the server refuses a folder that still holds files).
import { useStore } from '@nanostores/react';
import { Button, notify } from '@armatura/shared-libs/ui';
import { $filesView, changeFiles, deleteFolder, files } from '../../features/files/files-store';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import * as s from './file-repository.module.css';

export function FolderList() {
  const t = useToolsT();
  const view = useStore($filesView);
  const state = useStore(files.$state);
  const folders = state.data?.categories ?? [];
  const chosen = folders.find((f) => f.id === view.categoryId);
  const entry = (id: number | null, label: string) => (
    <li key={id ?? 'all'}>
      <Button
        variant={view.categoryId === id ? 'primary' : 'quiet'}
        size="small"
        className={s.folderButton}
        aria-current={view.categoryId === id ? 'true' : undefined}
        onPress={() => void changeFiles({ categoryId: id })}
      >
        {label}
      </Button>
    </li>
  );
  return (
    <nav className={s.folders} aria-label={t('folders')} data-testid="file-folders">
      <h2>{t('folders')}</h2>
      <ul>
        {entry(null, t('allFiles'))}
        {folders.map((f) => entry(f.id, t('folderCount', { name: f.name, count: f.fileCount })))}
      </ul>
      {chosen && chosen.fileCount === 0 && (
        <Button
          variant="danger"
          size="small"
          onPress={async () => {
            const problem = await deleteFolder(chosen.id);
            notify(
              problem
                ? { type: 'error', title: problem }
                : { type: 'success', title: t('folderDeleted') },
            );
          }}
        >
          {t('deleteFolder')}
        </Button>
      )}
    </nav>
  );
}
