/**
 * One document opened from the list (`?dokument=ID`): its header, seller and buyer, totals per VAT
 * rate and its lines with their own paging (Document/GetElements), and the PDF.
 */
import { atom } from 'nanostores';
import type { DocumentElements } from '@armatura/shared-libs/contracts';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { documentsApi } from '../api/documents-api';
import { createResource } from '@armatura/shared-libs/http';
import { downloadPdf } from '../files/pdf-download';

export interface ElementsKey {
  id: number;
  page: number;
  pageSize: number;
}

export const documentElements = createResource<DocumentElements, ElementsKey>((k) =>
  documentsApi.elements(k.id, (k.page - 1) * k.pageSize, k.pageSize),
);

/** The lines' paging of the opened document (starts again for another document). */
export const $elementsPaging = atom<{ page: number; pageSize: number }>({
  page: 1,
  pageSize: PAGE_SIZES.documents.size,
});

let openedId: number | null = null;

export function openDocument(id: number | null): Promise<void> {
  if (id !== openedId) $elementsPaging.set({ page: 1, pageSize: $elementsPaging.get().pageSize });
  openedId = id;
  if (id === null) {
    documentElements.reset();
    return Promise.resolve();
  }
  return documentElements.load({ id, ...$elementsPaging.get() });
}

export function changeElementsPage(change: { page?: number; pageSize?: number }): Promise<void> {
  const current = $elementsPaging.get();
  const pageSize = change.pageSize ?? current.pageSize;
  const page = pageSize !== current.pageSize ? 1 : (change.page ?? current.page);
  $elementsPaging.set({ page, pageSize });
  return openedId === null
    ? Promise.resolve()
    : documentElements.load({ id: openedId, page, pageSize });
}

export function downloadDocumentPdf(id: number, number: string): Promise<boolean> {
  return downloadPdf(`document:${id}`, number, () => documentsApi.pdf(id));
}
