// Test helper: the text of a PDF, page by page, as a reader's copy-paste would give it (pdfjs-dist,
// a devDependency). API tests parse the produced PDF with it rather than trusting bytes or sizes.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** All text of the PDF, items of a line joined by spaces, lines and pages by newlines. */
export async function extractPdfText(data: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : ' ');
    }
    pages.push(text);
  }
  await pdf.destroy();
  return pages.join('\n');
}
