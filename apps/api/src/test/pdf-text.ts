import { extractText, getDocumentProxy } from 'unpdf';

/** The text a reader sees on a PDF's pages, one string per page, whitespace runs collapsed. */
export const pdfPages = async (pdf: Buffer | Uint8Array): Promise<string[]> => {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
};

export const pdfText = async (pdf: Buffer | Uint8Array): Promise<string> => (await pdfPages(pdf)).join('\n');
