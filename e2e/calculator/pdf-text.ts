/** The text of a PDF, page by page, read with pdf.js (its legacy build runs in Node). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every page's text items joined with spaces. */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  // A copy as a plain Uint8Array: pdf.js refuses Node's Buffer.
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}
