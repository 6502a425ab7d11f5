// Deleting a file asks first: its public link stops working everywhere it was pasted.
import type { RepositoryFile } from '@armatura/shared-libs/contracts';
import { Button, Dialog, DialogTrigger, Modal, notify } from '@armatura/shared-libs/ui';
import { deleteFile } from '../../features/files/files-store';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import * as s from './file-repository.module.css';

export function DeleteFileButton({ file }: { file: RepositoryFile }) {
  const t = useToolsT();
  return (
    <DialogTrigger>
      <Button variant="danger" size="small" aria-label={t('deleteFileOf', { name: file.name })}>
        {t('delete')}
      </Button>
      <Modal size="small">
        <Dialog role="alertdialog" title={t('deleteFileTitle')}>
          {({ close }) => (
            <>
              <p>{t('deleteFileText', { name: file.name })}</p>
              <div className={s.actions}>
                <Button variant="secondary" onPress={close}>
                  {t('cancel')}
                </Button>
                <Button
                  variant="danger"
                  onPress={async () => {
                    close();
                    const problem = await deleteFile(file);
                    notify(
                      problem
                        ? { type: 'error', title: problem }
                        : { type: 'success', title: t('fileDeleted') },
                    );
                  }}
                >
                  {t('delete')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
