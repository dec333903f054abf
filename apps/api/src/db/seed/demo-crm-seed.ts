import type { Role } from '@panel/shared/accounts/roles';
import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { foldTurkish } from '@panel/shared/common/text';
import type { InterviewStateClosing } from '@panel/shared/crm/enums';
import { and, eq } from 'drizzle-orm';
import { accounts } from '../../modules/accounts/account.table';
import { campaigns } from '../../modules/crm/campaigns/campaign.table';
import {
  crmCallListEntries,
  crmCallLists,
  crmCustomers,
  crmInterviewStates,
  crmReferences,
} from '../../modules/crm/crm.table';
import { insertCustomers } from '../../modules/crm/customer-rows';
import { services } from '../../modules/education/services/service.table';
import { users } from '../../modules/users/user.table';
import { firstId } from '../../platform/first-id';
import type { Db } from '../client';

/** The demo's call-center staff at Kadıköy: two consultants and their manager. */
export const DEMO_CALL_CENTER = {
  manager: 'cagri.mudur@demo.test',
  first: 'cagri1@demo.test',
  second: 'cagri2@demo.test',
} as const;

export const DEMO_CAMPAIGN = '2027 Erken Kayıt';

const STATES: [string, InterviewStateClosing][] = [
  ['İlk görüşme', 'None'],
  ['Tekrar aranacak', 'None'],
  ['Randevu verildi', 'None'],
  ['Kayıt oldu', 'Won'],
  ['Vazgeçti', 'Lost'],
];

const REFERENCES = ['Web sitesi', 'Tavsiye', 'Sosyal medya', 'Broşür', 'Kampanya formu'];

/** Prospective families of Kadıköy: [student first, last, grade, school, parent first, phone digits]. */
const CUSTOMERS: [string, string, string, string, string, string][] = [
  ['Deniz', 'Arslan', '8', 'Moda Ortaokulu', 'Selin', '5321110001'],
  ['Ece', 'Balcı', '8', 'Fenerbahçe Ortaokulu', 'Burak', '5321110002'],
  ['Kerem', 'Çelik', '9', 'Kadıköy Anadolu Lisesi', 'Hülya', '5321110003'],
  ['Zeynep', 'Doğan', '7', 'Moda Ortaokulu', 'Murat', '5321110004'],
  ['Emir', 'Erdem', '8', 'Göztepe Ortaokulu', 'Aslı', '5321110005'],
  ['Ada', 'Güneş', '10', 'Erenköy Kız Lisesi', 'Can', '5321110006'],
  ['Yusuf', 'Işık', '8', 'Moda Ortaokulu', 'Gül', '5321110007'],
  ['Defne', 'Kurt', '9', 'Kadıköy Anadolu Lisesi', 'Onur', '5321110008'],
];

/**
 * The demo's CRM: interview states and reference sources of the school, the early-enrolment
 * campaign (10% off the tuition, its public form open), eight prospective families in Kadıköy
 * and the call-center accounts that work them.
 */
export const seedDemoCrm = async (
  tx: Db,
  businessId: string,
  branchId: string,
  passwordHash: string,
): Promise<void> => {
  await tx
    .insert(crmInterviewStates)
    .values(STATES.map(([name, closing], i) => ({ businessId, name, closing, sortOrder: i + 1 })));
  const refs = await tx
    .insert(crmReferences)
    .values(REFERENCES.map((name) => ({ businessId, name })))
    .returning({ id: crmReferences.id });
  const tuition = await firstId(
    tx,
    services,
    and(eq(services.businessId, businessId), eq(services.name, 'Eğitim Ücreti')),
  );
  const today = todayInIstanbul();
  const kvkkText =
    'Kişisel verileriniz, kayıt süreciyle ilgili sizinle iletişim kurulması amacıyla 6698 sayılı KVKK kapsamında işlenecektir.';
  const [campaign] = await tx
    .insert(campaigns)
    .values({
      businessId,
      branchIds: [branchId],
      name: DEMO_CAMPAIGN,
      searchKey: foldTurkish(DEMO_CAMPAIGN),
      description: 'Erken kayıtta eğitim ücretinde %10 indirim.',
      startsOn: addDays(today, -10),
      endsOn: addDays(today, 90),
      offers: tuition ? [{ serviceId: tuition, discountKind: 'Percent', discountValue: 10 }] : [],
      publicFormEnabled: true,
      kvkkText,
      kvkkVersion: '1',
    })
    .returning({ id: campaigns.id });

  const staff: [string, string, string, Role][] = [
    [DEMO_CALL_CENTER.manager, 'Serkan', 'Aydın'],
    [DEMO_CALL_CENTER.first, 'Merve', 'Tan'],
    [DEMO_CALL_CENTER.second, 'Okan', 'Bulut'],
  ].map(([email, first, last], i) => [email!, first!, last!, i === 0 ? 'CallCenterManager' : 'CallCenter']);
  for (const [email, firstName, lastName, role] of staff) {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        firstName,
        lastName,
        userType: 'Personnel',
        passwordHash,
        searchKey: foldTurkish(`${firstName} ${lastName} ${email}`),
      })
      .returning({ id: users.id });
    await tx.insert(accounts).values({ userId: user!.id, businessId, branchId, role });
  }

  await insertCustomers(
    tx,
    CUSTOMERS.map(([first, last, grade, school, parent, phone], i) => ({
      businessId,
      branchId,
      studentFirstName: first,
      studentLastName: last,
      gradeLevel: grade,
      currentSchool: school,
      parentFirstName: parent,
      parentLastName: last,
      phoneDigits: phone,
      referenceId: refs[i % 4]!.id,
      campaignId: i < 3 ? campaign!.id : null,
      source: 'Manual',
    })),
  );
  // The campaign's pool: its customers wait for whichever consultant takes the next one.
  const campaignCustomers = await tx
    .select({ id: crmCustomers.id })
    .from(crmCustomers)
    .where(and(eq(crmCustomers.businessId, businessId), eq(crmCustomers.campaignId, campaign!.id)))
    .orderBy(crmCustomers.sortKey);
  const [pool] = await tx
    .insert(crmCallLists)
    .values({
      businessId,
      branchId,
      name: `${DEMO_CAMPAIGN} Havuzu`,
      assignmentType: 'Pool',
      campaignId: campaign!.id,
      filter: { campaignId: campaign!.id },
    })
    .returning({ id: crmCallLists.id });
  await tx.insert(crmCallListEntries).values(
    campaignCustomers.map((c, i) => ({
      businessId,
      callListId: pool!.id,
      customerId: c.id,
      position: i + 1,
    })),
  );
};
