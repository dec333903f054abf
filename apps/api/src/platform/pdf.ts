import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import type { Alignment, Content, TDocumentDefinitions } from 'pdfmake/interfaces';

// Roboto ships with pdfmake and has every Turkish letter (ğ ş ı İ ç ö ü); the PDF
// standard fonts do not.
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts/Roboto',
);
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
// A document is built from our own data only: no URL is fetched, no file but the fonts read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir));

export type { Alignment, Content };

/** The house look every printed document shares: A4, Roboto, small margins, a footer with the page. */
export const renderPdf = async (
  doc: Omit<TDocumentDefinitions, 'pageSize' | 'defaultStyle'>,
): Promise<Buffer> =>
  pdfmake
    .createPdf({
      pageSize: 'A4',
      pageMargins: [36, 36, 36, 48],
      defaultStyle: { font: 'Roboto', fontSize: 9 },
      styles: {
        title: { fontSize: 14, bold: true, margin: [0, 0, 0, 6] },
        subtitle: { fontSize: 10, bold: true, margin: [0, 8, 0, 4] },
        muted: { color: '#666666' },
        tableHeader: { bold: true, fillColor: '#f0f0f0' },
        ...doc.styles,
      },
      footer: (page, pages) => ({
        text: `${page} / ${pages}`,
        alignment: 'right',
        margin: [0, 16, 36, 0],
        style: 'muted',
      }),
      ...doc,
    })
    .getBuffer();

/** Sends a PDF to be shown in the browser; the name is kept ASCII for every browser's header parser. */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf"`)
    .send(pdf);
