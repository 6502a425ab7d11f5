// Upload of one or many files into the chosen folder (or a new one), with a progress bar; the
// selection is checked first and each problem is said in Polish, naming the file.
import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Button, ProgressBar, TextField } from '@armatura/shared-libs/ui';
import { $filesView, files } from '../../features/files/files-store';
import { $upload, uploadFiles } from '../../features/files/upload-store';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import * as s from './file-repository.module.css';

export function UploadForm() {
  const t = useToolsT();
  const upload = useStore($upload);
  const view = useStore($filesView);
  const folders = useStore(files.$state).data?.categories ?? [];
  const input = useRef<HTMLInputElement>(null);
  const [newFolder, setNewFolder] = useState('');
  const folderName = folders.find((f) => f.id === view.categoryId)?.name ?? t('noFolder');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = Array.from(input.current?.files ?? []);
    if (await uploadFiles(chosen, { newFolder })) {
      if (input.current) input.current.value = '';
      setNewFolder('');
    }
  }

  return (
    <section className={s.upload} aria-labelledby="cnt-upload-title">
      <h2 id="cnt-upload-title">{t('uploadTitle')}</h2>
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
        <div className="arm-field">
          <label className="arm-label" htmlFor="cnt-upload-files">
            {t('chooseFiles')}
          </label>
          <input
            id="cnt-upload-files"
            ref={input}
            className={s.fileInput}
            type="file"
            name="file"
            multiple
            aria-describedby="cnt-upload-hint"
          />
          <p id="cnt-upload-hint" className={s.muted}>
            {t('uploadHint')} {t('uploadInto', { folder: newFolder.trim() || folderName })}
          </p>
        </div>
        <TextField
          label={t('newFolder')}
          value={newFolder}
          onChange={setNewFolder}
          maxLength={100}
        />
        <div>
          <Button type="submit" isPending={upload.status === 'sending'}>
            {t('upload')}
          </Button>
        </div>
        {upload.status === 'sending' && (
          <ProgressBar label={t('uploading')} value={upload.percent} />
        )}
        <div role="status">
          {upload.status === 'done' && (
            <p className={s.success}>{t('uploaded', { count: upload.stored })}</p>
          )}
        </div>
        {upload.problems.length > 0 && (
          <ul role="alert" className={s.error} data-testid="upload-problems">
            {upload.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </form>
    </section>
  );
}
