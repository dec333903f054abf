import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import type { Alignment, Content, Margins } from 'pdfmake/interfaces';
import {
  asDynamic,
  type Doc,
  FONTS,
  fresh,
  onlyFonts,
  type PrintedCopies,
  pageNumbers,
  renderSheetSource,
  renderSheets,
  sheetsOf,
} from './pdf-sheets';

pdfmake.setFonts(FONTS);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(onlyFonts);

export type { Alignment, Content };

/**
 * A sheet of copies of one body, each under its mark, on one page (pdf-sheets.ts): a node
 * of our own, which only the sheet writer lays out, so it stands alone as a sheet.
 */
export const printedCopies = (body: Content, marks: Content[]): Content =>
  ({ copies: { body, marks } }) satisfies PrintedCopies as unknown as Content;

/** The house look every printed document shares: A4, Roboto, small margins, a footer with the page. */
export const houseDocument = (doc: Doc) => ({
  pageSize: 'A4' as const,
  pageMargins: [36, 36, 36, 48] as Margins,
  defaultStyle: { font: 'Roboto', fontSize: 9 },
  footer: pageNumbers,
  ...doc,
  styles: {
    title: { fontSize: 14, bold: true, margin: [0, 0, 0, 6] as Margins },
    subtitle: { fontSize: 10, bold: true, margin: [0, 8, 0, 4] as Margins },
    muted: { color: '#666666' },
    tableHeader: { bold: true, fillColor: '#f0f0f0' },
    ...doc.styles,
  },
});

/** A document in the house look, as PDF: laid out a sheet at a time where it is made of sheets. */
export const renderPdf = async (doc: Doc): Promise<Buffer> => {
  const full = houseDocument(doc);
  const sheets = sheetsOf(full);
  if (!sheets) return pdfmake.createPdf({ ...full, content: fresh(full.content, false) }).getBuffer();
  return renderSheets(sheetsDocOf(full), sheets);
};

/** The house document without its content, its running header and footer as functions. */
const sheetsDocOf = ({ content: _, ...full }: ReturnType<typeof houseDocument>) => ({
  ...full,
  header: asDynamic(full.header),
  footer: asDynamic(full.footer),
});

/** What a document of documents may set: no content, nothing laid out across its pages. */
export type DocumentsDoc = Omit<
  Doc,
  'content' | 'background' | 'watermark' | 'pageBreakBefore' | 'images' | 'files'
>;

/**
 * Documents one after another in one PDF, each from a new page, each made only when the
 * PDF is about to be written up to it (so a bulk document never holds them all).
 */
export const renderDocumentsPdf = (
  doc: DocumentsDoc,
  count: number,
  documentAt: (i: number) => Promise<Content[]>,
): Promise<Buffer> =>
  // Each document is a sheet: its parts are laid out from the top of a new page.
  renderSheetSource(sheetsDocOf(houseDocument({ ...doc, content: [] })), { count, at: documentAt });

/** Sends a PDF to be shown in the browser; the name is kept ASCII for every browser's header parser. */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf"`)
    .send(pdf);
