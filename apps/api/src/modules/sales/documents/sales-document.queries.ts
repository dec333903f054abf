import { todayInIstanbul } from '@panel/shared/common/dates';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { businesses } from '../../administration/businesses/business.table';
import { collections, orders } from '../sales.table';
import { acpIdOf, maskName } from './issued-document.service';
import { issuedDocuments } from './issued-document.table';

const KIND_LABELS = {
  Receipt: 'Makbuz',
  Contract: 'Satış Sözleşmesi',
  PaymentPlan: 'Ödeme Planı',
  Invoice: 'Fatura',
} as const;

/** A document's own number and cancellation, read from the record it was printed from. */
const sourceOf = async (
  db: Db,
  kind: string,
  id: string,
): Promise<{ number: string | null; cancelledAt: Date | null }> => {
  if (kind === 'Receipt') {
    const [row] = await db
      .select({ number: collections.receiptNo, cancelledAt: collections.cancelledAt })
      .from(collections)
      .where(eq(collections.id, id));
    return row ?? { number: null, cancelledAt: null };
  }
  if (kind === 'Contract' || kind === 'PaymentPlan') {
    // A cancelled sale's contract and plan no longer bind anyone.
    const [row] = await db
      .select({ number: orders.orderNo, cancelledAt: orders.cancelledAt })
      .from(orders)
      .where(eq(orders.id, id));
    return row
      ? { number: String(row.number), cancelledAt: row.cancelledAt }
      : { number: null, cancelledAt: null };
  }
  return { number: null, cancelledAt: null };
};

/** What a QR code's link shows. Nothing but the document's own summary, masked. */
export const verifyDocument = async (db: Db, acpId: string, code: string) => {
  const [doc] = await db
    .select({
      businessId: issuedDocuments.businessId,
      kind: issuedDocuments.kind,
      sourceId: issuedDocuments.sourceId,
      personName: issuedDocuments.personName,
      amount: issuedDocuments.amount,
      issuedOn: issuedDocuments.issuedOn,
      institution: businesses.name,
    })
    .from(issuedDocuments)
    .innerJoin(businesses, eq(businesses.id, issuedDocuments.businessId))
    .where(eq(issuedDocuments.code, code.toUpperCase()));
  if (!doc || acpIdOf(doc.businessId) !== acpId.toLowerCase()) return { valid: false as const };
  const source = await sourceOf(db, doc.kind, doc.sourceId);
  return {
    valid: true as const,
    kind: doc.kind,
    kindLabel: KIND_LABELS[doc.kind as keyof typeof KIND_LABELS],
    /** The number printed on the paper: the receipt's or the sale's. */
    number: source.number,
    institution: doc.institution,
    issuedOn: doc.issuedOn,
    amount: doc.amount,
    personName: maskName(doc.personName),
    cancelled: source.cancelledAt !== null,
    /** The Istanbul day it was cancelled on, or null while it stands. */
    cancelledOn: source.cancelledAt ? todayInIstanbul(source.cancelledAt) : null,
  };
};
