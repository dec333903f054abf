import { foldTurkish } from '@panel/shared/common/text';
import { and, eq } from 'drizzle-orm';
import { schoolClasses } from '../../modules/education/school-classes/school-class.table';
import { cashBooks } from '../../modules/finance/cash-books/cash-book.table';
import {
  linkParent,
  nextStudentNumbers,
  refreshSearchKey,
  replaceContacts,
} from '../../modules/students/student.service';
import { students } from '../../modules/students/student.table';
import { firstId } from '../../platform/first-id';
import type { Db } from '../client';

/** The demo student the sales desk sells to first; a test can find her by name. */
export const DEMO_STUDENT = { firstName: 'Elif', lastName: 'Yıldız', citizenId: '10000000146' } as const;

/**
 * What the sales desk needs on its first day: the branches' cash books (a cash drawer,
 * a bank account and a POS account in Kadıköy, a drawer in Beşiktaş) and one student in
 * 9-A with her mother as the payment person. No sales: those are for the user to make.
 */
export const seedDemoSales = async (tx: Db, businessId: string, kadikoyId: string, besiktasId: string) => {
  const book = (branchId: string, name: string, kind: string, extra: object = {}) => ({
    businessId,
    branchId,
    name,
    kind,
    searchKey: foldTurkish(name),
    ...extra,
  });
  await tx.insert(cashBooks).values([
    book(kadikoyId, 'Kadıköy Merkez Kasa', 'Cash'),
    book(kadikoyId, 'Kadıköy Banka Hesabı', 'Bank', {
      bankName: 'Ziraat Bankası',
      iban: 'TR300006200000000006295093',
    }),
    book(kadikoyId, 'Kadıköy POS', 'Pos', { bankName: 'Ziraat Bankası' }),
    book(besiktasId, 'Beşiktaş Merkez Kasa', 'Cash'),
  ]);
  const nineA = await firstId(
    tx,
    schoolClasses,
    and(eq(schoolClasses.branchId, kadikoyId), eq(schoolClasses.name, '9-A')),
  );
  const [studentNo] = await nextStudentNumbers(tx, businessId, 1);
  const [student] = await tx
    .insert(students)
    .values({
      ...DEMO_STUDENT,
      businessId,
      branchId: kadikoyId,
      studentNo: studentNo!,
      gender: 'Female',
      birthDate: '2011-03-14',
      educationLevel: 'HighSchool',
      origin: 'Domestic',
      schoolClassId: nineA,
      studyState: nineA ? 'OnStudy' : 'Draft',
      searchKey: '',
      sortKey: '',
    })
    .returning({ id: students.id });
  await linkParent(tx, businessId, student!.id, {
    firstName: 'Ayten',
    lastName: 'Yıldız',
    citizenId: '10000000078',
    mobilePhone: '0(533) 486 20 15',
    email: 'ayten.yildiz@example.com',
    occupation: 'Öğretmen',
    relation: 'Mother',
    isAdult: true,
    isPaymentPerson: true,
  });
  await replaceContacts(tx, businessId, student!.id, [
    { contactType: 'Phone', contactOption: 'Mobile', value: '0(555) 444 33 22', isPrimary: true },
    {
      contactType: 'Address',
      contactOption: null,
      value: 'Caferağa Mah. Moda Cad. No:12 Kadıköy/İstanbul',
      isPrimary: true,
    },
  ]);
  await refreshSearchKey(tx, student!.id);
};
