import { z } from 'zod';

/** The 24 roles of SPEC 3, in its order. */
export const ROLES = [
  'FounderManager',
  'Personnel',
  'GeneralManager',
  'DeputyGeneralManager',
  'Manager',
  'DeputyManager',
  'EducationCoordinator',
  'PublicRelations',
  'EducationConsultant',
  'Advisor',
  'Teacher',
  'GuidanceCounselor',
  'HumanResourcesManager',
  'HumanResources',
  'AccountingManager',
  'Accounting',
  'FinanceManager',
  'Finance',
  'CallCenterManager',
  'CallCenter',
  'Parent',
  'Student',
  'FranchiseManager',
  'SalesConsultant',
] as const;
export type Role = (typeof ROLES)[number];
export const ZRoleSchema = z.enum(ROLES);

export const roleLabels: Record<Role, string> = {
  FounderManager: 'Kurucu Müdür',
  Personnel: 'Personel',
  GeneralManager: 'Genel Müdür',
  DeputyGeneralManager: 'Genel Müdür Yardımcısı',
  Manager: 'Müdür',
  DeputyManager: 'Müdür Yardımcısı',
  EducationCoordinator: 'Eğitim Koordinatörü',
  PublicRelations: 'Halkla İlişkiler',
  EducationConsultant: 'Eğitim Danışmanı',
  Advisor: 'Danışman',
  Teacher: 'Öğretmen',
  GuidanceCounselor: 'Rehber Öğretmen',
  HumanResourcesManager: 'İnsan Kaynakları Müdürü',
  HumanResources: 'İnsan Kaynakları',
  AccountingManager: 'Muhasebe Müdürü',
  Accounting: 'Muhasebe',
  FinanceManager: 'Finans Müdürü',
  Finance: 'Finans',
  CallCenterManager: 'Çağrı Merkezi Müdürü',
  CallCenter: 'Çağrı Merkezi',
  Parent: 'Veli',
  Student: 'Öğrenci',
  FranchiseManager: 'Franchise Müdürü',
  SalesConsultant: 'Satış Danışmanı',
};

/**
 * How far up an account stands, for handing out roles: an account grants only roles at or
 * below its own rank, and changes only accounts at or below it. SPEC 3 lists the roles in no
 * order of authority, so the order is decided here from DOMAIN.md's organisation (a business
 * of branches) and the default actions each role holds:
 * - the founder owns the business; the general manager runs all of it for the founder;
 * - the franchise manager runs the franchised branches with the general manager's actions
 *   but answers to him; the deputy general manager stands in for him without the
 *   institution's own settings (corporates, permissions);
 * - the manager runs a branch, the deputy manager stands in for him;
 * - department heads (accounting, finance, human resources, call centre, education
 *   coordination) run one desk each, their staff work at it, teachers and consultants teach
 *   and sell;
 * - parents and students only sign in to see their own.
 * Roles of one rank may hand each other out: the heads of two desks are peers.
 */
export const ROLE_RANK: Record<Role, number> = {
  FounderManager: 100,
  GeneralManager: 90,
  FranchiseManager: 80,
  DeputyGeneralManager: 70,
  Manager: 60,
  DeputyManager: 50,
  AccountingManager: 40,
  FinanceManager: 40,
  HumanResourcesManager: 40,
  CallCenterManager: 40,
  EducationCoordinator: 40,
  Accounting: 30,
  Finance: 30,
  HumanResources: 30,
  CallCenter: 30,
  PublicRelations: 30,
  EducationConsultant: 30,
  SalesConsultant: 30,
  Advisor: 30,
  Teacher: 30,
  GuidanceCounselor: 30,
  Personnel: 30,
  Parent: 10,
  Student: 10,
};

/** Accounts only a founder manager may change or close (and only a founder may make a founder). */
export const PROTECTED_ROLES: ReadonlySet<Role> = new Set<Role>(['FounderManager', 'GeneralManager']);

/** Whether an account of role `own` may give an account the role `role`. */
export const mayGrantRole = (own: Role, role: Role): boolean => ROLE_RANK[role] <= ROLE_RANK[own];

/** Whether an account of role `own` may change or close an account that has the role `target`. */
export const mayManageRole = (own: Role, target: Role): boolean =>
  own === 'FounderManager' || (!PROTECTED_ROLES.has(target) && ROLE_RANK[target] <= ROLE_RANK[own]);

/** The roles an account of role `own` may hand out, in the spec's order (the role selects offer these). */
export const grantableRoles = (own: Role): Role[] => ROLES.filter((r) => mayGrantRole(own, r));

/** SPEC 3 user types. */
export const USER_TYPES = ['FounderManager', 'Personnel', 'Parent', 'Student'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const userTypeLabels: Record<UserType, string> = {
  FounderManager: 'Kurucu Müdür',
  Personnel: 'Personel',
  Parent: 'Veli',
  Student: 'Öğrenci',
};
