/**
 * Sending files to the repository (Files/UploadFiles, multipart, the field `file` repeated) into
 * the chosen folder or a new one, with the upload's progress for the progress bar (the client
 * sends it through XMLHttpRequest, which reports it). The selection is checked first
 * (upload-check.ts).
 */
import { atom } from 'nanostores';
import type { UploadedFiles } from '@armatura/shared-libs/contracts';
import { http, normalizeError, unwrap } from '@armatura/shared-libs/http';
import { $filesView, changeFiles, FILES_API, refreshFiles } from './files-store';
import { uploadProblems } from './upload-check';
import { localizeMessage } from '../texts/contract-messages';

export interface UploadState {
  status: 'idle' | 'sending' | 'done' | 'error';
  /** 0–100 while sending. */
  percent: number;
  problems: string[];
  /** How many files the last upload stored. */
  stored: number;
}

export const $upload = atom<UploadState>({ status: 'idle', percent: 0, problems: [], stored: 0 });

export interface UploadTarget {
  /** A new folder's name; when empty the files go to the chosen folder (or none). */
  newFolder: string;
  name?: string;
}

export async function uploadFiles(chosen: readonly File[], target: UploadTarget): Promise<boolean> {
  const problems = uploadProblems(chosen);
  if (problems.length) {
    $upload.set({ status: 'error', percent: 0, problems, stored: 0 });
    return false;
  }
  const form = new FormData();
  const newFolder = target.newFolder.trim();
  const { categoryId } = $filesView.get();
  if (newFolder) form.append('categoryName', newFolder);
  else if (categoryId) form.append('categoryId', String(categoryId));
  if (chosen.length === 1 && target.name?.trim()) form.append('name', target.name.trim());
  for (const file of chosen) form.append('file', file, file.name);
  $upload.set({ status: 'sending', percent: 0, problems: [], stored: 0 });
  try {
    const response = await http.post(`${FILES_API}/UploadFiles`, form, {
      silent: true,
      onUploadProgress: (progress) => {
        const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
        $upload.set({ ...$upload.get(), percent });
      },
    });
    const { items } = unwrap<UploadedFiles>(response?.data);
    $upload.set({ status: 'done', percent: 100, problems: [], stored: items.length });
    // A new folder is opened so the person sees the files where they went.
    const folder = items[0]?.categoryId ?? null;
    if (newFolder && folder) await changeFiles({ categoryId: folder });
    else await refreshFiles();
    return true;
  } catch (error) {
    const message = localizeMessage(normalizeError(error).message);
    $upload.set({ status: 'error', percent: 0, problems: [message], stored: 0 });
    return false;
  }
}

export function resetUpload(): void {
  $upload.set({ status: 'idle', percent: 0, problems: [], stored: 0 });
}
