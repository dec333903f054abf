import { randomUUID } from 'node:crypto';
import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { foldTurkish } from '@panel/shared/common/text';
import { type InvoiceKind, invoiceKindLabels } from '@panel/shared/sales/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextNumber } from '../../platform/counters';
import { renderPdf } from '../../platform/pdf';
import { einvoiceDocuments } from './einvoice-document.table';

/** What an invoice says: the seller (a corporate), the buyer, the lines and the day. */
export type InvoiceDraft = {
  businessId: string;
  corporateId: string;
  seller: { title: string; taxOffice: string; taxNumber: string; address: string };
  kind: InvoiceKind;
  issuedOn: string;
  buyer: { name: string; taxId: string; address: string | null };
  lines: { name: string; quantity: number; net: number; vatRate: number; vat: number }[];
  amount: number;
  vat: number;
};

/**
 * The one door to an e-invoice integrator [entegratör]. A draft is sent first; printing
 * makes it final and numbered. A real integrator implements the same two calls.
 */
export type EInvoiceIntegrator = {
  readonly name: string;
  createDraft(db: Db, draft: InvoiceDraft): Promise<{ draftRef: string }>;
  /** The final invoice; a number of null means the integrator accepted it but has not numbered it yet. */
  print(db: Db, draftRef: string): Promise<{ invoiceNo: string | null }>;
  pdf(db: Db, draftRef: string): Promise<Buffer | null>;
};

export class IntegratorError extends Error {}

/** Three letters of the seller's title, the year, nine digits: ABC2026000000001. */
const prefixOf = (title: string) =>
  (
    foldTurkish(title)
      .toUpperCase()
      .replace(/[^A-Z]/g, '') + 'XXX'
  ).slice(0, 3);

/**
 * The built-in integrator: it keeps drafts and invoices in the database, numbers them per
 * corporate and year, and renders the PDF, so invoicing works out of the box. As a real
 * integrator refuses an unknown taxpayer, it refuses a buyer tax id of all zeros (tests
 * use it to see the error states).
 */
export const localEInvoiceIntegrator: EInvoiceIntegrator = {
  name: 'local',
  createDraft: async (db, draft) => {
    if (/^0+$/.test(draft.buyer.taxId))
      throw new IntegratorError(
        `Alıcının vergi / T.C. kimlik numarası (${draft.buyer.taxId}) entegratörce reddedildi.`,
      );
    const draftRef = `local-${randomUUID()}`;
    await db.insert(einvoiceDocuments).values({
      businessId: draft.businessId,
      corporateId: draft.corporateId,
      draftRef,
      kind: draft.kind,
      payload: draft,
    });
    return { draftRef };
  },
  print: async (db, draftRef) =>
    db.transaction(async (tx) => {
      const [doc] = await tx
        .select()
        .from(einvoiceDocuments)
        .where(eq(einvoiceDocuments.draftRef, draftRef))
        .for('update');
      if (!doc) throw new IntegratorError('Taslak entegratörde bulunamadı.');
      if (doc.invoiceNo) return { invoiceNo: doc.invoiceNo };
      const draft = doc.payload as InvoiceDraft;
      const year = draft.issuedOn.slice(0, 4);
      const seq = await nextNumber(tx, draft.businessId, `invoice:${draft.corporateId}:${year}`);
      const invoiceNo = `${prefixOf(draft.seller.title)}${year}${String(seq).padStart(9, '0')}`;
      const pdf = await renderInvoice(draft, invoiceNo);
      await tx
        .update(einvoiceDocuments)
        .set({ invoiceNo, pdf, printedAt: new Date() })
        .where(eq(einvoiceDocuments.id, doc.id));
      return { invoiceNo };
    }),
  pdf: async (db, draftRef) =>
    (
      await db
        .select({ pdf: einvoiceDocuments.pdf })
        .from(einvoiceDocuments)
        .where(eq(einvoiceDocuments.draftRef, draftRef))
    )[0]?.pdf ?? null,
};

const renderInvoice = (d: InvoiceDraft, invoiceNo: string) =>
  renderPdf({
    info: { title: invoiceNo },
    content: [
      {
        columns: [
          [
            { text: d.seller.title, bold: true, fontSize: 11 },
            { text: `${d.seller.taxOffice} V.D. · VKN ${d.seller.taxNumber}`, style: 'muted' },
            { text: d.seller.address, style: 'muted' },
          ],
          [
            { text: invoiceKindLabels[d.kind].toLocaleUpperCase('tr'), style: 'title', alignment: 'right' },
            { text: `Fatura No: ${invoiceNo}`, alignment: 'right', bold: true },
            { text: `Tarih: ${formatDay(d.issuedOn)}`, alignment: 'right' },
          ],
        ],
        margin: [0, 0, 0, 16],
      },
      { text: 'Sayın', style: 'muted' },
      { text: d.buyer.name, bold: true },
      { text: `${d.buyer.taxId.length === 11 ? 'T.C. Kimlik No' : 'VKN'}: ${d.buyer.taxId}` },
      ...(d.buyer.address ? [{ text: d.buyer.address }] : []),
      {
        table: {
          headerRows: 1,
          widths: ['*', 40, 50, 80, 70],
          body: [
            ['Hizmet', 'Adet', 'KDV', 'KDV Tutarı', 'Tutar (KDV dahil)'].map((text) => ({
              text,
              style: 'tableHeader',
            })),
            ...d.lines.map((l) => [
              l.name,
              { text: String(l.quantity), alignment: 'right' as const },
              { text: `%${l.vatRate}`, alignment: 'right' as const },
              { text: formatMoney(l.vat), alignment: 'right' as const },
              { text: formatMoney(l.net), alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 16, 0, 0],
      },
      {
        table: {
          widths: ['*', 100],
          body: [
            ['Matrah', { text: formatMoney(d.amount - d.vat), alignment: 'right' }],
            ['KDV', { text: formatMoney(d.vat), alignment: 'right' }],
            [
              { text: 'Ödenecek Tutar', bold: true },
              { text: formatMoney(d.amount), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'noBorders',
        margin: [300, 8, 0, 0],
      },
    ],
  });
