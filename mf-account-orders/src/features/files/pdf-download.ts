/**
 * PDF downloads (Order/GeneratePdf, Document/GetPDFDocumentPrint): the bytes are fetched with the
 * page's HTTP client (the bearer token is a header, so a plain link cannot do it) and saved as a
 * file named by the server, or by the document's number when the server names none.
 */
import { atom } from 'nanostores';
import { downloadBlob, normalizeError, type BlobResult } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/notices';
import { accountTexts } from '../texts/account-texts';

/** Which download is under way ('order:12', 'document:7'), so only its button shows progress. */
export const $downloading = atom<string | null>(null);

/** 'FV/2026/000123' → 'FV-2026-000123.pdf' (no path separators in a file name). */
export function pdfFileName(number: string): string {
  const safe = number.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${safe || accountTexts.t('pdfFallbackName')}.pdf`;
}

export async function downloadPdf(
  key: string,
  number: string,
  fetchPdf: () => Promise<BlobResult | undefined>,
): Promise<boolean> {
  if ($downloading.get() === key) return false;
  $downloading.set(key);
  try {
    const file = await fetchPdf();
    if (!file) throw new Error(accountTexts.t('pdfFailed'));
    downloadBlob(file.blob, file.fileName ?? pdfFileName(number));
    return true;
  } catch (error) {
    notify({
      type: 'error',
      title: accountTexts.t('pdfFailed'),
      message: normalizeError(error).message,
    });
    return false;
  } finally {
    $downloading.set(null);
  }
}
