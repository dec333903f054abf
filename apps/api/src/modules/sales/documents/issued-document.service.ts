import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { issuedDocuments } from './issued-document.table';

export type IssuedDocumentKind = 'Receipt' | 'Contract' | 'PaymentPlan' | 'Invoice';

/** A document handed out: whose record it prints, for whom, and for how much. */
type IssuedDocumentInput = {
  businessId: string;
  kind: IssuedDocumentKind;
  sourceId: string;
  personName: string;
  amount: number;
  issuedOn: string;
};

/** Letters and digits that cannot be misread from paper (no 0/O, 1/I/l). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const newCode = (): string => [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

/** The business part of a verify link: short, stable and not a secret. */
export const acpIdOf = (businessId: string): string => businessId.replace(/-/g, '').slice(0, 8);

export const verifyPath = (businessId: string, code: string): string => `/V/${acpIdOf(businessId)}/${code}`;

/** Records a document handed out, so its QR link can confirm it later. */
export const issueDocument = async (tx: Db, doc: IssuedDocumentInput) => {
  const [row] = await tx
    .insert(issuedDocuments)
    .values({ ...doc, code: newCode() })
    .returning();
  return row!;
};

/** The document already handed out for a record (a contract printed twice is one contract), or a new one. */
export const documentFor = async (db: Db, doc: IssuedDocumentInput) => {
  const [existing] = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.sourceId, doc.sourceId), eq(issuedDocuments.kind, doc.kind)));
  return existing ?? issueDocument(db, doc);
};

/** 'Zeynep Korkmaz' as 'Z*** K***': enough to recognise, not enough to learn a name from. */
export const maskName = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${w.slice(0, 1)}***`)
    .join(' ');
