/** Binary answers (order and document PDFs). */
import { http } from './client';
import type { QueryParams, RequestOptions } from './helpers';

export interface BlobResult {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  fileName: string | null;
}

/** POST returning bytes. Errors still go through the catalogue (the JSON error is decoded). */
export async function postBlob(
  url: string,
  body?: unknown,
  options?: RequestOptions & { params?: QueryParams },
): Promise<BlobResult | undefined> {
  // arraybuffer works in browsers and Node alike; the Blob is made here with the answer's type.
  const response = await http.post<ArrayBuffer>(url, body, {
    ...options,
    responseType: 'arraybuffer',
  });
  if (!response) return undefined;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob([response.data], { type }),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
  };
}

export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

/** Saves a blob as a file through a temporary link (works without a pop-up blocker prompt). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
