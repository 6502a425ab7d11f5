/**
 * The rename/move form of a file: the draft, its check against the API's own schema
 * (FileUpdateSchema via `Value.Errors`, so the form and the server agree) and the Files/Update body
 * it becomes (only what changed).
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  FILE_NAME_MAX,
  FileUpdateSchema,
  FOLDER_NAME_MAX,
  type FileUpdate,
  type RepositoryFile,
} from '@armatura/shared-libs/contracts';
import { toolsTexts } from '../texts/admin-tools-texts';

export interface FileEditDraft {
  name: string;
  /** null: out of every folder. */
  categoryId: number | null;
  /** A new folder to move into (wins over categoryId when filled). */
  newFolder: string;
}

export type FileEditErrors = Partial<Record<'name' | 'newFolder', string>>;

/** The form's messages, read when shown so they follow the UI's language. */
export const FILE_EDIT_MESSAGES = {
  get name() {
    return toolsTexts.t('fileNameInvalid', { max: FILE_NAME_MAX });
  },
  get newFolder() {
    return toolsTexts.t('folderNameInvalid', { max: FOLDER_NAME_MAX });
  },
};

export const draftOf = (file: RepositoryFile): FileEditDraft => ({
  name: file.name,
  categoryId: file.categoryId,
  newFolder: '',
});

// The schema's pattern lets one separator through (its \S matches "/"); the form refuses any.
const SEPARATOR = /[/\\]/;
const bad = (schema: TSchema, value: string) =>
  Value.Errors(schema, value).length > 0 || SEPARATOR.test(value);

export function fileEditErrors(draft: FileEditDraft): FileEditErrors {
  const errors: FileEditErrors = {};
  const { name, categoryName } = FileUpdateSchema.properties;
  if (bad(name, draft.name.trim())) errors.name = FILE_EDIT_MESSAGES.name;
  const folder = draft.newFolder.trim();
  if (folder && bad(categoryName, folder)) errors.newFolder = FILE_EDIT_MESSAGES.newFolder;
  return errors;
}

export function fileUpdateBody(file: RepositoryFile, draft: FileEditDraft): FileUpdate {
  const body: FileUpdate = { id: file.id };
  if (draft.name.trim() !== file.name) body.name = draft.name.trim();
  const folder = draft.newFolder.trim();
  if (folder) body.categoryName = folder;
  else if (draft.categoryId !== file.categoryId) body.categoryId = draft.categoryId;
  return body;
}
