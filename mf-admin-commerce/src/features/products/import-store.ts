/**
 * Product import: uploads a CSV/XLSX file (ImportProduct), then polls GetImportJob every second
 * until the job is no longer running. The dialog shows $importState (progress, then row errors).
 */
import { atom } from 'nanostores';
import { adminTexts } from '../admin-texts/texts';
import { errorMessage } from './errors';
import { productsApi, type ImportJob } from './products-api';

export interface ImportState {
  phase: 'idle' | 'uploading' | 'running' | 'done' | 'failed';
  job: ImportJob | null;
  error: string | null;
}

export const IMPORT_POLL_MS = 1000;
const IDLE: ImportState = { phase: 'idle', job: null, error: null };
export const $importState = atom<ImportState>(IDLE);

export function acceptsImportFile(name: string): boolean {
  return /\.(csv|xlsx)$/i.test(name);
}

/** 0–100 for the ProgressBar; a job that does not know its size yet counts as 0. */
export function importPercent(job: ImportJob | null): number {
  if (!job) return 0;
  if (job.status !== 'running') return 100;
  return job.total > 0 ? Math.min(100, Math.round((job.processed / job.total) * 100)) : 0;
}

let run = 0;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startImport(
  file: File | Blob,
  fileName: string,
  pollMs = IMPORT_POLL_MS,
): Promise<ImportState> {
  if (!acceptsImportFile(fileName)) {
    $importState.set({ ...IDLE, phase: 'failed', error: adminTexts.t('importWrongType') });
    return $importState.get();
  }
  const mine = ++run;
  $importState.set({ phase: 'uploading', job: null, error: null });
  try {
    let job = await productsApi.startImport(file, fileName);
    while (mine === run && job.status === 'running') {
      $importState.set({ phase: 'running', job, error: null });
      await wait(pollMs);
      if (mine !== run) break;
      job = await productsApi.importJob(job.id);
    }
    if (mine === run) {
      $importState.set({
        phase: job.status === 'done' ? 'done' : 'failed',
        job,
        error: job.status === 'done' ? null : adminTexts.t('importFailed'),
      });
    }
  } catch (error) {
    if (mine === run)
      $importState.set({
        phase: 'failed',
        job: $importState.get().job,
        error: errorMessage(error),
      });
  }
  return $importState.get();
}

/** Closing the dialog stops polling (a running job still finishes on the server). */
export function resetImport(): void {
  run++;
  $importState.set(IDLE);
}
