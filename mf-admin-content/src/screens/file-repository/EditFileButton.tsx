// Rename a file and/or move it to another folder (or a new one). Its public link stays the same.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { RepositoryFile } from '@armatura/shared-libs/contracts';
import {
  Button,
  Dialog,
  DialogTrigger,
  Form,
  Modal,
  notify,
  Select,
  SelectItem,
  TextField,
} from '@armatura/shared-libs/ui';
import {
  draftOf,
  fileEditErrors,
  fileUpdateBody,
  type FileEditDraft,
} from '../../features/files/file-edit';
import { files, updateFile } from '../../features/files/files-store';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import * as s from './file-repository.module.css';

const NONE = 'none';

function EditFileForm({ file, close }: { file: RepositoryFile; close: () => void }) {
  const t = useToolsT();
  const folders = useStore(files.$state).data?.categories ?? [];
  const [draft, setDraft] = useState<FileEditDraft>(() => draftOf(file));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errors = fileEditErrors(draft);
  const change = (part: Partial<FileEditDraft>) => setDraft((d) => ({ ...d, ...part }));
  const items = [
    { id: NONE, name: t('noFolder') },
    ...folders.map((f) => ({ id: String(f.id), name: f.name })),
  ];

  async function save() {
    if (Object.keys(errors).length) return;
    const body = fileUpdateBody(file, draft);
    // Nothing changed: the server would refuse an empty change, and there is nothing to do.
    if (Object.keys(body).length === 1) return close();
    setSaving(true);
    const failure = await updateFile(body);
    setSaving(false);
    if (failure) return setProblem(failure);
    notify({ type: 'success', title: t('saved') });
    close();
  }

  return (
    <Form
      className={s.form}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('fileName')}
        value={draft.name}
        onChange={(name) => change({ name })}
        isInvalid={!!errors.name}
        errorMessage={errors.name}
        isRequired
      />
      <Select
        label={t('fileFolder')}
        items={items}
        selectedKey={draft.categoryId === null ? NONE : String(draft.categoryId)}
        onSelectionChange={(key) =>
          change({ categoryId: key === NONE || key === null ? null : Number(key) })
        }
      >
        {(item: { id: string; name: string }) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <TextField
        label={t('newFolder')}
        value={draft.newFolder}
        onChange={(newFolder) => change({ newFolder })}
        isInvalid={!!errors.newFolder}
        errorMessage={errors.newFolder}
      />
      {problem && (
        <p role="alert" className={s.error}>
          {problem}
        </p>
      )}
      <div className={s.actions}>
        <Button variant="secondary" onPress={close}>
          {t('cancel')}
        </Button>
        <Button type="submit" isPending={saving}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}

export function EditFileButton({ file }: { file: RepositoryFile }) {
  const t = useToolsT();
  return (
    <DialogTrigger>
      <Button variant="secondary" size="small" aria-label={t('editFileOf', { name: file.name })}>
        {t('editFile')}
      </Button>
      <Modal>
        <Dialog title={t('editFile')}>
          {({ close }) => <EditFileForm file={file} close={close} />}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
