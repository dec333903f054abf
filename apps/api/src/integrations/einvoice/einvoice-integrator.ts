import { randomUUID } from 'node:crypto';
import { amountInWords } from '@panel/shared/common/amount-in-words';
import { formatDay, timeInIstanbul, todayInIstanbul } from '@panel/shared/common/dates';
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
  /**
   * The day the invoice is for (the plan's day, an installment's due day). Not the
   * invoice's date: that is the day it is printed (issued), which may be later.
   */
  dueOn: string;
  /** The installment invoiced, when the plan invoices one; null for the whole sale. */
  installmentNo: number | null;
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
  `${foldTurkish(title)
    .toUpperCase()
    .replace(/[^A-Z]/g, '')}XXX`.slice(0, 3);

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
      const draft = doc.payload as StoredDraft;
      const issuedAt = new Date();
      // Numbered in the year it is issued, as GİB requires, whatever day it is for.
      const year = todayInIstanbul(issuedAt).slice(0, 4);
      const seq = await nextNumber(tx, draft.businessId, `invoice:${draft.corporateId}:${year}`);
      const invoiceNo = `${prefixOf(draft.seller.title)}${year}${String(seq).padStart(9, '0')}`;
      // The ETTN [evrensel tekil tanımlama numarası] is the invoice's UUID: the row's own.
      const pdf = await renderInvoice(draft, { invoiceNo, ettn: doc.id, issuedAt });
      await tx
        .update(einvoiceDocuments)
        .set({ invoiceNo, pdf, printedAt: issuedAt })
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

/** Drafts stored before `dueOn` carried the plan's day as `issuedOn`. */
type StoredDraft = Omit<InvoiceDraft, 'dueOn' | 'installmentNo'> & {
  dueOn?: string;
  issuedOn?: string;
  installmentNo?: number | null;
};

const PREVIEW_NOTICE =
  'ÖNİZLEME: Bu belge yerleşik (yerel) entegratörün ürettiği bir önizlemedir; Gelir İdaresi Başkanlığına iletilmemiştir ve mali değeri yoktur.';

/**
 * The QR code GİB's e-Arşiv and e-Fatura PDFs carry: the invoice's identity and totals as
 * JSON, so a phone can check the paper against the system.
 */
const gibQr = (d: StoredDraft, p: { invoiceNo: string; ettn: string; issuedOn: string }) =>
  JSON.stringify({
    vkntckn: d.seller.taxNumber,
    avkntckn: d.buyer.taxId,
    senaryo: d.kind === 'EInvoice' ? 'TEMELFATURA' : 'EARSIVFATURA',
    tip: 'SATIS',
    tarih: p.issuedOn,
    no: p.invoiceNo,
    ettn: p.ettn,
    parabirimi: 'TRY',
    malhizmettoplam: ((d.amount - d.vat) / 100).toFixed(2),
    hesaplanankdv: (d.vat / 100).toFixed(2),
    vergidahil: (d.amount / 100).toFixed(2),
    odenecek: (d.amount / 100).toFixed(2),
  });

const renderInvoice = (d: StoredDraft, p: { invoiceNo: string; ettn: string; issuedAt: Date }) => {
  const issuedOn = todayInIstanbul(p.issuedAt);
  const dueOn = d.dueOn ?? d.issuedOn ?? issuedOn;
  const forWhat =
    d.installmentNo === undefined || d.installmentNo === null
      ? null
      : `Bu fatura, vadesi ${formatDay(dueOn)} olan ${d.installmentNo === 0 ? 'peşinat' : `${d.installmentNo}. taksit`} için ${
          dueOn < issuedOn ? 'vadesinden sonra, ' : ''
        }${formatDay(issuedOn)} tarihinde düzenlenmiştir.`;
  return renderPdf({
    info: { title: p.invoiceNo },
    watermark: { text: 'ÖNİZLEME', color: '#cf1322', opacity: 0.12, bold: true },
    content: [
      {
        text: PREVIEW_NOTICE,
        color: '#cf1322',
        bold: true,
        alignment: 'center',
        margin: [0, 0, 0, 10],
      },
      {
        columns: [
          [
            { text: d.seller.title, bold: true, fontSize: 11 },
            { text: `${d.seller.taxOffice} V.D. · VKN ${d.seller.taxNumber}`, style: 'muted' },
            { text: d.seller.address, style: 'muted' },
          ],
          { qr: gibQr(d, { invoiceNo: p.invoiceNo, ettn: p.ettn, issuedOn }), fit: 90, width: 100 },
          [
            { text: invoiceKindLabels[d.kind].toLocaleUpperCase('tr'), style: 'title', alignment: 'right' },
            {
              table: {
                widths: ['auto', 'auto'],
                body: [
                  ['Fatura No', { text: p.invoiceNo, bold: true }],
                  ['Düzenlenme Tarihi', formatDay(issuedOn)],
                  ['Düzenlenme Saati', timeInIstanbul(p.issuedAt)],
                  ['Senaryo', d.kind === 'EInvoice' ? 'Temel Fatura' : 'e-Arşiv Fatura'],
                  ['Fatura Tipi', 'Satış'],
                ],
              },
              layout: 'noBorders',
              alignment: 'right',
            },
          ],
        ],
        columnGap: 8,
        margin: [0, 0, 0, 8],
      },
      { text: `ETTN: ${p.ettn}`, margin: [0, 0, 0, 12] },
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
      { text: amountInWords(d.amount), italics: true, margin: [0, 8, 0, 0] },
      ...(forWhat ? [{ text: forWhat, margin: [0, 8, 0, 0] as [number, number, number, number] }] : []),
    ],
  });
};
