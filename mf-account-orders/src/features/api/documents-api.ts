// The documents calls of the account API, typed with the API's own contract
// (shared-libs/src/contracts/account-documents.ts).
import type {
  DocumentElements,
  DocumentListQuery,
  DocumentPage,
} from '@armatura/shared-libs/contracts';
import { appUrl, get, postBlob } from '@armatura/shared-libs/http';

const S = { silent: true } as const;

export const documentsApi = {
  list: (query: DocumentListQuery) => get<DocumentPage>(appUrl('Document/GetAll'), query, S),
  elements: (id: number, skipCount: number, maxResultCount: number) =>
    get<DocumentElements>(appUrl('Document/GetElements'), { id, skipCount, maxResultCount }, S),
  pdf: (id: number) => postBlob(appUrl('Document/GetPDFDocumentPrint'), { id }, S),
};
