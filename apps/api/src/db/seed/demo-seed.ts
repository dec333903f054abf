import type { Role } from '@panel/shared/accounts/roles';
import { LICENSE_AREAS } from '@panel/shared/administration/enums';
import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { foldTurkish } from '@panel/shared/common/text';
import { accounts } from '../../modules/accounts/account.table';
import { branches } from '../../modules/administration/branches/branch.table';
import { businesses } from '../../modules/administration/businesses/business.table';
import { corporates } from '../../modules/administration/corporates/corporate.table';
import { licenses } from '../../modules/administration/licenses/license.table';
import { majors } from '../../modules/administration/majors/major.table';
import { hashPassword } from '../../modules/users/password';
import { users } from '../../modules/users/user.table';
import { countRows } from '../../platform/count-rows';
import type { Db } from '../client';
import { seedDemoAssessments } from './demo-assessment-seed';
import { seedDemoCrm } from './demo-crm-seed';
import { seedDemoEducation } from './demo-education-seed';
import { seedDemoExams } from './demo-exam-seed';
import { seedDemoLearningOutcomes } from './demo-learning-outcome-seed';
import { seedDemoMobile } from './demo-mobile-seed';
import { seedDemoRollCall } from './demo-rollcall-seed';
import { seedDemoSales } from './demo-sales-seed';

export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO = {
  admin: 'admin@demo.test',
  founder: 'kurucu@demo.test',
  /** Manager of the second business: isolation is seen through this account. */
  otherManager: 'mudur@ornekdil.test',
} as const;

type SeedUser = { email: string; firstName: string; lastName: string; isAdmin?: boolean; userType: string };

/** Demo data for an empty database: two businesses, so tenant isolation can be seen. */
export const seedDemoIfEmpty = async (db: Db): Promise<boolean> => {
  if ((await countRows(db, users, undefined)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const insertUser = async (u: SeedUser) => {
      const [created] = await tx
        .insert(users)
        .values({ ...u, passwordHash, searchKey: foldTurkish(`${u.firstName} ${u.lastName} ${u.email}`) })
        .returning();
      return created!;
    };
    const insertBusiness = async (name: string, institutionType: string) => {
      const [created] = await tx
        .insert(businesses)
        .values({ name, institutionType, searchKey: foldTurkish(name) })
        .returning();
      return created!;
    };
    const today = todayInIstanbul();
    const insertBranch = async (businessId: string, name: string, corporateId: string | null = null) => {
      const [created] = await tx
        .insert(branches)
        .values({ businessId, name, corporateId, searchKey: foldTurkish(name) })
        .returning();
      // A year's license that started a month ago, so the demo branches can work.
      await tx.insert(licenses).values({
        businessId,
        branchId: created!.id,
        startsOn: addDays(today, -30),
        endsOn: addDays(today, 335),
        studentQuota: 1000,
        enabledAreas: [...LICENSE_AREAS],
      });
      return created!;
    };
    const grant = (userId: string, businessId: string, branchId: string, role: Role) =>
      tx.insert(accounts).values({ userId, businessId, branchId, role });

    await insertUser({
      email: DEMO.admin,
      firstName: 'Sistem',
      lastName: 'Yöneticisi',
      isAdmin: true,
      userType: 'Personnel',
    });

    const school = await insertBusiness('Demo Eğitim Kurumları', 'School');
    const [corporate] = await tx
      .insert(corporates)
      .values({
        businessId: school.id,
        title: 'Demo Eğitim Hizmetleri A.Ş.',
        searchKey: foldTurkish('Demo Eğitim Hizmetleri A.Ş.'),
        taxOffice: 'Kadıköy',
        taxNumber: '1234567890',
        mersisNumber: '0123456789000015',
        iban: 'TR330006100519786457841326',
        address: 'Caferağa Mah. Moda Cad. No:1 Kadıköy/İstanbul',
      })
      .returning();
    const kadikoy = await insertBranch(school.id, 'Kadıköy Şubesi', corporate!.id);
    const besiktas = await insertBranch(school.id, 'Beşiktaş Şubesi', corporate!.id);
    const founder = await insertUser({
      email: DEMO.founder,
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      userType: 'FounderManager',
    });
    await grant(founder.id, school.id, kadikoy.id, 'FounderManager');
    await grant(founder.id, school.id, besiktas.id, 'Manager');

    const languageSchool = await insertBusiness('Örnek Dil Kursu', 'LanguageCourse');
    const merkez = await insertBranch(languageSchool.id, 'Merkez Şube');
    const other = await insertUser({
      email: DEMO.otherManager,
      firstName: 'Mehmet',
      lastName: 'Öztürk',
      userType: 'Personnel',
    });
    // The language school's one manager runs the whole business (its definitions included).
    await grant(other.id, languageSchool.id, merkez.id, 'GeneralManager');

    const majorNames = [
      'Matematik',
      'Fizik',
      'Kimya',
      'Biyoloji',
      'Türkçe',
      'Türk Dili ve Edebiyatı',
      'Tarih',
      'Coğrafya',
      'Felsefe',
      'Din Kültürü',
      'İngilizce',
      'Almanca',
      'Fen Bilimleri',
      'Sosyal Bilgiler',
      'Rehberlik',
    ];
    await tx.insert(majors).values(majorNames.map((name) => ({ name, searchKey: foldTurkish(name) })));
    // The term that contains today: September to June.
    const termYear = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 9 ? 1 : 0);
    await seedDemoEducation(tx, school.id, kadikoy.id, `${termYear}-09-07`);
    await seedDemoSales(tx, school.id, kadikoy.id, besiktas.id);
    await seedDemoRollCall(tx, school.id, kadikoy.id, passwordHash);
    await seedDemoAssessments(tx, school.id, kadikoy.id);
    await seedDemoExams(tx, school.id);
    await seedDemoLearningOutcomes(tx);
    await seedDemoCrm(tx, school.id, kadikoy.id, passwordHash);
    await seedDemoMobile(tx, school.id, kadikoy.id, passwordHash);
  });
  return true;
};
