import { formatMoney } from '@panel/shared/common/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Alignment, Content } from '../../../platform/pdf';
import { branches } from '../../administration/branches/branch.table';
import { businesses } from '../../administration/businesses/business.table';
import { corporates } from '../../administration/corporates/corporate.table';
import { students } from '../../students/student.table';

/** The pieces every sales document (receipt, contract, payment plan) is laid out from. */

export const money = (v: number) => formatMoney(v);
export const installmentName = (no: number) => (no === 0 ? 'Peşinat' : `${no}. Taksit`);

/** Who issues the document: the business, the branch and the corporate that invoices for it. */
export const issuerOf = async (db: Db, branchId: string) => {
  const [row] = await db
    .select({
      businessName: businesses.name,
      branchName: branches.name,
      title: corporates.title,
      taxOffice: corporates.taxOffice,
      taxNumber: corporates.taxNumber,
      address: corporates.address,
    })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .leftJoin(corporates, eq(corporates.id, branches.corporateId))
    .where(eq(branches.id, branchId));
  return row!;
};

export const studentOf = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      studentNo: students.studentNo,
      firstName: students.firstName,
      lastName: students.lastName,
      citizenId: students.citizenId,
    })
    .from(students)
    .where(eq(students.id, id));
  return { ...row!, name: `${row!.firstName} ${row!.lastName}` };
};

export const header = (
  issuer: Awaited<ReturnType<typeof issuerOf>>,
  title: string,
  number: string,
): Content => ({
  columns: [
    [
      { text: issuer.title ?? issuer.businessName, bold: true, fontSize: 11 },
      {
        text:
          issuer.businessName === issuer.title
            ? issuer.branchName
            : `${issuer.businessName} · ${issuer.branchName}`,
      },
      ...(issuer.taxNumber
        ? [{ text: `${issuer.taxOffice} V.D. · VKN ${issuer.taxNumber}`, style: 'muted' }]
        : []),
      ...(issuer.address ? [{ text: issuer.address, style: 'muted' }] : []),
    ],
    [
      { text: title, style: 'title', alignment: 'right' },
      { text: number, alignment: 'right', bold: true },
    ],
  ],
  margin: [0, 0, 0, 12],
});

/** The QR code and short link that prove the paper is the institution's. */
export const verification = (url: string): Content => ({
  columns: [
    { qr: url, fit: 80, width: 90 },
    {
      stack: [
        { text: 'Belge Doğrulama', bold: true },
        {
          text: 'Bu belgenin gerçekliğini karekodu okutarak veya aşağıdaki adresten doğrulayabilirsiniz.',
          style: 'muted',
        },
        { text: url, link: url, color: '#009EF7' },
      ],
      margin: [8, 8, 0, 0],
    },
  ],
  margin: [0, 16, 0, 0],
});

export type Margins = [number, number, number, number];

/** A signature line: the role above, the line to sign on, the signer's name below. */
export const signature = (role: string, name: string): Content => ({
  stack: [
    { text: role, bold: true },
    { text: 'İmza', style: 'muted', margin: [0, 2, 0, 18] },
    { canvas: [{ type: 'line', x1: 20, y1: 0, x2: 200, y2: 0, lineWidth: 0.5 }] },
    { text: name || ' ', margin: [0, 2, 0, 0] },
  ],
  alignment: 'center',
});

export const table = (
  widths: (string | number)[],
  head: string[],
  body: (string | number)[][],
  right: number[] = [],
): Content => ({
  table: {
    headerRows: 1,
    widths,
    body: [
      head.map((h) => ({ text: h, style: 'tableHeader' })),
      ...body.map((row) =>
        row.map((cell, i) => ({
          text: String(cell),
          alignment: (right.includes(i) ? 'right' : 'left') as Alignment,
        })),
      ),
    ],
  },
  layout: 'lightHorizontalLines',
});
